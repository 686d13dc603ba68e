// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_setaffinity(2) as man 2 sched_setaffinity describes it (raw system call): "If the
 * thread specified by pid is not currently running on one of the CPUs specified in mask,
 * then that thread is migrated to one of the CPUs specified in mask":
 * - for each CPU the process may use, a child pinned to it runs there: 200 readings of
 *   getcpu(2) and of sched_getcpu(3), with sched_yield() between them, all name that CPU;
 *   /proc/<child>/status shows Cpus_allowed_list as that CPU alone;
 * - "A child created via fork(2) inherits its parent's CPU affinity mask": a grandchild
 *   has the same single CPU;
 * - the mask is per thread: pid 0 sets the calling thread; a pinned thread does not pin
 *   its sibling (the main thread's mask is unchanged);
 * - a mask wider than the online CPUs is cut to them: all CPUs (CPU_SETSIZE bits) gives
 *   back the full allowed list.
 */

#include <pthread.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"
#include "affinity_util.h"

static int cpus[CPU_SETSIZE], ncpus;
static cpu_set_t all_allowed;

static int runs_only_on(int cpu)
{
	unsigned int c, node;
	int i, v;

	for (i = 0; i < 200; i++) {
		if (sys_getcpu(&c, &node))
			tst_brk(TBROK | TERRNO, "getcpu()");
		v = sched_getcpu();
		if ((int)c != cpu || v != cpu) {
			tst_res(TFAIL, "pinned to CPU %d, reading %d: getcpu() %u, "
				"sched_getcpu() %d", cpu, i, c, v);
			return 0;
		}
		sched_yield();
	}
	return 1;
}

static void pinned_child(int cpu)
{
	cpu_set_t set, seen;
	pid_t grandchild;
	int status;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	TEST(sys_setaffinity(0, sizeof(set), &set));
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "sched_setaffinity(0, CPU %d)", cpu);
		return;
	}
	proc_allowed(getpid(), &seen);
	if (!CPU_EQUAL(&set, &seen)) {
		tst_res(TFAIL, "CPU %d: /proc shows %d CPUs allowed", cpu, CPU_COUNT(&seen));
		return;
	}
	if (!runs_only_on(cpu))
		return;
	grandchild = SAFE_FORK();
	if (!grandchild) {
		proc_allowed(getpid(), &seen);
		exit(!CPU_EQUAL(&set, &seen) || !runs_only_on(cpu));
	}
	SAFE_WAITPID(grandchild, &status, 0);
	if (status)
		tst_res(TFAIL, "CPU %d: the forked grandchild is not pinned to it", cpu);
	else
		tst_res(TPASS, "CPU %d: /proc, getcpu() and sched_getcpu() agree, inherited by "
			"fork", cpu);
}

static void *pin_self(void *arg)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(*(int *)arg, &set);
	if (sys_setaffinity(0, sizeof(set), &set))
		return (void *)1L;
	return runs_only_on(*(int *)arg) ? NULL : (void *)1L;
}

static void per_thread(void)
{
	cpu_set_t seen;
	pthread_t thr;
	void *ret;

	SAFE_PTHREAD_CREATE(&thr, NULL, pin_self, &cpus[0]);
	SAFE_PTHREAD_JOIN(thr, &ret);
	proc_allowed(getpid(), &seen);
	if (ret)
		tst_res(TFAIL, "a thread could not pin itself to CPU %d", cpus[0]);
	else if (!CPU_EQUAL(&seen, &all_allowed))
		tst_res(TFAIL, "pinning a thread pinned the main thread (%d CPUs left)",
			CPU_COUNT(&seen));
	else
		tst_res(TPASS, "a thread pinned itself to CPU %d, the main thread kept %d CPUs",
			cpus[0], ncpus);
}

static void run(void)
{
	cpu_set_t set, seen;
	int i;

	for (i = 0; i < ncpus; i++) {
		if (!SAFE_FORK()) {
			pinned_child(cpus[i]);
			exit(0);
		}
		tst_reap_children();
	}
	per_thread();
	if (!SAFE_FORK()) {
		CPU_ZERO(&set);
		CPU_SET(cpus[0], &set);
		sys_setaffinity(0, sizeof(set), &set);
		memset(&set, 0xff, sizeof(set));
		TST_EXP_PASS(sys_setaffinity(0, sizeof(set), &set), "sched_setaffinity(all bits)");
		proc_allowed(getpid(), &seen);
		if (!CPU_EQUAL(&seen, &all_allowed))
			tst_res(TFAIL, "all bits gave %d CPUs, %d allowed", CPU_COUNT(&seen),
				ncpus);
		else
			tst_res(TPASS, "all bits gave back the %d CPUs allowed", ncpus);
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	ncpus = allowed_cpus(cpus, CPU_SETSIZE);
	proc_allowed(getpid(), &all_allowed);
	tst_res(TINFO, "%d CPUs allowed", ncpus);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.forks_child = 1,
};
