// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getpriority(2) "The value which is one of PRIO_PROCESS, PRIO_PGRP, or PRIO_USER, and who
 * is interpreted relative to which ... getpriority() returns the highest priority (lowest
 * numerical value) enjoyed by any of the specified processes" (the C library returns the
 * nice value, -20..19):
 * - PRIO_PROCESS: a child that set nice 6 gives 6 (the field of /proc/<pid>/stat too);
 *   who 0 is the caller;
 * - PRIO_PGRP: a group of children with nice 3 and 8 gives 3;
 * - PRIO_USER: children of uid 4343 with nice 11 and 4 give 4.
 * Errors, in the order of the man page's ERRORS: EINVAL (which 99), ESRCH (an unused pid,
 * and a uid without processes).
 *
 * Not provoked: EACCES and EPERM (only setpriority() raises them).
 */

#include <sys/resource.h>
#include "tst_test.h"
#include "tst_pid.h"
#include "../setpriority/prio_children.h"

#define USER 4343

static void expect_prio(int which, id_t who, int exp, const char *why)
{
	errno = 0;
	TEST(getpriority(which, who));
	TST_EXP_EXPR(TST_RET == exp && !errno, "%s: getpriority() = %ld (expected %d)", why,
		     TST_RET, exp);
}

static void run(void)
{
	pid_t a, g1;

	a = prio_child(-1, 0, 6);
	expect_prio(PRIO_PROCESS, a, 6, "PRIO_PROCESS of a child with nice 6");
	TST_EXP_EQ_LI(stat_nice(a), 6);
	expect_prio(PRIO_PROCESS, 0, stat_nice(getpid()), "PRIO_PROCESS, who 0");

	g1 = prio_child(0, 0, 8);
	prio_child(g1, 0, 3);
	expect_prio(PRIO_PGRP, g1, 3, "PRIO_PGRP of a group with nice 8 and 3");

	prio_child(-1, USER, 11);
	prio_child(-1, USER, 4);
	expect_prio(PRIO_USER, USER, 4, "PRIO_USER of a user with nice 11 and 4");

	TST_EXP_FAIL2(getpriority(99, 0), EINVAL, "which 99");
	TST_EXP_FAIL2(getpriority(PRIO_PROCESS, tst_get_unused_pid()), ESRCH, "unused pid");
	TST_EXP_FAIL2(getpriority(PRIO_USER, USER + 1), ESRCH, "a uid without processes");
	TST_CHECKPOINT_WAKE2(0, 5);
	tst_reap_children();
}

static struct tst_test test = {
	.description = "getpriority(): the best nice value of a process, group, user; EINVAL, "
		       "ESRCH",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
