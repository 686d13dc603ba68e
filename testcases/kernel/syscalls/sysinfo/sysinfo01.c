// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sysinfo(2) "returns certain statistics on memory and swap usage, as well as the load
 * average", compared with the same figures elsewhere:
 * - uptime: between /proc/uptime read before (rounded down) and after (rounded up);
 * - totalram * mem_unit is /proc/meminfo's MemTotal; freeram <= totalram; totalswap *
 *   mem_unit is SwapTotal;
 * - procs (the number of current threads) grows while 32 more threads run.
 * Errors: EFAULT "pointer to struct sysinfo is invalid".
 */

#include <pthread.h>
#include <sys/sysinfo.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"

#define THREADS 32

static void *bad_addr;

static void *idle_thread(void *arg)
{
	(void)arg;
	TST_CHECKPOINT_WAIT(0);
	return NULL;
}

static void run(void)
{
	double up0, up1;
	unsigned long long mem_kb = 0, swap_kb = 0;
	struct sysinfo si;
	pthread_t t[THREADS];
	unsigned short procs;
	int i;

	SAFE_FILE_SCANF("/proc/uptime", "%lf", &up0);
	memset(&si, 0, sizeof(si));
	TST_EXP_PASS(sysinfo(&si), "sysinfo()");
	SAFE_FILE_SCANF("/proc/uptime", "%lf", &up1);
	TST_EXP_EXPR(si.uptime >= (long)up0 && si.uptime <= (long)up1 + 1,
		     "uptime %ld s within /proc/uptime's %.2f .. %.2f", si.uptime, up0, up1);

	SAFE_FILE_LINES_SCANF("/proc/meminfo", "MemTotal: %llu", &mem_kb);
	SAFE_FILE_LINES_SCANF("/proc/meminfo", "SwapTotal: %llu", &swap_kb);
	TST_EXP_EXPR((unsigned long long)si.totalram * si.mem_unit == mem_kb * 1024,
		     "totalram %lu x %u is MemTotal %llu kB", si.totalram, si.mem_unit, mem_kb);
	TST_EXP_EXPR((unsigned long long)si.totalswap * si.mem_unit == swap_kb * 1024,
		     "totalswap %lu x %u is SwapTotal %llu kB", si.totalswap, si.mem_unit,
		     swap_kb);
	TST_EXP_EXPR(si.freeram > 0 && si.freeram <= si.totalram, "0 < freeram %lu <= totalram",
		     si.freeram);

	procs = si.procs;
	for (i = 0; i < THREADS; i++)
		SAFE_PTHREAD_CREATE(&t[i], NULL, idle_thread, NULL);
	TST_EXP_PASS_SILENT(sysinfo(&si));
	TST_EXP_EXPR(si.procs > procs, "procs %u with %d more threads (was %u)", si.procs,
		     THREADS, procs);
	TST_CHECKPOINT_WAKE2(0, THREADS);
	for (i = 0; i < THREADS; i++)
		SAFE_PTHREAD_JOIN(t[i], NULL);

	TST_EXP_FAIL(sysinfo(bad_addr), EFAULT, "sysinfo(info outside the address space)");
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "sysinfo(): uptime, memory, swap, thread count against /proc; EFAULT",
	.test_all = run,
	.setup = setup,
	.needs_checkpoints = 1,
};
