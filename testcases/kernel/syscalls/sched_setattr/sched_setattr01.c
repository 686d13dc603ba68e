// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_setattr(2) as man 2 sched_setattr describes it (raw system call), on a parked
 * child, each change read back through /proc/<pid>/stat (policy, rt_priority, nice),
 * getpriority(2) and sched_getattr(2):
 * - SCHED_OTHER with sched_nice 5 and -5, SCHED_BATCH with 3: "sched_nice This field
 *   specifies the nice value to be set when sched_policy is SCHED_OTHER or SCHED_BATCH";
 *   SCHED_IDLE (its nice is not specified, only the policy is checked);
 * - SCHED_FIFO 20 and SCHED_RR 30 (where the cgroup grants real-time bandwidth);
 * - SCHED_FLAG_RESET_ON_FORK: a SCHED_FIFO child of a caller with the flag is
 *   SCHED_OTHER; sched_getattr() reports the flag;
 * - SCHED_DEADLINE with runtime 1 ms, deadline 10 ms, period 10 ms: the child is policy 6
 *   and sched_getattr() returns the three values (where admission is possible: a probe);
 * - SCHED_FLAG_UTIL_CLAMP_MIN/MAX 128/768 read back by sched_getattr() (where the kernel
 *   has utilization clamping: a probe, EOPNOTSUPP without CONFIG_UCLAMP_TASK).
 */

#include <sys/resource.h>
#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

#define FLAG_UTIL_CLAMP_MIN 0x20
#define FLAG_UTIL_CLAMP_MAX 0x40

static int rt_ok, dl_ok, uclamp_ok;

static int set(pid_t pid, struct ltk_sched_attr *a, const char *what)
{
	a->size = sizeof(*a);
	TEST(sys_sched_setattr(pid, a, 0));
	if (TST_RET)
		tst_res(TFAIL | TTERRNO, "sched_setattr(%s)", what);
	return TST_RET;
}

static int get(pid_t pid, struct ltk_sched_attr *a)
{
	memset(a, 0x5a, sizeof(*a));
	if (sys_sched_getattr(pid, a, sizeof(*a), 0))
		tst_brk(TBROK | TERRNO, "sched_getattr()");
	return 0;
}

static void fair(pid_t pid, int policy, int nice, const char *what)
{
	struct ltk_sched_attr a = {.sched_policy = policy, .sched_nice = nice}, g;
	struct proc_sched ps;
	int prio;

	if (set(pid, &a, what))
		return;
	ps = proc_sched_read(pid);
	errno = 0;
	prio = getpriority(PRIO_PROCESS, pid);
	get(pid, &g);
	/* sched_nice is for SCHED_OTHER and SCHED_BATCH; SCHED_IDLE is checked by policy. */
	if (policy == SCHED_IDLE)
		nice = prio = ps.nice = g.sched_nice = 0;
	if (ps.policy != policy || ps.nice != nice || prio != nice ||
	    (int)g.sched_policy != policy || g.sched_nice != nice)
		tst_res(TFAIL, "%s: /proc policy %d nice %d, getpriority %d, sched_getattr %u/%d",
			what, ps.policy, ps.nice, prio, g.sched_policy, g.sched_nice);
	else
		tst_res(TPASS, "%s: /proc, getpriority() and sched_getattr() agree", what);
}

static void rt(pid_t pid, int policy, int prio, const char *what)
{
	struct ltk_sched_attr a = {.sched_policy = policy, .sched_priority = prio}, g;
	struct proc_sched ps;

	if (set(pid, &a, what))
		return;
	ps = proc_sched_read(pid);
	get(pid, &g);
	if (ps.policy != policy || ps.rt_priority != prio || (int)g.sched_priority != prio)
		tst_res(TFAIL, "%s: /proc policy %d prio %d, sched_getattr prio %u", what,
			ps.policy, ps.rt_priority, g.sched_priority);
	else
		tst_res(TPASS, "%s: /proc and sched_getattr() agree", what);
}

static void deadline(pid_t pid)
{
	struct ltk_sched_attr a = {
		.sched_policy = SCHED_DEADLINE,
		.sched_runtime = 1000000,
		.sched_deadline = 10000000,
		.sched_period = 10000000,
	}, g;

	if (set(pid, &a, "SCHED_DEADLINE 1/10/10 ms"))
		return;
	get(pid, &g);
	if (proc_sched_read(pid).policy != SCHED_DEADLINE || g.sched_runtime != 1000000 ||
	    g.sched_deadline != 10000000 || g.sched_period != 10000000)
		tst_res(TFAIL, "SCHED_DEADLINE: /proc policy %d, runtime %llu deadline %llu "
			"period %llu", proc_sched_read(pid).policy,
			(unsigned long long)g.sched_runtime, (unsigned long long)g.sched_deadline,
			(unsigned long long)g.sched_period);
	else
		tst_res(TPASS, "SCHED_DEADLINE 1/10/10 ms: /proc and sched_getattr() agree");
}

