// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setpriority(2) sets the nice value "of a process, process group, or user", checked in
 * the nice field of /proc/<pid>/stat of each target:
 * - PRIO_PROCESS: one child gets 5, its sibling keeps 0;
 * - PRIO_PGRP: both members of a group get 7, a child outside the group keeps 0;
 * - PRIO_USER: both children running as uid 4242 get 9, a root child keeps 0;
 * - values beyond the range are clamped: 40 gives 19.
 * Errors, in the order of the man page's ERRORS, the nice value unchanged afterwards:
 * - EACCES: an unprivileged caller (nobody, RLIMIT_NICE 0) lowers its own nice value
 *   from 10 to 5;
 * - EINVAL: which 99;
 * - EPERM: nobody sets the nice value of root's process;
 * - ESRCH: an unused pid.
 */

#include <pwd.h>
#include <sys/resource.h>
#include "tst_test.h"
#include "tst_pid.h"
#include "prio_children.h"

#define USER 4242

static uid_t nobody;
/* The nice value the test started with (its runner may be niced): children inherit it. */
static int base;

static void expect_nice(pid_t pid, int exp, const char *why)
{
	int got = stat_nice(pid);

	TST_EXP_EXPR(got == exp, "%s: child %d has nice %d (expected %d)", why, pid, got, exp);
}

static void run(void)
{
	pid_t a, b, g1, g2, u1, u2;

	a = prio_child(-1, 0, 0);
	b = prio_child(-1, 0, 0);
	TST_EXP_PASS(setpriority(PRIO_PROCESS, a, 5), "setpriority(PRIO_PROCESS, a, 5)");
	expect_nice(a, 5, "PRIO_PROCESS");
	expect_nice(b, base, "PRIO_PROCESS, sibling");
	TST_EXP_PASS(setpriority(PRIO_PROCESS, a, 40), "setpriority(PRIO_PROCESS, a, 40)");
	expect_nice(a, 19, "40 clamped");

	g1 = prio_child(0, 0, 0);
	g2 = prio_child(g1, 0, 0);
	TST_EXP_PASS(setpriority(PRIO_PGRP, g1, 7), "setpriority(PRIO_PGRP, g, 7)");
	expect_nice(g1, 7, "PRIO_PGRP, leader");
	expect_nice(g2, 7, "PRIO_PGRP, member");
	expect_nice(b, base, "PRIO_PGRP, outside the group");

	u1 = prio_child(-1, USER, 0);
	u2 = prio_child(-1, USER, 0);
	TST_EXP_PASS(setpriority(PRIO_USER, USER, 9), "setpriority(PRIO_USER, %d, 9)", USER);
	expect_nice(u1, 9, "PRIO_USER, first");
	expect_nice(u2, 9, "PRIO_USER, second");
	expect_nice(b, base, "PRIO_USER, root's child");

	TST_EXP_FAIL(setpriority(99, 0, 1), EINVAL, "which 99");
	TST_EXP_FAIL(setpriority(PRIO_PROCESS, tst_get_unused_pid(), 1), ESRCH, "unused pid");
	if (!SAFE_FORK()) {
		struct rlimit rl = {0, 0};
		int high = base > 10 ? base : 10;	/* not below where it starts */

		SAFE_SETRLIMIT(RLIMIT_NICE, &rl);
		SAFE_SETRESUID(nobody, nobody, nobody);
		TST_EXP_FAIL(setpriority(PRIO_PROCESS, b, 3), EPERM, "nobody on root's process");
		TST_EXP_PASS(setpriority(PRIO_PROCESS, 0, high), "nobody raises its nice value to %d",
			     high);
		TST_EXP_FAIL(setpriority(PRIO_PROCESS, 0, high - 5), EACCES,
			     "nobody lowers its nice value %d -> %d", high, high - 5);
		expect_nice(getpid(), high, "EACCES changed nothing");
		exit(0);
	}
	SAFE_WAIT(NULL);
	expect_nice(b, base, "EPERM changed nothing");
	TST_CHECKPOINT_WAKE2(0, 6);
	tst_reap_children();
}

static void setup(void)
{
	nobody = SAFE_GETPWNAM("nobody")->pw_uid;
	base = stat_nice(getpid());
	if (base > 14)
		tst_brk(TCONF, "started at nice %d: no room above it for the EACCES row", base);
}

static struct tst_test test = {
	.description = "setpriority(): PRIO_PROCESS, PRIO_PGRP, PRIO_USER; EACCES, EINVAL, EPERM, "
		       "ESRCH",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
