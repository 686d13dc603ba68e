// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mq_open(3), the mq_open system call, creates and opens POSIX message queues (man 3
 * mq_open), in a new IPC namespace:
 * - O_CREAT with attributes creates a queue with that mq_maxmsg and mq_msgsize (mq_getattr)
 *   and no message; with attr NULL the queue gets /proc/sys/fs/mqueue/msg_default and
 *   msgsize_default;
 * - opening the name again (no O_CREAT) gives another descriptor of the same queue: a
 *   message sent through one is received through the other;
 * - the access mode is enforced: a message cannot be sent through an O_RDONLY descriptor,
 *   nor received through an O_WRONLY one (EBADF);
 * - O_NONBLOCK shows in mq_flags, and a receive from the empty queue fails with EAGAIN;
 * - the mode is applied: nobody cannot open the 0600 queue, but can open a 0666 one.
 */

#include <stdlib.h>
#include "tst_safe_file_ops.h"
#include "mqueue.h"

static void attrs(void)
{
	struct mq_attr attr = {.mq_maxmsg = 3, .mq_msgsize = 16}, got;
	long def_msg, def_size;
	mqd_t q;

	q = mq_open(QNAME, O_CREAT | O_EXCL | O_RDWR, 0600, &attr);
	if (q == (mqd_t)-1) {
		tst_res(TFAIL | TERRNO, "mq_open(O_CREAT | O_EXCL, {3, 16})");
		return;
	}
	if (mq_getattr(q, &got)) {
		tst_res(TFAIL | TERRNO, "mq_getattr() of the descriptor mq_open() returned");
		return;
	}
	TST_EXP_EXPR(got.mq_maxmsg == 3 && got.mq_msgsize == 16 && !got.mq_curmsgs &&
		     !(got.mq_flags & O_NONBLOCK), "the new queue has {3, 16}, empty, blocking");
	mq_close(q);
	mq_unlink(QNAME);

	SAFE_FILE_SCANF("/proc/sys/fs/mqueue/msg_default", "%ld", &def_msg);
	SAFE_FILE_SCANF("/proc/sys/fs/mqueue/msgsize_default", "%ld", &def_size);
	q = mq_open(QNAME, O_CREAT | O_RDWR | O_NONBLOCK, 0600, NULL);
	if (q == (mqd_t)-1) {
		tst_res(TFAIL | TERRNO, "mq_open(O_CREAT, NULL attr)");
		return;
	}
	if (mq_getattr(q, &got))
		tst_brk(TBROK | TERRNO, "mq_getattr()");
	TST_EXP_EXPR(got.mq_maxmsg == def_msg && got.mq_msgsize == def_size,
		     "attr NULL gives the defaults {%ld, %ld} (got {%ld, %ld})", def_msg, def_size,
		     got.mq_maxmsg, got.mq_msgsize);
	TST_EXP_EQ_LI(got.mq_flags & O_NONBLOCK, O_NONBLOCK);
	TST_EXP_FAIL2(do_receive(q, (char[8192]){0}, 8192, NULL, NULL), EAGAIN,
		      "receive from the empty O_NONBLOCK queue");
	mq_close(q);
	mq_unlink(QNAME);
}

static void same_queue(void)
{
	char buf[16] = "";
	mqd_t q, r, w;

	q = mq_make(QNAME, O_RDWR, 3, 16);
	r = mq_open(QNAME, O_RDONLY);
	w = mq_open(QNAME, O_WRONLY);
	if (r == (mqd_t)-1 || w == (mqd_t)-1) {
		tst_res(TFAIL | TERRNO, "mq_open(existing queue)");
		goto out;
	}
	TST_EXP_EXPR(r != q && w != q, "a second open gives other descriptors");
	TST_EXP_PASS(do_send(w, "hello", 6, 1, NULL), "send through the O_WRONLY descriptor");
	TST_EXP_VAL(do_receive(r, buf, sizeof(buf), NULL, NULL), 6,
		    "receive through the O_RDONLY descriptor");
	TST_EXP_EQ_STR(buf, "hello");
	TST_EXP_FAIL(do_send(r, "x", 1, 1, NULL), EBADF, "send through O_RDONLY");
	TST_EXP_FAIL2(do_receive(w, buf, sizeof(buf), NULL, NULL), EBADF,
		      "receive through O_WRONLY");
	mq_close(r);
	mq_close(w);
out:
	mq_close(q);
	mq_unlink(QNAME);
}

static void modes(void)
{
	struct mq_attr attr = {.mq_maxmsg = 1, .mq_msgsize = 8};
	mqd_t a, b;

	a = mq_open("/closed", O_CREAT | O_RDWR, 0600, &attr);
	b = mq_open("/open", O_CREAT | O_RDWR, 0666, &attr);
	if (a == (mqd_t)-1 || b == (mqd_t)-1)
		tst_brk(TBROK | TERRNO, "mq_open(O_CREAT)");
	if (!SAFE_FORK()) {
		mq_become_nobody();
		TST_EXP_FAIL2(mq_open("/closed", O_RDONLY), EACCES, "nobody: open a 0600 queue");
		TST_EXP_FD(mq_open("/open", O_RDWR), "nobody: open a 0666 queue");
		exit(0);
	}
	tst_reap_children();
	mq_close(a);
	mq_close(b);
	mq_unlink("/closed");
	mq_unlink("/open");
}

static void run(void)
{
	attrs();
	same_queue();
	modes();
}

static void setup(void)
{
	mq_ns_setup();
	umask(0);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};
