// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mq_timedreceive(2) fails with the errors of man 3 mq_receive, in its order (in a new
 * IPC namespace; a full queue holds one message, another is empty):
 * - EAGAIN: the queue is empty and its descriptor is O_NONBLOCK;
 * - EBADF: a closed descriptor; a descriptor opened O_WRONLY;
 * - EINTR: a child blocked on the empty queue catches a signal;
 * - EINVAL: the call would block and the timeout's tv_nsec is -1, or 10^9;
 * - EMSGSIZE: msg_len is less than the queue's mq_msgsize;
 * - ETIMEDOUT: the queue is empty and the absolute timeout is already past;
 * plus (not in the man page) EFAULT: the buffer outside the address space.
 * Until the EFAULT row the full queue still holds its message (checked before it: the
 * kernel takes the message off the queue before copying it out).
 */

#define WRONG_DIRECTION O_WRONLY
#include "mq_timed_errors.h"

static int blocking_receive(void)
{
	char buf[MSGSIZE];

	return do_receive(empty_q, buf, sizeof(buf), NULL, NULL);
}

static void run(void)
{
	struct timespec ts;
	char buf[MSGSIZE];
	mqd_t nb = mq_open("/empty", O_RDONLY | O_NONBLOCK);

	if (nb == (mqd_t)-1)
		tst_brk(TBROK | TERRNO, "mq_open(/empty, O_NONBLOCK)");
	TST_EXP_FAIL2(do_receive(nb, buf, sizeof(buf), NULL, NULL), EAGAIN,
		      "receive from an empty O_NONBLOCK queue");
	mq_close(nb);
	TST_EXP_FAIL2(do_receive(nb, buf, sizeof(buf), NULL, NULL), EBADF,
		      "receive from a closed descriptor");
	TST_EXP_FAIL2(do_receive(wrong_dir, buf, sizeof(buf), NULL, NULL), EBADF,
		      "receive through O_WRONLY");
	interrupted(blocking_receive, "receive from an empty queue");
	ts = (struct timespec){0, -1};
	TST_EXP_FAIL2(do_receive(empty_q, buf, sizeof(buf), NULL, &ts), EINVAL,
		      "receive, timeout tv_nsec -1");
	ts = (struct timespec){0, 1000000000};
	TST_EXP_FAIL2(do_receive(empty_q, buf, sizeof(buf), NULL, &ts), EINVAL,
		      "receive, timeout tv_nsec 10^9");
	TST_EXP_FAIL2(do_receive(full_q, buf, MSGSIZE - 1, NULL, NULL), EMSGSIZE,
		      "receive into mq_msgsize - 1 bytes");
	ts = (struct timespec){1, 0};
	TST_EXP_FAIL2(do_receive(empty_q, buf, sizeof(buf), NULL, &ts), ETIMEDOUT,
		      "receive, empty, timeout past");
	if (mq_curmsgs(full_q) != 1)
		tst_res(TFAIL, "the full queue lost its message");
	TST_EXP_FAIL2(do_receive(full_q, bad, MSGSIZE, NULL, NULL), EFAULT,
		      "receive into a bad address");
	if (!mq_curmsgs(full_q))
		SAFE_MQ_SEND(full_q, "x", 1, 0);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
