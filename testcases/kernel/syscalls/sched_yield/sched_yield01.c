// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_yield(2) as man 2 sched_yield describes it (raw system call): "causes the calling
 * thread to relinquish the CPU. The thread is moved to the end of the queue for its
 * static priority and a new thread gets to run":
 * the caller and a spinning child are pinned to the same CPU; each of 100 yields must
 * hand the CPU to the child, which the caller sees as involuntary context switches
 * (getrusage() ru_nivcsw: the yielding thread stays runnable). At least 20 of them are
 * required: the fair class (EEVDF) may pick the yielder again when it is still the
 * earliest eligible, about half the time here; without yielding, 100 loop turns take
 * microseconds and see one switch at most.
 * "In the Linux implementation, sched_yield() always succeeds": every call returns 0.
 */

#include <sys/resource.h>
#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

static void run(void)
{
	struct rusage r0, r1;
	cpu_set_t set, orig;
	pid_t spinner;
	int cpu, i, fails = 0;
	long switches;

	cpu = sched_getcpu();
	if (cpu < 0)
		tst_brk(TBROK | TERRNO, "sched_getcpu()");
	if (sched_getaffinity(0, sizeof(orig), &orig))
		tst_brk(TBROK | TERRNO, "sched_getaffinity()");
	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set))
		tst_brk(TBROK | TERRNO, "sched_setaffinity(CPU %d)", cpu);
	spinner = SAFE_FORK();
	if (!spinner) {
		for (;;)
			;
	}
	TST_PROCESS_STATE_WAIT(spinner, 'R', 0);
	getrusage(RUSAGE_SELF, &r0);
	for (i = 0; i < 100; i++)
		fails += syscall(__NR_sched_yield) != 0;
	getrusage(RUSAGE_SELF, &r1);
	SAFE_KILL(spinner, SIGKILL);
	SAFE_WAITPID(spinner, NULL, 0);
	switches = r1.ru_nivcsw - r0.ru_nivcsw;
	if (fails)
		tst_res(TFAIL, "%d of 100 sched_yield() calls did not return 0", fails);
	else if (switches < 20)
		tst_res(TFAIL, "100 yields beside a spinner on CPU %d: %ld involuntary switches",
			cpu, switches);
	else
		tst_res(TPASS, "100 yields beside a spinner on CPU %d: %ld involuntary switches",
			cpu, switches);
	if (sched_setaffinity(0, sizeof(orig), &orig))
		tst_brk(TBROK | TERRNO, "sched_setaffinity(original mask)");
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
};
