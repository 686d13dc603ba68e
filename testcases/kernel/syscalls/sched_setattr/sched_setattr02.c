// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_setattr(2) errors, in the order of man 2 sched_setattr (raw system call), against
 * a parked SCHED_OTHER child:
 * - EINVAL: attr NULL; pid -1; flags 1;
 * - ESRCH: a reaped child's pid;
 * - E2BIG: size larger than the kernel's structure with a nonzero byte beyond it (the
 *   kernel writes its own size back into attr.size); size 40, smaller than the first
 *   version (48);
 * - EBUSY: SCHED_DEADLINE with runtime = deadline = period = 100 ms (a full CPU) while
 *   N - 1 other children (N CPUs, up to 4) hold a full CPU each: N CPUs asked of the N x
 *   95 % the deadline class may have; where SCHED_DEADLINE is admitted at all (a probe);
 * - EINVAL: policy 8; sched_flags 0x1000 (unknown); SCHED_FIFO priority 0 and 100;
 *   SCHED_OTHER priority 1; SCHED_DEADLINE with runtime > deadline, with deadline >
 *   period, with runtime 100 ns (below the 1024 ns minimum);
 * - EPERM: nobody (RLIMIT_RTPRIO 0) asking for SCHED_FIFO for itself, and SCHED_BATCH for
 *   root's process;
 * - EPERM: SCHED_DEADLINE for a child whose affinity excludes a CPU (on machines with two
 *   or more CPUs, where SCHED_DEADLINE is admitted).
 * After each row /proc/<child>/stat still shows SCHED_OTHER, priority 0 and the nice value
 * the test started with.
 */

#include <pwd.h>
#include <sys/resource.h>
#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

#define BIG 128

static pid_t child, dead, zero, minus_one = -1;
static struct passwd *nobody;
static int dl_ok, base_nice;
static char *buf;

enum { PLAIN, NOBODY, PINNED, FULL };

#define MAX_RESERVE 3
static pid_t reserve[MAX_RESERVE];
static int nreserve;

/* N - 1 parked children holding a full CPU of deadline bandwidth each. */
static void hold_bandwidth(void)
{
	struct ltk_sched_attr full = {
		.size = sizeof(full),
		.sched_policy = SCHED_DEADLINE,
		.sched_runtime = 100000000,
		.sched_deadline = 100000000,
		.sched_period = 100000000,
	};

	for (nreserve = 0; nreserve < tst_ncpus() - 1; nreserve++) {
		reserve[nreserve] = parked_child();
		if (sys_sched_setattr(reserve[nreserve], &full, 0))
			tst_brk(TBROK | TERRNO, "holding a CPU of deadline bandwidth");
	}
}

static void release_bandwidth(void)
{
	while (nreserve > 0)
		release_child(reserve[--nreserve]);
}

static struct tcase {
	pid_t *pid;
	int policy;
	int prio;
	uint64_t flags;
	uint64_t runtime, deadline, period;
	unsigned int size;
	int null;
	unsigned int call_flags;
	int mode;
	int needs_dl;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&child, SCHED_OTHER, 0, 0, 0, 0, 0, 56, 1, 0, PLAIN, 0, EINVAL, "attr NULL"},
	{&minus_one, SCHED_OTHER, 0, 0, 0, 0, 0, 56, 0, 0, PLAIN, 0, EINVAL, "pid -1"},
	{&child, SCHED_OTHER, 0, 0, 0, 0, 0, 56, 0, 1, PLAIN, 0, EINVAL, "flags 1"},
	{&dead, SCHED_OTHER, 0, 0, 0, 0, 0, 56, 0, 0, PLAIN, 0, ESRCH, "a reaped child"},
	{&child, SCHED_BATCH, 0, 0, 0, 0, 0, BIG, 0, 0, PLAIN, 0, E2BIG,
	 "size 128, a nonzero byte beyond the kernel's structure"},
	{&child, SCHED_BATCH, 0, 0, 0, 0, 0, 40, 0, 0, PLAIN, 0, E2BIG, "size 40"},
	{&child, SCHED_DEADLINE, 0, 0, 100000000, 100000000, 100000000, 56, 0, 0, FULL, 1, EBUSY,
	 "SCHED_DEADLINE, a full CPU"},
	{&child, 8, 0, 0, 0, 0, 0, 56, 0, 0, PLAIN, 0, EINVAL, "policy 8"},
	{&child, SCHED_BATCH, 0, 0x1000, 0, 0, 0, 56, 0, 0, PLAIN, 0, EINVAL, "sched_flags 0x1000"},
	{&child, SCHED_FIFO, 0, 0, 0, 0, 0, 56, 0, 0, PLAIN, 0, EINVAL, "SCHED_FIFO priority 0"},
	{&child, SCHED_FIFO, 100, 0, 0, 0, 0, 56, 0, 0, PLAIN, 0, EINVAL,
	 "SCHED_FIFO priority 100"},
	{&child, SCHED_OTHER, 1, 0, 0, 0, 0, 56, 0, 0, PLAIN, 0, EINVAL, "SCHED_OTHER priority 1"},
	{&child, SCHED_DEADLINE, 0, 0, 20000000, 10000000, 10000000, 56, 0, 0, PLAIN, 0, EINVAL,
	 "SCHED_DEADLINE runtime > deadline"},
	{&child, SCHED_DEADLINE, 0, 0, 1000000, 20000000, 10000000, 56, 0, 0, PLAIN, 0, EINVAL,
	 "SCHED_DEADLINE deadline > period"},
	{&child, SCHED_DEADLINE, 0, 0, 100, 10000000, 10000000, 56, 0, 0, PLAIN, 0, EINVAL,
	 "SCHED_DEADLINE runtime 100 ns"},
	{&zero, SCHED_FIFO, 1, 0, 0, 0, 0, 56, 0, 0, NOBODY, 0, EPERM,
	 "nobody, itself, SCHED_FIFO 1"},
	{&child, SCHED_BATCH, 0, 0, 0, 0, 0, 56, 0, 0, NOBODY, 0, EPERM,
	 "nobody, root's process, SCHED_BATCH"},
	{&child, SCHED_DEADLINE, 0, 0, 1000000, 10000000, 10000000, 56, 0, 0, PINNED, 1, EPERM,
	 "SCHED_DEADLINE, affinity without all CPUs"},
};

