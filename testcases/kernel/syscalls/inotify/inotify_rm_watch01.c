// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * inotify_rm_watch(2) removes a watch (man 2 inotify_rm_watch): an IN_IGNORED event for
 * its wd is queued, later changes under the removed watch are not reported, the other
 * watch of the instance keeps reporting, the instance's /proc/self/fdinfo lists one watch
 * fewer, and adding the path again gives a new wd.
 */

#include "inotify.h"

static int fd = -1;

static void run(void)
{
	int wd_a, wd_b, wd_new;

	SAFE_MKDIR("a", 0755);
	SAFE_MKDIR("b", 0755);
	wd_a = inotify_add_watch(fd, "a", IN_CREATE);
	wd_b = inotify_add_watch(fd, "b", IN_CREATE);
	if (wd_a < 0 || wd_b < 0)
		tst_brk(TBROK | TERRNO, "inotify_add_watch()");
	TST_EXP_EQ_LI(count_watches(fd), 2);

	TST_EXP_PASS(tst_syscall(__NR_inotify_rm_watch, fd, wd_a), "inotify_rm_watch(a)");
	TST_EXP_EQ_LI(count_watches(fd), 1);
	SAFE_TOUCH("a/x", 0600, NULL);
	SAFE_TOUCH("b/y", 0600, NULL);
	const struct exp_event exp[] = {{wd_a, IN_IGNORED, NULL}, {wd_b, IN_CREATE, "y"}};
	expect_events(fd, exp, 2, "IN_IGNORED for the removed watch, the other one reports",
		      NULL);

	wd_new = inotify_add_watch(fd, "a", IN_CREATE);
	if (wd_new < 0)
		tst_brk(TBROK | TERRNO, "inotify_add_watch(a) again");
	if (wd_new != wd_a)
		tst_res(TPASS, "watching a again gives a new wd (%d, was %d)", wd_new, wd_a);
	else
		tst_res(TFAIL, "watching a again reused wd %d", wd_a);
	SAFE_UNLINK("a/x");
	SAFE_UNLINK("b/y");
	SAFE_RMDIR("a");
	SAFE_RMDIR("b");
	expect_events(fd, (const struct exp_event[]){{wd_new, IN_IGNORED, NULL},
		      {wd_b, IN_IGNORED, NULL}}, 2, "both directories removed", NULL);
}

static void setup(void)
{
	fd = inotify_init1(IN_NONBLOCK);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "inotify_init1()");
}

static void cleanup(void)
{
	if (fd > 0)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