static void uclamp(pid_t pid)
{
	struct ltk_sched_attr a = {
		.sched_policy = SCHED_OTHER,
		.sched_flags = FLAG_UTIL_CLAMP_MIN | FLAG_UTIL_CLAMP_MAX,
		.sched_util_min = 128,
		.sched_util_max = 768,
	}, g;

	if (set(pid, &a, "util clamps 128..768"))
		return;
	get(pid, &g);
	if (g.sched_util_min != 128 || g.sched_util_max != 768)
		tst_res(TFAIL, "util clamps read back %u..%u", g.sched_util_min, g.sched_util_max);
	else
		tst_res(TPASS, "util clamps 128..768 read back");
}

static void reset_on_fork(void)
{
	struct ltk_sched_attr a = {
		.sched_policy = SCHED_FIFO,
		.sched_priority = 10,
		.sched_flags = LTK_SCHED_FLAG_RESET_ON_FORK,
	}, g;
	struct proc_sched ps;
	pid_t pid;

	if (!SAFE_FORK()) {
		if (set(0, &a, "SCHED_FIFO 10, SCHED_FLAG_RESET_ON_FORK"))
			exit(0);
		get(0, &g);
		pid = parked_child();
		ps = proc_sched_read(pid);
		if (!(g.sched_flags & LTK_SCHED_FLAG_RESET_ON_FORK) || ps.policy != SCHED_OTHER)
			tst_res(TFAIL, "RESET_ON_FORK: flags %#llx, child's policy %d",
				(unsigned long long)g.sched_flags, ps.policy);
		else
			tst_res(TPASS, "RESET_ON_FORK: reported, the child is SCHED_OTHER");
		release_child(pid);
		exit(0);
	}
	tst_reap_children();
}

static void run(void)
{
	pid_t pid = parked_child();

	fair(pid, SCHED_OTHER, 5, "SCHED_OTHER nice 5");
	fair(pid, SCHED_OTHER, -5, "SCHED_OTHER nice -5");
	fair(pid, SCHED_BATCH, 3, "SCHED_BATCH nice 3");
	fair(pid, SCHED_IDLE, 0, "SCHED_IDLE");
	if (rt_ok) {
		rt(pid, SCHED_FIFO, 20, "SCHED_FIFO 20");
		rt(pid, SCHED_RR, 30, "SCHED_RR 30");
	}
	if (dl_ok)
		deadline(pid);
	fair(pid, SCHED_OTHER, 0, "back to SCHED_OTHER nice 0");
	if (uclamp_ok)
		uclamp(pid);
	release_child(pid);
	if (rt_ok)
		reset_on_fork();
	if (!rt_ok)
		tst_res(TCONF, "real-time policies refused here (no real-time bandwidth)");
	if (!dl_ok)
		tst_res(TCONF, "SCHED_DEADLINE refused here (probe)");
	if (!uclamp_ok)
		tst_res(TCONF, "no utilization clamping (CONFIG_UCLAMP_TASK, probe)");
}

/* In a child: sched_setattr() of a; 0, or the errno. */
static int probe(struct ltk_sched_attr *a)
{
	int status;
	pid_t pid = SAFE_FORK();

	if (!pid)
		exit(sys_sched_setattr(0, a, 0) ? errno : 0);
	SAFE_WAITPID(pid, &status, 0);
	return WEXITSTATUS(status);
}

static void setup(void)
{
	struct ltk_sched_attr dl = {
		.size = sizeof(dl),
		.sched_policy = SCHED_DEADLINE,
		.sched_runtime = 1000000,
		.sched_deadline = 10000000,
		.sched_period = 10000000,
	}, uc = {
		.size = sizeof(uc),
		.sched_flags = FLAG_UTIL_CLAMP_MIN | FLAG_UTIL_CLAMP_MAX,
		.sched_util_min = 0,
		.sched_util_max = 1024,
	};
	int err;

	rt_ok = rt_allowed();
	err = probe(&dl);
	if (err && err != EPERM && err != EBUSY)
		tst_brk(TBROK, "SCHED_DEADLINE probe: %s", tst_strerrno(err));
	dl_ok = !err;
	err = probe(&uc);
	if (err && err != EOPNOTSUPP)
		tst_brk(TBROK, "util clamp probe: %s", tst_strerrno(err));
	uclamp_ok = !err;
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
