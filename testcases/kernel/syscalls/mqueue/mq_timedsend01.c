// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mq_timedsend(2) queues messages as man 3 mq_send describes, checked through
 * mq_timedreceive and mq_getattr (in a new IPC namespace):
 * - messages are received highest priority first, and in sending order within one
 *   priority; the receiver gets each message's priority; mq_curmsgs counts them;
 * - a zero-length message is a message;
 * - on a full queue a blocking send waits until a receive makes room (a child sleeps in
 *   mq_timedsend() until the parent receives, then its message is queued);
 * - on a full queue with an absolute timeout 100 ms ahead the send fails with ETIMEDOUT
 *   after at least 100 ms, and the queue keeps its messages.
 */

#include <stdlib.h>
#include "tst_timer.h"
#include "mqueue.h"

struct m {
	const char *text;
	unsigned int prio;
};

static mqd_t q = -1;

static void order(void)
{
	static const struct m sent[] = {{"low1", 1}, {"high", 9}, {"low2", 1}, {"mid", 5}};
	static const struct m exp[] = {{"high", 9}, {"mid", 5}, {"low1", 1}, {"low2", 1}};
	struct mq_attr big = {.mq_maxmsg = 4, .mq_msgsize = 32};
	mqd_t q4 = mq_open("/order", O_CREAT | O_RDWR, 0600, &big);

	if (q4 == (mqd_t)-1)
		tst_brk(TBROK | TERRNO, "mq_open(/order)");
	char buf[32];
	unsigned int i, prio;

	for (i = 0; i < ARRAY_SIZE(sent); i++)
		TST_EXP_PASS(do_send(q4, sent[i].text, strlen(sent[i].text) + 1, sent[i].prio, NULL),
			     "mq_timedsend(%s, prio %u)", sent[i].text, sent[i].prio);
	TST_EXP_EQ_LI(mq_curmsgs(q4), 4);
	for (i = 0; i < ARRAY_SIZE(exp); i++) {
		memset(buf, 0, sizeof(buf));
		prio = 99;
		if (do_receive(q4, buf, sizeof(buf), &prio, NULL) < 0)
			tst_brk(TBROK | TERRNO, "mq_timedreceive()");
		if (!strcmp(buf, exp[i].text) && prio == exp[i].prio)
			tst_res(TPASS, "received %s with prio %u", buf, prio);
		else
			tst_res(TFAIL, "received %s prio %u, expected %s prio %u", buf, prio,
				exp[i].text, exp[i].prio);
	}
	TST_EXP_PASS(do_send(q4, "", 0, 0, NULL), "mq_timedsend(0 bytes)");
	TST_EXP_EQ_LI(mq_curmsgs(q4), 1);
	TST_EXP_VAL(do_receive(q4, buf, sizeof(buf), NULL, NULL), 0, "receive the empty message");
	mq_close(q4);
	mq_unlink("/order");
}

static void full(void)
{
	struct timespec ts, t0, t1;
	char buf[32] = "";
	long long ms;
	pid_t pid;

	SAFE_MQ_SEND(q, "one", 4, 0);
	SAFE_MQ_SEND(q, "two", 4, 0);
	pid = SAFE_FORK();
	if (!pid) {
		TST_EXP_PASS(do_send(q, "three", 6, 0, NULL), "child: send to a full queue");
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	TST_EXP_EQ_LI(mq_curmsgs(q), 2);
	if (do_receive(q, buf, sizeof(buf), NULL, NULL) < 0)
		tst_brk(TBROK | TERRNO, "mq_timedreceive()");
	SAFE_WAITPID(pid, NULL, 0);
	TST_EXP_EQ_LI(mq_curmsgs(q), 2);

	ts = mq_deadline(100);
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t0);
	TEST(do_send(q, "four", 5, 0, &ts));
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t1);
	ms = tst_timespec_diff_ms(t1, t0);
	if (TST_RET == -1 && TST_ERR == ETIMEDOUT && ms >= 99)
		tst_res(TPASS, "send to a full queue timed out after %lld ms", ms);
	else
		tst_res(TFAIL | TTERRNO, "send to a full queue with a 100 ms timeout returned "
			"%ld after %lld ms", TST_RET, ms);
	TST_EXP_EQ_LI(mq_curmsgs(q), 2);
	while (mq_curmsgs(q))
		do_receive(q, buf, sizeof(buf), NULL, NULL);
}

static void run(void)
{
	order();
	full();
}

static void setup(void)
{
	mq_ns_setup();
	q = mq_make(QNAME, O_RDWR, 2, 32);
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