static void row(struct tcase *tc)
{
	struct ltk_sched_attr *a = (void *)buf;

	memset(buf, 0, BIG);
	a->size = tc->size;
	a->sched_policy = tc->policy;
	a->sched_priority = tc->prio;
	a->sched_flags = tc->flags;
	a->sched_runtime = tc->runtime;
	a->sched_deadline = tc->deadline;
	a->sched_period = tc->period;
	if (tc->size == BIG)
		buf[BIG - 1] = 1;
	TST_EXP_FAIL(sys_sched_setattr(*tc->pid, tc->null ? NULL : a, tc->call_flags),
		     tc->exp_errno, "sched_setattr(%s)", tc->desc);
	if (tc->size == BIG && a->size != sizeof(struct ltk_sched_attr) && a->size < 56)
		tst_res(TFAIL, "E2BIG: attr.size is %u, not the kernel's size", a->size);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct rlimit rl = {0, 0};
	struct proc_sched ps;
	cpu_set_t set;
	pid_t pid;

	if (tc->needs_dl && !dl_ok) {
		tst_res(TCONF, "%s: SCHED_DEADLINE refused here (probe)", tc->desc);
		return;
	}
	if (tc->mode == PINNED && tst_ncpus() < 2) {
		tst_res(TCONF, "%s: needs two CPUs", tc->desc);
		return;
	}
	if (tc->mode == FULL && tst_ncpus() > MAX_RESERVE + 1) {
		tst_res(TCONF, "%s: more than %d CPUs", tc->desc, MAX_RESERVE + 1);
		return;
	}
	if (tc->mode == FULL)
		hold_bandwidth();
	child = parked_child();
	if (tc->mode == PINNED) {
		CPU_ZERO(&set);
		CPU_SET(0, &set);
		if (sched_setaffinity(child, sizeof(set), &set))
			tst_brk(TBROK | TERRNO, "sched_setaffinity(child, CPU 0)");
	}
	if (tc->mode == NOBODY) {
		pid = SAFE_FORK();
		if (!pid) {
			SAFE_SETRLIMIT(RLIMIT_RTPRIO, &rl);
			tst_become_nobody();
			row(tc);
			exit(0);
		}
		SAFE_WAITPID(pid, NULL, 0);
	} else {
		row(tc);
	}
	ps = proc_sched_read(child);
	if (ps.policy != SCHED_OTHER || ps.rt_priority || ps.nice != base_nice)
		tst_res(TFAIL, "the child is now policy %d priority %d nice %d", ps.policy,
			ps.rt_priority, ps.nice);
	release_child(child);
	release_bandwidth();
}

static void setup(void)
{
	struct ltk_sched_attr dl = {
		.size = sizeof(dl),
		.sched_policy = SCHED_DEADLINE,
		.sched_runtime = 1000000,
		.sched_deadline = 10000000,
		.sched_period = 10000000,
	};
	int status;
	pid_t pid;

	nobody = SAFE_GETPWNAM("nobody");
	base_nice = proc_sched_read(getpid()).nice;
	buf = SAFE_MALLOC(BIG);
	dead = tst_get_unused_pid();
	pid = SAFE_FORK();
	if (!pid)
		exit(sys_sched_setattr(0, &dl, 0) ? errno : 0);
	SAFE_WAITPID(pid, &status, 0);
	if (WEXITSTATUS(status) && WEXITSTATUS(status) != EPERM && WEXITSTATUS(status) != EBUSY)
		tst_brk(TBROK, "SCHED_DEADLINE probe: %s", tst_strerrno(WEXITSTATUS(status)));
	dl_ok = !WEXITSTATUS(status);
}

static void cleanup(void)
{
	release_bandwidth();
	free(buf);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.needs_root = 1,
	.forks_child = 1,
};
