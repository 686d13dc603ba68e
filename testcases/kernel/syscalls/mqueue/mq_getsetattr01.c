// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mq_getsetattr(2), the system call behind mq_getattr(3) and mq_setattr(3) (man 3
 * mq_getattr), in a new IPC namespace:
 * - getting returns mq_maxmsg and mq_msgsize as created, mq_curmsgs as queued, mq_flags
 *   with O_NONBLOCK as opened;
 * - setting changes only O_NONBLOCK of this open description: after setting it a receive
 *   from the empty queue fails with EAGAIN, after clearing it a receive blocks until a
 *   child sends; the old attributes are returned in omqstat; mq_maxmsg, mq_msgsize and
 *   mq_curmsgs given to it are ignored; another descriptor of the queue is not affected;
 * and fails with the errors of man 3 mq_getattr:
 * - EBADF: a closed descriptor; a regular file's descriptor;
 * - EINVAL: mq_flags with a bit other than O_NONBLOCK (O_APPEND);
 * plus (not in the man page) EFAULT: newattr or oldattr outside the address space.
 */

#include <stdlib.h>
#include "mqueue.h"

static mqd_t q = -1, other = -1;
static int file_fd = -1;
static void *bad;

static int getset(mqd_t d, const struct mq_attr *new, struct mq_attr *old)
{
	return tst_syscall(__NR_mq_getsetattr, d, new, old);
}

/* Through the C library's mq_getattr(), also the mq_getsetattr system call. */
static void attr_of(mqd_t d, struct mq_attr *a)
{
	if (mq_getattr(d, a))
		tst_brk(TBROK | TERRNO, "mq_getattr()");
}

static void get(void)
{
	struct mq_attr a;

	SAFE_MQ_SEND(q, "m", 2, 0);
	memset(&a, 0xff, sizeof(a));
	TST_EXP_PASS(getset(q, NULL, &a), "mq_getsetattr(get)");
	TST_EXP_EXPR(a.mq_maxmsg == 3 && a.mq_msgsize == 16 && a.mq_curmsgs == 1 &&
		     !(a.mq_flags & O_NONBLOCK), "got {flags 0x%lx, 3, 16, 1 queued}",
		     a.mq_flags);
	do_receive(q, (char[16]){0}, 16, NULL, NULL);
}

static void set(void)
{
	struct mq_attr new = {.mq_flags = O_NONBLOCK, .mq_maxmsg = 99, .mq_msgsize = 99,
			      .mq_curmsgs = 99}, old, now;
	char buf[16] = "";
	pid_t pid;

	memset(&old, 0xff, sizeof(old));
	TST_EXP_PASS(getset(q, &new, &old), "mq_getsetattr(set O_NONBLOCK)");
	TST_EXP_EQ_LI(old.mq_flags & O_NONBLOCK, 0);
	TST_EXP_EQ_LI(old.mq_maxmsg, 3);
	attr_of(q, &now);
	TST_EXP_EXPR((now.mq_flags & O_NONBLOCK) && now.mq_maxmsg == 3 && now.mq_msgsize == 16 &&
		     now.mq_curmsgs == 0, "only O_NONBLOCK changed");
	TST_EXP_FAIL2(do_receive(q, buf, sizeof(buf), NULL, NULL), EAGAIN,
		      "receive from the empty queue after setting O_NONBLOCK");
	attr_of(other, &now);
	TST_EXP_EQ_LI(now.mq_flags & O_NONBLOCK, 0);

	new.mq_flags = 0;
	TST_EXP_PASS(getset(q, &new, &old), "mq_getsetattr(clear O_NONBLOCK)");
	TST_EXP_EQ_LI(old.mq_flags & O_NONBLOCK, O_NONBLOCK);
	pid = SAFE_FORK();
	if (!pid) {
		TST_PROCESS_STATE_WAIT(getppid(), 'S', 0);
		SAFE_MQ_SEND(other, "late", 5, 0);
		exit(0);
	}
	TST_EXP_VAL(do_receive(q, buf, sizeof(buf), NULL, NULL), 5,
		    "a blocking receive again, woken by the child");
	SAFE_WAITPID(pid, NULL, 0);
}

static void errors(void)
{
	struct mq_attr a = {.mq_flags = O_APPEND}, now;
	mqd_t closed = mq_make("/closed", O_RDWR, 1, 8);

	mq_close(closed);
	mq_unlink("/closed");
	TST_EXP_FAIL(getset(closed, NULL, &now), EBADF, "mq_getsetattr(closed descriptor)");
	TST_EXP_FAIL(getset(file_fd, NULL, &now), EBADF, "mq_getsetattr(regular file)");
	TST_EXP_FAIL(getset(q, &a, NULL), EINVAL, "mq_getsetattr(set O_APPEND)");
	TST_EXP_FAIL(getset(q, bad, NULL), EFAULT, "mq_getsetattr(newattr at a bad address)");
	TST_EXP_FAIL(getset(q, NULL, bad), EFAULT, "mq_getsetattr(oldattr at a bad address)");
	attr_of(q, &now);
	TST_EXP_EQ_LI(now.mq_flags, 0);
}

static void run(void)
{
	get();
	set();
	errors();
}

static void setup(void)
{
	mq_ns_setup();
	bad = tst_get_bad_addr(NULL);
	q = mq_make(QNAME, O_RDWR, 3, 16);
	other = mq_open(QNAME, O_RDWR);
	if (other == (mqd_t)-1)
		tst_brk(TBROK | TERRNO, "mq_open()");
	file_fd = SAFE_OPEN("file", O_CREAT | O_RDWR, 0600);
}

static void cleanup(void)
{
	if (file_fd > 0)
		SAFE_CLOSE(file_fd);
	if (other != (mqd_t)-1)
		mq_close(other);
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
	.needs_tmpdir = 1,
	.forks_child = 1,
};
