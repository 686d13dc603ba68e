// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_setscheduler(2) as man 2 sched_setscheduler and man 7 sched describe it, on a
 * parked child (raw system call), each change read back through /proc/<pid>/stat
 * (policy and rt_priority) and sched_getscheduler()/sched_getparam():
 * - SCHED_OTHER, SCHED_BATCH, SCHED_IDLE with priority 0;
 * - SCHED_FIFO and SCHED_RR at priorities 1, 50 and 99 (when the cgroup grants real-time
 *   bandwidth: a probe);
 * - "SCHED_RESET_ON_FORK ... the child created by fork(2) does not inherit privileged
 *   scheduling policies": a SCHED_FIFO|SCHED_RESET_ON_FORK process reports the flag in
 *   sched_getscheduler(), and its child is SCHED_OTHER with priority 0; without the flag
 *   the child stays SCHED_FIFO;
 * - pid 0 is the caller.
 */

#include "tst_test.h"
#include "sched_util.h"

static int rt_ok;

static const struct {
	int policy;
	const char *name;
	int prio;
	int rt;
} cases[] = {
	{SCHED_BATCH, "SCHED_BATCH", 0, 0},
	{SCHED_IDLE, "SCHED_IDLE", 0, 0},
	{SCHED_FIFO, "SCHED_FIFO", 1, 1},
	{SCHED_FIFO, "SCHED_FIFO", 99, 1},
	{SCHED_RR, "SCHED_RR", 50, 1},
	{SCHED_RR, "SCHED_RR", 99, 1},
	{SCHED_OTHER, "SCHED_OTHER", 0, 0},
};

static void on_child(pid_t pid, int policy, const char *name, int prio)
{
	struct sched_param sp = {.sched_priority = prio};
	struct proc_sched ps;

	TEST(sys_sched_setscheduler(pid, policy, &sp));
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "sched_setscheduler(child, %s, %d)", name, prio);
		return;
	}
	ps = proc_sched_read(pid);
	sp.sched_priority = -1;
	if (ps.policy != policy || ps.rt_priority != prio ||
	    sys_sched_getscheduler(pid) != policy || sys_sched_getparam(pid, &sp) ||
	    sp.sched_priority != prio)
		tst_res(TFAIL, "%s %d: /proc says policy %d prio %d, sched_get* %ld, %d", name,
			prio, ps.policy, ps.rt_priority, sys_sched_getscheduler(pid),
			sp.sched_priority);
	else
		tst_res(TPASS, "%s %d: /proc and sched_get* agree", name, prio);
}

static void reset_on_fork(int flag)
{
	struct sched_param sp = {.sched_priority = 10};
	struct proc_sched ps;
	pid_t pid;

	if (!SAFE_FORK()) {
		TEST(sys_sched_setscheduler(0, SCHED_FIFO | flag, &sp));
		if (TST_RET) {
			tst_res(TFAIL | TTERRNO, "sched_setscheduler(0, SCHED_FIFO%s, 10)",
				flag ? " | SCHED_RESET_ON_FORK" : "");
			exit(0);
		}
		TST_EXP_VAL(sys_sched_getscheduler(0), SCHED_FIFO | flag,
			    "sched_getscheduler(0) after SCHED_FIFO%s",
			    flag ? " | SCHED_RESET_ON_FORK" : "");
		pid = parked_child();
		ps = proc_sched_read(pid);
		if (flag && (ps.policy != SCHED_OTHER || ps.rt_priority || ps.nice))
			tst_res(TFAIL, "SCHED_RESET_ON_FORK: child has policy %d prio %d nice %d",
				ps.policy, ps.rt_priority, ps.nice);
		else if (!flag && (ps.policy != SCHED_FIFO || ps.rt_priority != 10))
			tst_res(TFAIL, "without the flag: child has policy %d prio %d",
				ps.policy, ps.rt_priority);
		else
			tst_res(TPASS, "%s: the child is %s", flag ? "SCHED_RESET_ON_FORK" :
				"no reset flag", flag ? "SCHED_OTHER, prio 0" : "SCHED_FIFO 10");
		release_child(pid);
		exit(0);
	}
	tst_reap_children();
}

static void run(void)
{
	unsigned int i;
	pid_t pid = parked_child();

	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		if (cases[i].rt && !rt_ok)
			continue;
		on_child(pid, cases[i].policy, cases[i].name, cases[i].prio);
	}
	release_child(pid);
	if (!rt_ok) {
		tst_res(TCONF, "real-time policies refused here (no real-time bandwidth)");
		return;
	}
	reset_on_fork(SCHED_RESET_ON_FORK);
	reset_on_fork(0);
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
