// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_get_priority_max(2) errors, in the order of man 2 sched_get_priority_max (raw
 * system call):
 * - EINVAL: policy -1, 4 (between SCHED_BATCH and SCHED_IDLE, unassigned), 8 (after
 *   SCHED_EXT, 7, of Linux 6.12), INT_MAX.
 */

#include "tst_test.h"
#include "prio_range.h"

static const struct prio_call call = {
	__NR_sched_get_priority_max, "sched_get_priority_max", 99, 1
};

static void run(unsigned int n)
{
	prio_range_einval(&call, n);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(prio_bad_policies),
};
