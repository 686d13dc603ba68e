/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The body of the sched_get_priority_max and sched_get_priority_min tests, which differ
 * only in the call, its value for SCHED_FIFO and SCHED_RR (99 or 1) and the side the limit
 * bounds (one step above the maximum, one step below the minimum):
 *
 * - prio_range_run(): the value of every policy (SCHED_FIFO and SCHED_RR: rt_prio;
 *   SCHED_OTHER, SCHED_BATCH, SCHED_IDLE and SCHED_DEADLINE: 0), then the value is usable:
 *   sched_setscheduler() of a parked child with it succeeds and one step past it fails with
 *   EINVAL (SCHED_BATCH always, SCHED_FIFO where real-time bandwidth is granted, decided
 *   by prio_range_setup());
 * - prio_range_einval(): row n of the invalid policies -1, 4 (unassigned, between
 *   SCHED_BATCH and SCHED_IDLE), 8 (after SCHED_EXT, 7, of Linux 6.12) and INT_MAX must
 *   fail with EINVAL.
 */
#ifndef PRIO_RANGE_H__
#define PRIO_RANGE_H__

#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

struct prio_call {
	long nr;		/* __NR_sched_get_priority_max or _min */
	const char *name;
	int rt_prio;		/* the value for SCHED_FIFO and SCHED_RR */
	int step;		/* +1: the value is a maximum, -1: a minimum */
};

static const struct {
	int policy;
	const char *name;
	int rt;			/* a real-time policy: rt_prio expected, else 0 */
} prio_policies[] = {
	{SCHED_FIFO, "SCHED_FIFO", 1},
	{SCHED_RR, "SCHED_RR", 1},
	{SCHED_OTHER, "SCHED_OTHER", 0},
	{SCHED_BATCH, "SCHED_BATCH", 0},
	{SCHED_IDLE, "SCHED_IDLE", 0},
	{SCHED_DEADLINE, "SCHED_DEADLINE", 0},
};

static const int prio_bad_policies[] = {-1, 4, 8, 0x7fffffff};

static int prio_rt_ok;

static inline void prio_range_setup(void)
{
	prio_rt_ok = rt_allowed();
}

static inline void prio_usable(const struct prio_call *c, int policy, const char *name)
{
	struct sched_param sp;
	long prio = syscall(c->nr, policy);
	pid_t pid = parked_child();

	sp.sched_priority = prio;
	TST_EXP_PASS(sys_sched_setscheduler(pid, policy, &sp), "%s at priority %ld", name,
		     prio);
	sp.sched_priority = prio + c->step;
	TST_EXP_FAIL(sys_sched_setscheduler(pid, policy, &sp), EINVAL, "%s at priority %ld",
		     name, prio + c->step);
	release_child(pid);
}

static inline void prio_range_run(const struct prio_call *c)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(prio_policies); i++) {
		TST_EXP_VAL(syscall(c->nr, prio_policies[i].policy),
			    prio_policies[i].rt ? c->rt_prio : 0, "%s(%s)", c->name,
			    prio_policies[i].name);
	}
	prio_usable(c, SCHED_BATCH, "SCHED_BATCH");
	if (prio_rt_ok)
		prio_usable(c, SCHED_FIFO, "SCHED_FIFO");
	else
		tst_res(TCONF, "real-time policies refused here (no real-time bandwidth)");
}

static inline void prio_range_einval(const struct prio_call *c, unsigned int n)
{
	TST_EXP_FAIL(syscall(c->nr, prio_bad_policies[n]), EINVAL, "%s(%d)", c->name,
		     prio_bad_policies[n]);
}

#endif
