// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_get_priority_min(2) as man 2 sched_get_priority_min and man 7 sched describe it
 * (raw system call): "returns the minimum priority value that can be used with the
 * scheduling algorithm identified by policy":
 * - SCHED_FIFO and SCHED_RR: 1 ("Linux allows the static priority range 1 to 99 for the
 *   SCHED_FIFO and SCHED_RR policies");
 * - SCHED_OTHER, SCHED_BATCH, SCHED_IDLE and SCHED_DEADLINE: 0;
 * - the value is usable: sched_setscheduler() of a child with it succeeds and one step
 *   below it fails with EINVAL (SCHED_FIFO where the cgroup grants real-time bandwidth,
 *   SCHED_BATCH always).
 */

#include "tst_test.h"
#include "../sched_get_priority_max/prio_range.h"

static const struct prio_call call = {
	__NR_sched_get_priority_min, "sched_get_priority_min", 1, -1
};

static void run(void)
{
	prio_range_run(&call);
}

static struct tst_test test = {
	.setup = prio_range_setup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
