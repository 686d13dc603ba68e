// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ioprio_set(2) errors, in the order of man 2 ioprio_set (raw system call), against a
 * parked child holding BE 4:
 * - EINVAL: which 0 and 4; class 4 and 7 (none defined); IOPRIO_CLASS_NONE with a
 *   level (only 0 is valid there);
 * - EPERM: nobody asking for IOPRIO_CLASS_RT for itself; nobody setting root's child;
 * - ESRCH: a reaped child's pid; a process group without members; a uid without
 *   processes.
 * After each row the child still reads BE 4.
 */

#include <pwd.h>
#include "tst_test.h"
#include "ioprio_util.h"

#define UNUSED_UID 54322

static struct passwd *nobody;
static pid_t child, dead, zero, unused_uid = UNUSED_UID;

static struct tcase {
	int which;
	pid_t *who;
	int prio;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{0, &child, IOPRIO_VAL(IOPRIO_CLASS_BE, 1), 0, EINVAL, "which 0"},
	{4, &child, IOPRIO_VAL(IOPRIO_CLASS_BE, 1), 0, EINVAL, "which 4"},
	{IOPRIO_WHO_PROCESS, &child, IOPRIO_VAL(4, 0), 0, EINVAL, "class 4"},
	{IOPRIO_WHO_PROCESS, &child, IOPRIO_VAL(7, 0), 0, EINVAL, "class 7"},
	{IOPRIO_WHO_PROCESS, &child, IOPRIO_VAL(IOPRIO_CLASS_NONE, 3), 0, EINVAL,
	 "IOPRIO_CLASS_NONE, level 3"},
	{IOPRIO_WHO_PROCESS, &zero, IOPRIO_VAL(IOPRIO_CLASS_RT, 0), 1, EPERM,
	 "nobody, IOPRIO_CLASS_RT for itself"},
	{IOPRIO_WHO_PROCESS, &child, IOPRIO_VAL(IOPRIO_CLASS_BE, 1), 1, EPERM,
	 "nobody, root's process"},
	{IOPRIO_WHO_PROCESS, &dead, IOPRIO_VAL(IOPRIO_CLASS_BE, 1), 0, ESRCH, "a reaped child"},
	{IOPRIO_WHO_PGRP, &dead, IOPRIO_VAL(IOPRIO_CLASS_BE, 1), 0, ESRCH,
	 "a process group without members"},
	{IOPRIO_WHO_USER, &unused_uid, IOPRIO_VAL(IOPRIO_CLASS_BE, 1), 0, ESRCH,
	 "a uid without processes"},
};

static void row(struct tcase *tc)
{
	TST_EXP_FAIL(sys_ioprio_set(tc->which, *tc->who, tc->prio), tc->exp_errno,
		     "ioprio_set(%s)", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	int prio = IOPRIO_VAL(IOPRIO_CLASS_BE, 4);
	pid_t pid;

	child = ioprio_child(-1);
	if (sys_ioprio_set(IOPRIO_WHO_PROCESS, child, prio))
		tst_brk(TBROK | TERRNO, "ioprio_set(child, BE 4)");
	if (tc->as_nobody) {
		pid = SAFE_FORK();
		if (!pid) {
			tst_become_nobody();
			row(tc);
			exit(0);
		}
		SAFE_WAITPID(pid, NULL, 0);
	} else {
		row(tc);
	}
	TEST(sys_ioprio_get(IOPRIO_WHO_PROCESS, child));
	if (TST_RET != prio)
		tst_res(TFAIL | TTERRNO, "the child now reads %ld, not BE 4", TST_RET);
	ioprio_kill(child);
}

static void setup(void)
{
	nobody = SAFE_GETPWNAM("nobody");
	dead = tst_get_unused_pid();
}

static struct tst_test test = {
	.setup = setup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.needs_root = 1,
	.forks_child = 1,
};
