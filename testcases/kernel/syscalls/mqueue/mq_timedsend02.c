// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mq_timedsend(2) fails with the errors of man 3 mq_send, in its order (in a new IPC
 * namespace; a full queue holds one message):
 * - EAGAIN: the queue is full and its descriptor is O_NONBLOCK;
 * - EBADF: a closed descriptor; a descriptor opened O_RDONLY;
 * - EINTR: a child blocked on the full queue catches a signal;
 * - EINVAL: the call would block and the timeout's tv_nsec is -1, or 10^9; the priority
 *   is MQ_PRIO_MAX (sysconf(_SC_MQ_PRIO_MAX));
 * - EMSGSIZE: msg_len is the queue's mq_msgsize + 1;
 * - ETIMEDOUT: the queue is full and the absolute timeout is already past;
 * plus (not in the man page) EFAULT: the message or the timeout outside the address space.
 * After each failure the full queue still holds one message, the empty one none.
 */

#define WRONG_DIRECTION O_RDONLY
#include "mq_timed_errors.h"

static int blocking_send(void)
{
	return do_send(full_q, "y", 1, 0, NULL);
}

static void counts(void)
{
	if (mq_curmsgs(full_q) != 1 || mq_curmsgs(empty_q) != 0)
		tst_res(TFAIL, "the queues changed: %ld and %ld messages, expected 1 and 0",
			mq_curmsgs(full_q), mq_curmsgs(empty_q));
}

static void run(void)
{
	struct timespec ts;
	mqd_t nb = mq_open("/full", O_WRONLY | O_NONBLOCK);
	long prio_max = sysconf(_SC_MQ_PRIO_MAX);

	if (nb == (mqd_t)-1)
		tst_brk(TBROK | TERRNO, "mq_open(/full, O_NONBLOCK)");
	TST_EXP_FAIL(do_send(nb, "y", 1, 0, NULL), EAGAIN, "send to a full O_NONBLOCK queue");
	mq_close(nb);
	TST_EXP_FAIL(do_send(nb, "y", 1, 0, NULL), EBADF, "send to a closed descriptor");
	TST_EXP_FAIL(do_send(wrong_dir, "y", 1, 0, NULL), EBADF, "send through O_RDONLY");
	interrupted(blocking_send, "send to a full queue");
	ts = (struct timespec){0, -1};
	TST_EXP_FAIL(do_send(full_q, "y", 1, 0, &ts), EINVAL, "send, timeout tv_nsec -1");
	ts = (struct timespec){0, 1000000000};
	TST_EXP_FAIL(do_send(full_q, "y", 1, 0, &ts), EINVAL, "send, timeout tv_nsec 10^9");
	TST_EXP_FAIL(do_send(empty_q, "y", 1, prio_max, NULL), EINVAL, "send, prio MQ_PRIO_MAX");
	TST_EXP_FAIL(do_send(empty_q, "0123456789abcdefg", MSGSIZE + 1, 0, NULL), EMSGSIZE,
		     "send of mq_msgsize + 1 bytes");
	ts = (struct timespec){1, 0};
	TST_EXP_FAIL(do_send(full_q, "y", 1, 0, &ts), ETIMEDOUT, "send, full, timeout past");
	TST_EXP_FAIL(do_send(empty_q, bad, 1, 0, NULL), EFAULT, "send of a bad address");
	TST_EXP_FAIL(do_send(full_q, "y", 1, 0, bad), EFAULT, "send, timeout at a bad address");
	counts();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
