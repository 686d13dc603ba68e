// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * times(2) "stores the current process times in the struct tms that buf points to" and
 * "returns the number of clock ticks that have elapsed since an arbitrary point in the
 * past" (the system call by number: the C library turns EFAULT into a crash):
 * - tms_utime + tms_stime grow by at least the 200 ms of CPU the test burned (measured on
 *   its own CPU clock), less one tick (each field is rounded down to a tick, so their sum
 *   may lose almost two);
 * - tms_cutime + tms_cstime hold a child's 200 ms only after it was waited for;
 * - for a 32-bit program, which may be served by a 64-bit kernel's compat layer, two ticks
 *   more: that layer converts each field once more (clock_t to jiffies to its own clock_t),
 *   rounding down again when HZ is not a multiple of USER_HZ (e.g. HZ 250);
 * - the return value advances like CLOCK_MONOTONIC: over a 200 ms busy interval it moved
 *   by at least the CPU time burned (less one tick) and at most the monotonic time plus
 *   two ticks (one for each end's rounding, one for a tick update that comes late);
 * - buf NULL is allowed and still returns the tick count.
 * Errors: EFAULT "tms points outside the process's address space".
 */

#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/times.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_safe_clocks.h"

#define BURN_NS (200 * 1000000LL)

static long hz;
static void *bad_addr;

static long do_times(struct tms *buf)
{
	return syscall(__NR_times, buf);
}

static void burn(void)
{
	struct timespec start, now;

	SAFE_CLOCK_GETTIME(CLOCK_PROCESS_CPUTIME_ID, &start);
	do {
		SAFE_CLOCK_GETTIME(CLOCK_PROCESS_CPUTIME_ID, &now);
	} while ((now.tv_sec - start.tv_sec) * 1000000000LL + now.tv_nsec - start.tv_nsec <
		 BURN_NS);
}

static void run(void)
{
	long burn_ticks = BURN_NS * hz / 1000000000LL;
	long min_cpu = burn_ticks - (sizeof(long) < 8 ? 3 : 1);
	struct timespec m0, m1;
	struct tms a, b;
	long r0, r1, mono_ticks;
	pid_t pid;

	memset(&a, 0xff, sizeof(a));
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &m0);
	r0 = do_times(&a);
	burn();
	r1 = do_times(&b);
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &m1);
	TST_EXP_EXPR(r0 != -1 && r1 != -1, "times() returned %ld and %ld", r0, r1);
	TST_EXP_EXPR((b.tms_utime + b.tms_stime) - (a.tms_utime + a.tms_stime) >= min_cpu,
		     "own CPU time grew by %ld ticks (>= %ld)",
		     (long)((b.tms_utime + b.tms_stime) - (a.tms_utime + a.tms_stime)), min_cpu);
	mono_ticks = ((m1.tv_sec - m0.tv_sec) * 1000000000LL + m1.tv_nsec - m0.tv_nsec) * hz /
		     1000000000LL;
	TST_EXP_EXPR(r1 - r0 <= mono_ticks + 2 && r1 - r0 >= burn_ticks - 1,
		     "return value moved by %ld ticks (monotonic clock: %ld, at least %ld)",
		     r1 - r0, mono_ticks, burn_ticks - 1);

	pid = SAFE_FORK();
	if (!pid) {
		burn();
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'Z', 0);
	do_times(&a);
	SAFE_WAITPID(pid, NULL, 0);
	do_times(&b);
	TST_EXP_EXPR((b.tms_cutime + b.tms_cstime) - (a.tms_cutime + a.tms_cstime) >= min_cpu,
		     "children's CPU time grew by %ld ticks (>= %ld) once waited for",
		     (long)((b.tms_cutime + b.tms_cstime) - (a.tms_cutime + a.tms_cstime)), min_cpu);

	TST_EXP_EXPR(do_times(NULL) >= r1, "times(NULL) still returns the tick count");
	TST_EXP_FAIL2(do_times(bad_addr), EFAULT, "times(buf outside the address space)");
}

static void setup(void)
{
	hz = sysconf(_SC_CLK_TCK);
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "times(): own and children's CPU time, elapsed ticks; EFAULT",
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
};
