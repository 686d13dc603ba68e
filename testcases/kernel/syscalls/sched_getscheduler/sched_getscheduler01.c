// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_getscheduler(2) as man 2 sched_getscheduler describes it: "returns the current
 * scheduling policy of the thread identified by pid" (raw system call), for a parked
 * child whose policy is set with sched_setattr(2) and confirmed in /proc/<pid>/stat:
 * SCHED_OTHER, SCHED_BATCH, SCHED_IDLE, and SCHED_FIFO and SCHED_RR where the cgroup
 * grants real-time bandwidth (a probe); "If pid equals zero, the policy of the calling
 * thread will be retrieved": the caller's own SCHED_BATCH.
 */

#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

static int rt_ok;

static const struct {
	int policy;
	const char *name;
	int prio;
} cases[] = {
	{SCHED_BATCH, "SCHED_BATCH", 0},
	{SCHED_IDLE, "SCHED_IDLE", 0},
	{SCHED_FIFO, "SCHED_FIFO", 5},
	{SCHED_RR, "SCHED_RR", 5},
	{SCHED_OTHER, "SCHED_OTHER", 0},
};

static void set(pid_t pid, int policy, int prio)
{
	struct ltk_sched_attr attr = {
		.size = sizeof(attr),
		.sched_policy = policy,
		.sched_priority = prio,
	};

	if (sys_sched_setattr(pid, &attr, 0))
		tst_brk(TBROK | TERRNO, "sched_setattr(%d, policy %d)", pid, policy);
	if (proc_sched_read(pid ? pid : getpid()).policy != policy)
		tst_brk(TBROK, "/proc does not show policy %d", policy);
}

static void run(void)
{
	pid_t pid = parked_child();
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		if (cases[i].prio && !rt_ok)
			continue;
		set(pid, cases[i].policy, cases[i].prio);
		TST_EXP_VAL(sys_sched_getscheduler(pid), cases[i].policy,
			    "sched_getscheduler(child in %s)", cases[i].name);
	}
	release_child(pid);
	if (!SAFE_FORK()) {
		set(0, SCHED_BATCH, 0);
		TST_EXP_VAL(sys_sched_getscheduler(0), SCHED_BATCH,
			    "sched_getscheduler(0) of a SCHED_BATCH caller");
		exit(0);
	}
	tst_reap_children();
	if (!rt_ok)
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
