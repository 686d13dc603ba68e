// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ioprio_get(2) as man 2 ioprio_get describes it (raw system call): "returns the I/O
 * priority of the specified process(es)" in the encoding of its NOTES:
 * - a child set to BE 3, RT 1 and IDLE with ioprio_set(2) reads each of them;
 * - "If which is specified as IOPRIO_WHO_PGRP or IOPRIO_WHO_USER, and more than one
 *   process matches who, then the returned priority will be the highest one held by any
 *   of the matching processes": a group with BE 6 and BE 2 members reads BE 2; with an
 *   RT 7 member added it reads RT 7 (any RT is above any BE); a uid's two processes with
 *   BE 5 and IDLE read BE 5;
 * - pid 0 is the caller.
 */

#include "tst_test.h"
#include "../ioprio_set/ioprio_util.h"

#define UNUSED_UID 54323

static void set(pid_t pid, int prio)
{
	if (sys_ioprio_set(IOPRIO_WHO_PROCESS, pid, prio))
		tst_brk(TBROK | TERRNO, "ioprio_set(%d, %#x)", pid, prio);
}

static void expect(int which, int who, int prio, const char *what)
{
	TEST(sys_ioprio_get(which, who));
	if (TST_RET != prio)
		tst_res(TFAIL | TTERRNO, "ioprio_get(%s) returned %ld (class %ld level %ld), "
			"expected class %d level %d", what, TST_RET, TST_RET >> 13, TST_RET & 7,
			IOPRIO_CLASS(prio), IOPRIO_DATA(prio));
	else
		tst_res(TPASS, "ioprio_get(%s): class %d level %d", what, IOPRIO_CLASS(prio),
			IOPRIO_DATA(prio));
}

static void run(void)
{
	pid_t a = ioprio_child(-1), b, c;

	set(a, IOPRIO_VAL(IOPRIO_CLASS_BE, 3));
	expect(IOPRIO_WHO_PROCESS, a, IOPRIO_VAL(IOPRIO_CLASS_BE, 3), "child, BE 3");
	set(a, IOPRIO_VAL(IOPRIO_CLASS_RT, 1));
	expect(IOPRIO_WHO_PROCESS, a, IOPRIO_VAL(IOPRIO_CLASS_RT, 1), "child, RT 1");
	set(a, IOPRIO_VAL(IOPRIO_CLASS_IDLE, 0));
	expect(IOPRIO_WHO_PROCESS, a, IOPRIO_VAL(IOPRIO_CLASS_IDLE, 0), "child, IDLE");

	SAFE_SETPGID(a, a);
	b = ioprio_child(-1);
	SAFE_SETPGID(b, a);
	set(a, IOPRIO_VAL(IOPRIO_CLASS_BE, 6));
	set(b, IOPRIO_VAL(IOPRIO_CLASS_BE, 2));
	expect(IOPRIO_WHO_PGRP, a, IOPRIO_VAL(IOPRIO_CLASS_BE, 2), "group of BE 6 and BE 2");
	c = ioprio_child(-1);
	SAFE_SETPGID(c, a);
	set(c, IOPRIO_VAL(IOPRIO_CLASS_RT, 7));
	expect(IOPRIO_WHO_PGRP, a, IOPRIO_VAL(IOPRIO_CLASS_RT, 7), "group with an RT 7 member");
	ioprio_kill(c);
	ioprio_kill(b);
	ioprio_kill(a);

	a = ioprio_child(UNUSED_UID);
	b = ioprio_child(UNUSED_UID);
	set(a, IOPRIO_VAL(IOPRIO_CLASS_BE, 5));
	set(b, IOPRIO_VAL(IOPRIO_CLASS_IDLE, 0));
	expect(IOPRIO_WHO_USER, UNUSED_UID, IOPRIO_VAL(IOPRIO_CLASS_BE, 5),
	       "uid with BE 5 and IDLE processes");
	ioprio_kill(b);
	ioprio_kill(a);

	if (!SAFE_FORK()) {
		set(0, IOPRIO_VAL(IOPRIO_CLASS_BE, 1));
		expect(IOPRIO_WHO_PROCESS, 0, IOPRIO_VAL(IOPRIO_CLASS_BE, 1), "0, BE 1");
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
