// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_getattr(2) as man 2 sched_getattr describes it (raw system call): "fetches the
 * scheduling policy and the associated attributes for the thread whose ID is specified in
 * pid"; the buffer is pre-filled with a pattern, the states are set through other calls:
 * - a child made SCHED_BATCH with setpriority() nice 7 and sched_setscheduler(): policy
 *   SCHED_BATCH, sched_nice 7, priority 0; "size ... set to the size of the structure as
 *   known to the kernel" (at least 48, at most the 56 asked);
 * - a child made SCHED_FIFO 33 with sched_setscheduler() (where the cgroup grants
 *   real-time bandwidth): policy SCHED_FIFO, priority 33; SCHED_FIFO|SCHED_RESET_ON_FORK
 *   shows SCHED_FLAG_RESET_ON_FORK in sched_flags;
 * - size 48 (the first version) is accepted: the fields it holds are filled;
 * - pid 0 is the caller (SCHED_OTHER, the nice value /proc/self/stat shows).
 */

#include <sys/resource.h>
#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

static int rt_ok;

static int get(pid_t pid, struct ltk_sched_attr *a, unsigned int size, const char *what)
{
	memset(a, 0x5a, sizeof(*a));
	TEST(sys_sched_getattr(pid, a, size, 0));
	if (TST_RET)
		tst_res(TFAIL | TTERRNO, "sched_getattr(%s, size %u)", what, size);
	return TST_RET;
}

static void expect(const char *what, struct ltk_sched_attr *a, int policy, int prio,
		   int nice, uint64_t flags)
{
	if (a->size < 48 || a->size > sizeof(*a) || (int)a->sched_policy != policy ||
	    (int)a->sched_priority != prio || a->sched_nice != nice || a->sched_flags != flags)
		tst_res(TFAIL, "%s: size %u policy %u priority %u nice %d flags %#llx, expected "
			"policy %d priority %d nice %d flags %#llx", what, a->size,
			a->sched_policy, a->sched_priority, a->sched_nice,
			(unsigned long long)a->sched_flags, policy, prio, nice,
			(unsigned long long)flags);
	else
		tst_res(TPASS, "%s: size %u, policy %d, priority %d, nice %d, flags %#llx", what,
			a->size, policy, prio, nice, (unsigned long long)flags);
}

static void run(void)
{
	struct sched_param sp = {0};
	struct ltk_sched_attr a;
	pid_t pid = parked_child();

	if (setpriority(PRIO_PROCESS, pid, 7) || sys_sched_setscheduler(pid, SCHED_BATCH, &sp))
		tst_brk(TBROK | TERRNO, "setpriority()/sched_setscheduler(SCHED_BATCH)");
	if (!get(pid, &a, sizeof(a), "SCHED_BATCH child"))
		expect("SCHED_BATCH nice 7 child", &a, SCHED_BATCH, 0, 7, 0);
	if (!get(pid, &a, 48, "SCHED_BATCH child"))
		expect("SCHED_BATCH nice 7 child, size 48", &a, SCHED_BATCH, 0, 7, 0);
	if (rt_ok) {
		sp.sched_priority = 33;
		if (sys_sched_setscheduler(pid, SCHED_FIFO, &sp))
			tst_brk(TBROK | TERRNO, "sched_setscheduler(SCHED_FIFO 33)");
		if (!get(pid, &a, sizeof(a), "SCHED_FIFO child"))
			expect("SCHED_FIFO 33 child", &a, SCHED_FIFO, 33, 0, 0);
		if (sys_sched_setscheduler(pid, SCHED_FIFO | SCHED_RESET_ON_FORK, &sp))
			tst_brk(TBROK | TERRNO, "sched_setscheduler(SCHED_FIFO|RESET_ON_FORK)");
		if (!get(pid, &a, sizeof(a), "SCHED_FIFO|RESET_ON_FORK child"))
			expect("SCHED_FIFO|SCHED_RESET_ON_FORK child", &a, SCHED_FIFO, 33, 0,
			       LTK_SCHED_FLAG_RESET_ON_FORK);
	} else {
		tst_res(TCONF, "real-time policies refused here (no real-time bandwidth)");
	}
	release_child(pid);
	if (!get(0, &a, sizeof(a), "0"))
		expect("the caller", &a, SCHED_OTHER, 0, proc_sched_read(getpid()).nice, 0);
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
