// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_getparam(2) as man 2 sched_getparam describes it: "retrieves the scheduling
 * parameters for the thread identified by pid" (raw system call; param pre-filled with
 * a pattern):
 * - a SCHED_OTHER process reads priority 0;
 * - a child set to SCHED_FIFO 1, 42, 99 and SCHED_RR 7 with sched_setattr(2) (confirmed in
 *   /proc/<pid>/stat) reads those priorities, where the cgroup grants real-time bandwidth;
 * - pid 0 is the caller.
 */

#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

static int rt_ok;

static void check(pid_t pid, int prio, const char *what)
{
	struct sched_param sp = {.sched_priority = 0x5a5a5a5a};

	TEST(sys_sched_getparam(pid, &sp));
	if (TST_RET || sp.sched_priority != prio)
		tst_res(TFAIL | TTERRNO, "sched_getparam(%s) returned %ld, priority %d, "
			"expected %d", what, TST_RET, sp.sched_priority, prio);
	else
		tst_res(TPASS, "sched_getparam(%s): priority %d", what, prio);
}

static void set(pid_t pid, int policy, int prio)
{
	struct ltk_sched_attr attr = {
		.size = sizeof(attr),
		.sched_policy = policy,
		.sched_priority = prio,
	};

	if (sys_sched_setattr(pid, &attr, 0))
		tst_brk(TBROK | TERRNO, "sched_setattr(policy %d, %d)", policy, prio);
	if (proc_sched_read(pid).rt_priority != prio)
		tst_brk(TBROK, "/proc does not show priority %d", prio);
}

static void run(void)
{
	pid_t pid = parked_child();
	static const int prios[] = {1, 42, 99};
	unsigned int i;

	check(0, 0, "0, SCHED_OTHER caller");
	check(pid, 0, "SCHED_OTHER child");
	if (!rt_ok) {
		release_child(pid);
		tst_res(TCONF, "real-time policies refused here (no real-time bandwidth)");
		return;
	}
	for (i = 0; i < ARRAY_SIZE(prios); i++) {
		set(pid, SCHED_FIFO, prios[i]);
		check(pid, prios[i], "SCHED_FIFO child");
	}
	set(pid, SCHED_RR, 7);
	check(pid, 7, "SCHED_RR child");
	release_child(pid);
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
