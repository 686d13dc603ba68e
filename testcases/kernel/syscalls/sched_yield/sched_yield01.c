// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_yield(2) as man 2 sched_yield describes it (raw system call): "causes the calling
 * thread to relinquish the CPU. The thread is moved to the end of the queue for its
 * static priority and a new thread gets to run":
 * the caller and a child, both SCHED_FIFO priority 1 and pinned to the same CPU, take
 * turns: the child counts its turns in shared memory and yields; each of the caller's 100
 * yields must let the child run exactly one turn before the caller runs again. A caller
 * that did not yield would keep the CPU (same priority, real-time: the child cannot
 * preempt it) and see the count stand still.
 * "In the Linux implementation, sched_yield() always succeeds": every call returns 0.
 * The fair class gives no such guarantee (it may pick the yielder again), so the test
 * needs real-time bandwidth in its cgroup (a probe, TCONF without); the real-time phase
 * lasts a few milliseconds.
 */

#include <sys/mman.h>
#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

static volatile int *shared;

static void child(void)
{
	/* Bounded: alone on the CPU (the caller gone), a yield returns at once. */
	while (!shared[1] && shared[0] < 100000) {
		shared[0]++;
		syscall(__NR_sched_yield);
	}
	exit(0);
}

static void run(void)
{
	struct sched_param sp = {.sched_priority = 1};
	cpu_set_t set, orig;
	int cpu, i, fails = 0, bad_turns = 0, before;
	pid_t pid;

	cpu = sched_getcpu();
	if (cpu < 0 || sched_getaffinity(0, sizeof(orig), &orig))
		tst_brk(TBROK | TERRNO, "sched_getcpu()/sched_getaffinity()");
	shared[0] = shared[1] = 0;
	pid = SAFE_FORK();
	if (!pid) {
		CPU_ZERO(&set);
		CPU_SET(cpu, &set);
		if (sched_setaffinity(0, sizeof(set), &set) ||
		    sys_sched_setscheduler(0, SCHED_FIFO, &sp))
			tst_brk(TBROK | TERRNO, "pinning the caller as SCHED_FIFO 1");
		if (!SAFE_FORK())
			child();
		/* The child is queued behind us; the first yield lets it start. */
		for (i = 0; i < 100; i++) {
			before = shared[0];
			fails += syscall(__NR_sched_yield) != 0;
			bad_turns += shared[0] != before + 1;
		}
		shared[1] = 1;
		sp.sched_priority = 0;
		sys_sched_setscheduler(0, SCHED_OTHER, &sp);
		SAFE_WAIT(NULL);
		if (fails)
			tst_res(TFAIL, "%d of 100 sched_yield() calls did not return 0", fails);
		else if (bad_turns)
			tst_res(TFAIL, "%d of 100 yields did not give the other SCHED_FIFO task "
				"exactly one turn (it ran %d turns in all)", bad_turns, shared[0]);
		else
			tst_res(TPASS, "each of 100 yields on CPU %d gave the other SCHED_FIFO 1 task "
				"one turn", cpu);
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	if (!rt_allowed())
		tst_brk(TCONF, "real-time policies refused here (no real-time bandwidth)");
	shared = SAFE_MMAP(NULL, getpagesize(), PROT_READ | PROT_WRITE,
			   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
}

static void cleanup(void)
{
	if (shared)
		SAFE_MUNMAP((void *)shared, getpagesize());
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
