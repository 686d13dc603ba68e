// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_get_priority_min(2) errors, in the order of man 2 sched_get_priority_min (raw
 * system call):
 * - EINVAL: policy -1, 4 (between SCHED_BATCH and SCHED_IDLE, unassigned), 8 (after
 *   SCHED_EXT, 7, of Linux 6.12), INT_MAX.
 */

#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

static const int policies[] = {-1, 4, 8, 0x7fffffff};

static void run(unsigned int n)
{
	TST_EXP_FAIL(syscall(__NR_sched_get_priority_min, policies[n]), EINVAL,
		     "sched_get_priority_min(%d)", policies[n]);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(policies),
};
