// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_getaffinity(2) as man 2 sched_getaffinity describes it (raw system call): "writes
 * the affinity mask of the thread whose ID is pid into the cpu_set_t structure pointed to
 * by mask"; the raw call "returns the number of bytes placed copied into the mask buffer":
 * - the caller's mask equals Cpus_allowed_list of /proc/self/status, and the return is a
 *   positive multiple of sizeof(long) no larger than the buffer;
 * - a child restricted to one CPU (sched_setaffinity(2), confirmed in /proc) reads as
 *   that CPU alone; pid 0 is the caller.
 */

#include "tst_test.h"
#include "../sched_setaffinity/affinity_util.h"
#include "../sched_setscheduler/sched_util.h"

static void check(pid_t pid, const char *what)
{
	cpu_set_t got, want;

	memset(&got, 0x5a, sizeof(got));
	TEST(sys_getaffinity(pid, sizeof(got), &got));
	proc_allowed(pid ? pid : getpid(), &want);
	if (TST_RET <= 0 || TST_RET % sizeof(long) || TST_RET > (long)sizeof(got)) {
		tst_res(TFAIL | TTERRNO, "sched_getaffinity(%s) returned %ld", what, TST_RET);
		return;
	}
	/* Bytes beyond the returned size are not the kernel's: compare what it wrote. */
	memset((char *)&got + TST_RET, 0, sizeof(got) - TST_RET);
	if (!CPU_EQUAL(&got, &want))
		tst_res(TFAIL, "sched_getaffinity(%s): %d CPUs, /proc shows %d", what,
			CPU_COUNT(&got), CPU_COUNT(&want));
	else
		tst_res(TPASS, "sched_getaffinity(%s): %ld bytes, %d CPUs as in /proc", what,
			TST_RET, CPU_COUNT(&got));
}

static void run(void)
{
	cpu_set_t one;
	int cpus[2], n = allowed_cpus(cpus, 2);
	pid_t pid;

	check(0, "0");
	pid = parked_child();
	check(pid, "child");
	CPU_ZERO(&one);
	CPU_SET(cpus[n - 1], &one);
	if (sched_setaffinity(pid, sizeof(one), &one))
		tst_brk(TBROK | TERRNO, "sched_setaffinity(child)");
	check(pid, "child pinned to one CPU");
	release_child(pid);
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
};
