// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_getscheduler(2) errors, in the order of man 2 sched_getscheduler (raw system
 * call):
 * - EINVAL: pid -1 (negative);
 * - ESRCH: a reaped child's pid.
 *
 * Not provoked: the param and policy entries concern the other calls of the page, and
 * EPERM only sched_setscheduler().
 */

#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

static pid_t dead;

static void run(void)
{
	TST_EXP_FAIL(sys_sched_getscheduler(-1), EINVAL, "sched_getscheduler(-1)");
	TST_EXP_FAIL(sys_sched_getscheduler(dead), ESRCH, "sched_getscheduler(reaped child)");
}

static void setup(void)
{
	dead = tst_get_unused_pid();
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
};
