// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getrusage(2) "returns resource usage measures for who", checked against work done in
 * between (each CPU burn is measured on the burner's own CPU-time clock; the bounds allow
 * one clock tick, the accounting granularity):
 * - RUSAGE_SELF: after burning 100 ms of CPU, user + system time grew by at least that;
 *   after touching 32 MiB of new anonymous memory, ru_maxrss (kB) is at least 32 MiB and
 *   ru_minflt grew by at least the number of pages touched;
 * - RUSAGE_CHILDREN: a child that burned 100 ms counts only once it was waited for;
 * - RUSAGE_THREAD: a thread burning 100 ms sees it in its own usage, which the main
 *   thread's does not include: the main thread's usage grows by less than its own
 *   CPU-time clock did plus the burn minus two ticks (one at each end), not by less than
 *   the burn alone: a virtual machine whose CPU is taken away by its host charges that
 *   time to the thread that was running, in its usage and its clock alike.
 * Errors, in the order of the man page's ERRORS: EFAULT (usage outside the address
 * space, through the raw system call), EINVAL (who 5).
 */

#include <pthread.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_safe_clocks.h"
#include "tst_safe_pthread.h"
#include "tst_timing.h"

#define BURN_US 100000LL
#define MEM (32 << 20)

static long long tick_us;
static void *bad_addr;

static long long cpu_us(const struct rusage *ru)
{
	return ru->ru_utime.tv_sec * 1000000LL + ru->ru_utime.tv_usec +
	       ru->ru_stime.tv_sec * 1000000LL + ru->ru_stime.tv_usec;
}

static void burn(clockid_t clk)
{
	struct timespec start, now;

	SAFE_CLOCK_GETTIME(clk, &start);
	do {
		SAFE_CLOCK_GETTIME(clk, &now);
	} while ((now.tv_sec - start.tv_sec) * 1000000LL +
		 (now.tv_nsec - start.tv_nsec) / 1000 < BURN_US);
}

static void get(int who, struct rusage *ru, const char *name)
{
	memset(ru, 0, sizeof(*ru));
	TST_EXP_PASS_SILENT(getrusage(who, ru), "getrusage(%s)", name);
}

static void *thread_fn(void *arg)
{
	struct rusage before, after;

	(void)arg;
	get(RUSAGE_THREAD, &before, "RUSAGE_THREAD");
	burn(CLOCK_THREAD_CPUTIME_ID);
	get(RUSAGE_THREAD, &after, "RUSAGE_THREAD");
	TST_EXP_EXPR(cpu_us(&after) - cpu_us(&before) >= BURN_US - tick_us,
		     "RUSAGE_THREAD: the thread's time grew by %lld us (>= %lld)",
		     cpu_us(&after) - cpu_us(&before), BURN_US - tick_us);
	return NULL;
}

static void run(void)
{
	struct rusage before, after, main_thread;
	long long main_us;
	pthread_t t;
	char *mem;
	long i, page = getpagesize();
	pid_t pid;

	get(RUSAGE_SELF, &before, "RUSAGE_SELF");
	burn(CLOCK_THREAD_CPUTIME_ID);
	get(RUSAGE_SELF, &after, "RUSAGE_SELF");
	TST_EXP_EXPR(cpu_us(&after) - cpu_us(&before) >= BURN_US - tick_us,
		     "RUSAGE_SELF: time grew by %lld us (>= %lld)",
		     cpu_us(&after) - cpu_us(&before), BURN_US - tick_us);

	get(RUSAGE_SELF, &before, "RUSAGE_SELF");
	mem = SAFE_MMAP(NULL, MEM, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	/* one fault per small page: no transparent huge pages here */
	madvise(mem, MEM, MADV_NOHUGEPAGE);
	for (i = 0; i < MEM; i += page)
		mem[i] = 1;
	get(RUSAGE_SELF, &after, "RUSAGE_SELF");
	TST_EXP_EXPR(after.ru_maxrss >= MEM / 1024, "ru_maxrss %ld kB >= %d kB",
		     after.ru_maxrss, MEM / 1024);
	TST_EXP_EXPR(after.ru_minflt - before.ru_minflt >= MEM / page,
		     "ru_minflt grew by %ld (>= %ld pages touched)",
		     after.ru_minflt - before.ru_minflt, MEM / page);
	SAFE_MUNMAP(mem, MEM);

	get(RUSAGE_CHILDREN, &before, "RUSAGE_CHILDREN");
	pid = SAFE_FORK();
	if (!pid) {
		burn(CLOCK_PROCESS_CPUTIME_ID);
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'Z', 0);
	get(RUSAGE_CHILDREN, &after, "RUSAGE_CHILDREN");
	TST_EXP_EXPR(cpu_us(&after) == cpu_us(&before),
		     "RUSAGE_CHILDREN: a child not yet waited for does not count");
	SAFE_WAITPID(pid, NULL, 0);
	get(RUSAGE_CHILDREN, &after, "RUSAGE_CHILDREN");
	TST_EXP_EXPR(cpu_us(&after) - cpu_us(&before) >= BURN_US - tick_us,
		     "RUSAGE_CHILDREN: the waited child's %lld us count (>= %lld)",
		     cpu_us(&after) - cpu_us(&before), BURN_US - tick_us);

	main_us = tst_timing_now(CLOCK_THREAD_CPUTIME_ID) / 1000;
	get(RUSAGE_THREAD, &before, "RUSAGE_THREAD");
	SAFE_PTHREAD_CREATE(&t, NULL, thread_fn, NULL);
	SAFE_PTHREAD_JOIN(t, NULL);
	get(RUSAGE_THREAD, &main_thread, "RUSAGE_THREAD");
	main_us = tst_timing_now(CLOCK_THREAD_CPUTIME_ID) / 1000 - main_us;
	TST_EXP_EXPR(cpu_us(&main_thread) - cpu_us(&before) < main_us + BURN_US - 2 * tick_us,
		     "the main thread's usage does not hold the other thread's: %lld us, its own "
		     "CPU-time clock %lld us", cpu_us(&main_thread) - cpu_us(&before), main_us);

	/*
	 * The raw call: a 32-bit C library's getrusage() has the kernel fill a struct of its
	 * own (64-bit time) and converts it into usage itself, faulting in user space.
	 */
	TST_EXP_FAIL(syscall(__NR_getrusage, RUSAGE_SELF, bad_addr), EFAULT,
		     "usage outside the address space");
	TST_EXP_FAIL(getrusage(5, &after), EINVAL, "who 5");
}

static void setup(void)
{
	tick_us = 1000000 / sysconf(_SC_CLK_TCK);
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "getrusage(): CPU time, maxrss and faults of self, children, thread",
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
};
