// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mq_unlink(3), the mq_unlink system call (man 3 mq_unlink), in a new IPC namespace:
 * - the name is removed at once: mq_open() of it without O_CREAT fails with ENOENT, and
 *   O_CREAT | O_EXCL makes a new, empty queue;
 * - descriptors open on the unlinked queue keep working: a message sent before the
 *   unlink is still received through them;
 * and it fails with the errors of man 3 mq_unlink, in order:
 * - EACCES: nobody unlinks a queue while the root of the namespace's mqueue filesystem
 *   (mounted in a child's private mount namespace) has mode 0755: no write permission
 *   on the directory; the queue stays;
 * - ENAMETOOLONG: a name of NAME_MAX + 1 characters;
 * - ENOENT: no queue of that name (also the second unlink of a name);
 * and nobody's unlink of root's queue fails with EPERM (the queue directory is sticky,
 * 01777); the queue stays.
 */

#include <stdlib.h>
#include <sys/mount.h>
#include "mqueue.h"

static char long_name[NAME_MAX + 3];

/* In a child: its own mount namespace, so the mount goes away with it. */
static void no_write_permission(void)
{
	SAFE_UNSHARE(CLONE_NEWNS);
	SAFE_MOUNT("none", "/", NULL, MS_REC | MS_PRIVATE, NULL);
	SAFE_MOUNT("mqueue", "mq", "mqueue", 0, NULL);
	SAFE_CHMOD("mq", 0755);
	if (!SAFE_FORK()) {
		mq_become_nobody();
		TST_EXP_FAIL(tst_syscall(__NR_mq_unlink, QNAME + 1), EACCES,
			     "nobody: mq_unlink() with the queue directory 0755");
		exit(0);
	}
	tst_reap_children();
	SAFE_CHMOD("mq", 01777);
	SAFE_UMOUNT("mq");
}

static void run(void)
{
	char buf[16] = "";
	mqd_t q, n;

	q = mq_make(QNAME, O_RDWR, 2, 16);
	SAFE_MQ_SEND(q, "kept", 5, 0);
	if (!SAFE_FORK()) {
		mq_become_nobody();
		TST_EXP_FAIL(tst_syscall(__NR_mq_unlink, QNAME + 1), EPERM,
			     "nobody: mq_unlink(root's queue)");
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		no_write_permission();
		exit(0);
	}
	tst_reap_children();
	n = mq_open(QNAME, O_RDONLY);
	TST_EXP_EXPR(n != (mqd_t)-1, "the queue is still there after the failed unlinks");
	if (n != (mqd_t)-1)
		mq_close(n);

	TST_EXP_PASS(tst_syscall(__NR_mq_unlink, QNAME + 1), "mq_unlink(%s)", QNAME);
	TST_EXP_FAIL2(mq_open(QNAME, O_RDONLY), ENOENT, "mq_open(unlinked name)");
	TST_EXP_VAL(do_receive(q, buf, sizeof(buf), NULL, NULL), 5,
		    "receive through the descriptor of the unlinked queue");
	TST_EXP_EQ_STR(buf, "kept");
	SAFE_MQ_SEND(q, "again", 6, 0);
	n = mq_open(QNAME, O_CREAT | O_EXCL | O_RDWR, 0600, NULL);
	TST_EXP_EXPR(n != (mqd_t)-1 && mq_curmsgs(n) == 0 && mq_curmsgs(q) == 1,
		     "O_CREAT | O_EXCL makes a new, empty queue; the old one keeps its message");
	if (n != (mqd_t)-1)
		mq_close(n);
	mq_close(q);
	TST_EXP_PASS(tst_syscall(__NR_mq_unlink, QNAME + 1), "mq_unlink() of the new queue");
	TST_EXP_FAIL(tst_syscall(__NR_mq_unlink, QNAME + 1), ENOENT, "second mq_unlink()");
	TST_EXP_FAIL(tst_syscall(__NR_mq_unlink, long_name + 1), ENAMETOOLONG,
		     "mq_unlink(name of NAME_MAX + 1)");
	TST_EXP_FAIL(tst_syscall(__NR_mq_unlink, "missing"), ENOENT, "mq_unlink(missing)");
}

static void setup(void)
{
	SAFE_MKDIR("mq", 0755);
	mq_ns_setup();
	long_name[0] = '/';
	memset(long_name + 1, 'q', NAME_MAX + 1);
}

static void cleanup(void)
{
	mq_unlink(QNAME);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
