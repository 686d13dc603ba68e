// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sysinfo(2) "returns certain statistics on memory and swap usage, as well as the load
 * average", compared with the same figures elsewhere:
 * - uptime: between /proc/uptime read before (rounded down) and after (rounded up);
 * - totalram * mem_unit is /proc/meminfo's MemTotal; freeram <= totalram; totalswap *
 *   mem_unit is SwapTotal;
 * - procs (the number of current threads) is the thread count of /proc/loadavg, also while
 *   32 more threads of this test run.
 * Other tests may enable swap or start threads meanwhile: each comparison is made with
 * sysinfo() called between two reads of /proc that agree (retried until they do).
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

#define TRIES 100

struct proc_view {
	unsigned long long mem_kb, swap_kb;
	unsigned int threads;
};

static void read_proc(struct proc_view *v)
{
	SAFE_FILE_LINES_SCANF("/proc/meminfo", "MemTotal: %llu", &v->mem_kb);
	SAFE_FILE_LINES_SCANF("/proc/meminfo", "SwapTotal: %llu", &v->swap_kb);
	SAFE_FILE_SCANF("/proc/loadavg", "%*f %*f %*f %*u/%u", &v->threads);
}

/* sysinfo() between two reads of /proc that agree: *v is what /proc said meanwhile. */
static void sysinfo_between(struct sysinfo *si, struct proc_view *v)
{
	struct proc_view after;

	for (int i = 0; i < TRIES; i++) {
		read_proc(v);
		memset(si, 0, sizeof(*si));
		TST_EXP_PASS_SILENT(sysinfo(si));
		if (!TST_PASS)
			return;
		read_proc(&after);
		if (v->mem_kb == after.mem_kb && v->swap_kb == after.swap_kb &&
		    v->threads == after.threads)
			return;
	}
	tst_brk(TBROK, "/proc/meminfo or /proc/loadavg changed around each of %d sysinfo() calls",
		TRIES);
}

static void check_procs(const struct sysinfo *si, const struct proc_view *v, const char *when)
{
	/* procs is an unsigned short */
	TST_EXP_EXPR(si->procs == (unsigned short)v->threads,
		     "procs %u is /proc/loadavg's thread count %u%s", si->procs, v->threads, when);
}

static void run(void)
{
	double up0, up1;
	struct sysinfo si;
	struct proc_view v;
	pthread_t t[THREADS];
	int i;

	SAFE_FILE_SCANF("/proc/uptime", "%lf", &up0);
	memset(&si, 0, sizeof(si));
	TST_EXP_PASS(sysinfo(&si), "sysinfo()");
	SAFE_FILE_SCANF("/proc/uptime", "%lf", &up1);
	TST_EXP_EXPR(si.uptime >= (long)up0 && si.uptime <= (long)up1 + 1,
		     "uptime %ld s within /proc/uptime's %.2f .. %.2f", si.uptime, up0, up1);

	sysinfo_between(&si, &v);
	TST_EXP_EXPR((unsigned long long)si.totalram * si.mem_unit == v.mem_kb * 1024,
		     "totalram %lu x %u is MemTotal %llu kB", si.totalram, si.mem_unit, v.mem_kb);
	TST_EXP_EXPR((unsigned long long)si.totalswap * si.mem_unit == v.swap_kb * 1024,
		     "totalswap %lu x %u is SwapTotal %llu kB", si.totalswap, si.mem_unit,
		     v.swap_kb);
	TST_EXP_EXPR(si.freeram > 0 && si.freeram <= si.totalram, "0 < freeram %lu <= totalram",
		     si.freeram);
	check_procs(&si, &v, "");

	for (i = 0; i < THREADS; i++)
		SAFE_PTHREAD_CREATE(&t[i], NULL, idle_thread, NULL);
	sysinfo_between(&si, &v);
	TST_EXP_EXPR(v.threads > THREADS, "/proc/loadavg counts %u threads with %d of ours",
		     v.threads, THREADS);
	check_procs(&si, &v, ", with 32 more threads");
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
