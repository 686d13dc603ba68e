// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ioprio_set(2) as man 2 ioprio_set describes it (raw system call), each setting read
 * back with ioprio_get(2):
 * - IOPRIO_WHO_PROCESS: a parked child gets IOPRIO_CLASS_BE levels 0..7,
 *   IOPRIO_CLASS_RT 0 and 7 (root), IOPRIO_CLASS_IDLE;
 * - "I/O priorities are ... inherited by a child created with fork(2)": a child forked
 *   by a process with BE 5 reads BE 5;
 * - IOPRIO_WHO_PGRP: both members of a new process group get BE 2;
 * - IOPRIO_WHO_USER: the processes of an otherwise unused uid (a child running as it)
 *   get BE 6;
 * - an unprivileged caller (nobody) may set BE and IDLE for its own process.
 */

#include <pwd.h>
#include "tst_test.h"
#include "ioprio_util.h"

#define UNUSED_UID 54321

static struct passwd *nobody;

static int set_get(int which, int who, int pid, int prio, const char *what)
{
	TEST(sys_ioprio_set(which, who, prio));
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "ioprio_set(%s, class %d level %d)", what,
			IOPRIO_CLASS(prio), IOPRIO_DATA(prio));
		return 1;
	}
	TEST(sys_ioprio_get(IOPRIO_WHO_PROCESS, pid));
	if (TST_RET != prio) {
		tst_res(TFAIL | TTERRNO, "%s: class %d level %d set, ioprio_get() %ld", what,
			IOPRIO_CLASS(prio), IOPRIO_DATA(prio), TST_RET);
		return 1;
	}
	return 0;
}

static void per_process(void)
{
	pid_t pid = ioprio_child(-1);
	int lvl, ok = 1;

	for (lvl = 0; lvl < 8; lvl++)
		ok &= !set_get(IOPRIO_WHO_PROCESS, pid, pid, IOPRIO_VAL(IOPRIO_CLASS_BE, lvl),
			       "child");
	ok &= !set_get(IOPRIO_WHO_PROCESS, pid, pid, IOPRIO_VAL(IOPRIO_CLASS_RT, 0), "child");
	ok &= !set_get(IOPRIO_WHO_PROCESS, pid, pid, IOPRIO_VAL(IOPRIO_CLASS_RT, 7), "child");
	ok &= !set_get(IOPRIO_WHO_PROCESS, pid, pid, IOPRIO_VAL(IOPRIO_CLASS_IDLE, 0), "child");
	ioprio_kill(pid);
	if (ok)
		tst_res(TPASS, "IOPRIO_WHO_PROCESS: BE 0..7, RT 0 and 7, IDLE read back");
}

static void inherited(void)
{
	pid_t pid;

	if (!SAFE_FORK()) {
		if (set_get(IOPRIO_WHO_PROCESS, 0, getpid(), IOPRIO_VAL(IOPRIO_CLASS_BE, 5), "0"))
			exit(0);
		pid = ioprio_child(-1);
		TEST(sys_ioprio_get(IOPRIO_WHO_PROCESS, pid));
		if (TST_RET != IOPRIO_VAL(IOPRIO_CLASS_BE, 5))
			tst_res(TFAIL, "the forked child reads %ld, not BE 5", TST_RET);
		else
			tst_res(TPASS, "ioprio_set(0, BE 5): the forked child inherits BE 5");
		ioprio_kill(pid);
		exit(0);
	}
	tst_reap_children();
}

static void pgrp(void)
{
	pid_t leader, member;
	int prio = IOPRIO_VAL(IOPRIO_CLASS_BE, 2);

	leader = ioprio_child(-1);
	SAFE_SETPGID(leader, leader);
	member = ioprio_child(-1);
	SAFE_SETPGID(member, leader);
	TEST(sys_ioprio_set(IOPRIO_WHO_PGRP, leader, prio));
	if (TST_RET)
		tst_res(TFAIL | TTERRNO, "ioprio_set(IOPRIO_WHO_PGRP, BE 2)");
	else if (sys_ioprio_get(IOPRIO_WHO_PROCESS, leader) != prio ||
		 sys_ioprio_get(IOPRIO_WHO_PROCESS, member) != prio)
		tst_res(TFAIL, "IOPRIO_WHO_PGRP BE 2: leader %ld, member %ld",
			sys_ioprio_get(IOPRIO_WHO_PROCESS, leader),
			sys_ioprio_get(IOPRIO_WHO_PROCESS, member));
	else
		tst_res(TPASS, "IOPRIO_WHO_PGRP: both members of the group got BE 2");
	ioprio_kill(member);
	ioprio_kill(leader);
}

static void user(void)
{
	pid_t pid = ioprio_child(UNUSED_UID);
	int prio = IOPRIO_VAL(IOPRIO_CLASS_BE, 6);

	TEST(sys_ioprio_set(IOPRIO_WHO_USER, UNUSED_UID, prio));
	if (TST_RET)
		tst_res(TFAIL | TTERRNO, "ioprio_set(IOPRIO_WHO_USER, %d, BE 6)", UNUSED_UID);
	else if (sys_ioprio_get(IOPRIO_WHO_PROCESS, pid) != prio)
		tst_res(TFAIL, "IOPRIO_WHO_USER BE 6: the uid's process reads %ld",
			sys_ioprio_get(IOPRIO_WHO_PROCESS, pid));
	else
		tst_res(TPASS, "IOPRIO_WHO_USER: the process of uid %d got BE 6", UNUSED_UID);
	ioprio_kill(pid);
}

static void unprivileged(void)
{
	if (!SAFE_FORK()) {
		tst_become_nobody();
		if (!set_get(IOPRIO_WHO_PROCESS, 0, getpid(), IOPRIO_VAL(IOPRIO_CLASS_BE, 7),
			     "nobody, itself") &&
		    !set_get(IOPRIO_WHO_PROCESS, 0, getpid(), IOPRIO_VAL(IOPRIO_CLASS_IDLE, 0),
			     "nobody, itself"))
			tst_res(TPASS, "nobody set BE 7 and IDLE for itself");
		exit(0);
	}
	tst_reap_children();
}

static void run(void)
{
	per_process();
	inherited();
	pgrp();
	user();
	unprivileged();
}

static void setup(void)
{
	nobody = SAFE_GETPWNAM("nobody");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
