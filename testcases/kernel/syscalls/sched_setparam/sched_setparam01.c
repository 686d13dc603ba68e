// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_setparam(2) as man 2 sched_setparam describes it: "sets the scheduling parameters
 * associated with the scheduling policy for the thread whose thread ID is specified in
 * pid" (raw system call), read back through /proc/<pid>/stat and sched_getparam(2):
 * - a SCHED_FIFO child moved from priority 10 to 1, 50 and 99 keeps its policy;
 * - a SCHED_RR child moved from 10 to 20;
 * - a SCHED_OTHER child accepts priority 0 (the only one that makes sense) and stays as
 *   it was;
 * - pid 0 is the caller (a forked one, SCHED_FIFO 10 to 30).
 * The real-time cases need real-time bandwidth in the cgroup (a probe).
 */

#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

static int rt_ok;

static void set_and_check(pid_t pid, int policy, int prio)
{
	struct sched_param sp = {.sched_priority = prio};
	struct proc_sched ps;
	pid_t who = pid ? pid : getpid();

	TEST(sys_sched_setparam(pid, &sp));
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "sched_setparam(%s, %d)", pid ? "child" : "0", prio);
		return;
	}
	ps = proc_sched_read(who);
	sp.sched_priority = -1;
	sys_sched_getparam(who, &sp);
	if (ps.policy != policy || ps.rt_priority != prio || sp.sched_priority != prio)
		tst_res(TFAIL, "sched_setparam(%d): /proc policy %d prio %d, sched_getparam %d",
			prio, ps.policy, ps.rt_priority, sp.sched_priority);
	else
		tst_res(TPASS, "sched_setparam(%s, %d): policy %d kept, priority %d",
			pid ? "child" : "0", prio, policy, prio);
}

static void to_policy(pid_t pid, int policy, int prio)
{
	struct sched_param sp = {.sched_priority = prio};

	if (sys_sched_setscheduler(pid, policy, &sp))
		tst_brk(TBROK | TERRNO, "sched_setscheduler(%d, %d, %d)", pid, policy, prio);
}

static void run(void)
{
	pid_t pid = parked_child();

	set_and_check(pid, SCHED_OTHER, 0);
	if (!rt_ok) {
		release_child(pid);
		tst_res(TCONF, "real-time policies refused here (no real-time bandwidth)");
		return;
	}
	to_policy(pid, SCHED_FIFO, 10);
	set_and_check(pid, SCHED_FIFO, 1);
	set_and_check(pid, SCHED_FIFO, 50);
	set_and_check(pid, SCHED_FIFO, 99);
	to_policy(pid, SCHED_RR, 10);
	set_and_check(pid, SCHED_RR, 20);
	release_child(pid);
	if (!SAFE_FORK()) {
		to_policy(0, SCHED_FIFO, 10);
		set_and_check(0, SCHED_FIFO, 30);
		exit(0);
	}
	tst_reap_children();
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
