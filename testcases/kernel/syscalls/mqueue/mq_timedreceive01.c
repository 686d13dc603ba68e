// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mq_timedreceive(2) removes and returns the oldest message of the highest priority (man
 * 3 mq_receive), in a new IPC namespace:
 * - it returns the message's length, copies its text and stores its priority (a NULL
 *   msg_prio is allowed); mq_curmsgs drops by one;
 * - a blocking receive on an empty queue waits until a child sends (the child is woken by
 *   a checkpoint after the parent is asleep);
 * - with an absolute timeout 100 ms ahead a receive on the empty queue fails with
 *   ETIMEDOUT after at least 100 ms;
 * - a timeout already in the past still returns a queued message at once.
 */

#include <stdlib.h>
#include "tst_timer.h"
#include "mqueue.h"

static mqd_t q = -1;

static void run(void)
{
	struct timespec ts, t0, t1;
	char buf[32] = "";
	unsigned int prio = 0;
	long long ms;
	pid_t pid;

	SAFE_MQ_SEND(q, "first", 6, 3);
	SAFE_MQ_SEND(q, "second", 7, 7);
	TST_EXP_VAL(do_receive(q, buf, sizeof(buf), &prio, NULL), 7, "mq_timedreceive()");
	TST_EXP_EXPR(!strcmp(buf, "second") && prio == 7, "got 'second' prio 7 ('%s' %u)", buf,
		     prio);
	TST_EXP_EQ_LI(mq_curmsgs(q), 1);
	ts = (struct timespec){0, 0};
	TST_EXP_VAL(do_receive(q, buf, sizeof(buf), NULL, &ts), 6,
		    "mq_timedreceive(NULL msg_prio, timeout in the past) with a message queued");
	TST_EXP_EQ_STR(buf, "first");
	TST_EXP_EQ_LI(mq_curmsgs(q), 0);

	pid = SAFE_FORK();
	if (!pid) {
		TST_PROCESS_STATE_WAIT(getppid(), 'S', 0);
		SAFE_MQ_SEND(q, "late", 5, 1);
		exit(0);
	}
	memset(buf, 0, sizeof(buf));
	TST_EXP_VAL(do_receive(q, buf, sizeof(buf), &prio, NULL), 5,
		    "blocking mq_timedreceive() woken by a child's send");
	TST_EXP_EQ_STR(buf, "late");
	SAFE_WAITPID(pid, NULL, 0);

	ts = mq_deadline(100);
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t0);
	TEST(do_receive(q, buf, sizeof(buf), NULL, &ts));
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t1);
	ms = tst_timespec_diff_ms(t1, t0);
	if (TST_RET == -1 && TST_ERR == ETIMEDOUT && ms >= 99)
		tst_res(TPASS, "receive on the empty queue timed out after %lld ms", ms);
	else
		tst_res(TFAIL | TTERRNO, "receive with a 100 ms timeout returned %ld after %lld ms",
			TST_RET, ms);
}

static void setup(void)
{
	mq_ns_setup();
	q = mq_make(QNAME, O_RDWR, 4, 32);
}

static void cleanup(void)
{
	if (q != (mqd_t)-1) {
		mq_close(q);
		mq_unlink(QNAME);
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
