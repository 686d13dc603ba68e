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
#include "../sched_setscheduler/sched_util.h"

static int rt_ok;

static const struct {
	int policy;
	const char *name;
	int exp;
} cases[] = {
	{SCHED_FIFO, "SCHED_FIFO", 1},
	{SCHED_RR, "SCHED_RR", 1},
	{SCHED_OTHER, "SCHED_OTHER", 0},
	{SCHED_BATCH, "SCHED_BATCH", 0},
	{SCHED_IDLE, "SCHED_IDLE", 0},
	{SCHED_DEADLINE, "SCHED_DEADLINE", 0},
};

static void usable(int policy, const char *name)
{
	struct sched_param sp;
	long prio = syscall(__NR_sched_get_priority_min, policy);
	pid_t pid = parked_child();

	sp.sched_priority = prio;
	TST_EXP_PASS(sys_sched_setscheduler(pid, policy, &sp), "%s at priority %ld", name,
		     prio);
	sp.sched_priority = prio - 1;
	TST_EXP_FAIL(sys_sched_setscheduler(pid, policy, &sp), EINVAL, "%s at priority %ld",
		     name, prio - 1);
	release_child(pid);
}

static void run(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		TST_EXP_VAL(syscall(__NR_sched_get_priority_min, cases[i].policy), cases[i].exp,
			    "sched_get_priority_min(%s)", cases[i].name);
	}
	usable(SCHED_BATCH, "SCHED_BATCH");
	if (rt_ok)
		usable(SCHED_FIFO, "SCHED_FIFO");
	else
		tst_res(TCONF, "real-time policies refused here (no real-time bandwidth)");
}

static void setup(void)
{
	rt_ok = rt_allowed();
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
