// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clock_gettime(2) on every clock man 2 clock_gettime lists, through the raw system call
 * and through the C library (the vDSO on architectures that have one):
 * - each clock answers, with tv_nsec in 0..999999999 (the buffer is pre-filled with a
 *   pattern the kernel must overwrite);
 * - the system call and the vDSO agree: for REALTIME, MONOTONIC, MONOTONIC_RAW, BOOTTIME,
 *   TAI and the COARSE clocks, vDSO before <= system call <= vDSO after;
 * - "CLOCK_MONOTONIC ... cannot be set" and is monotonic, as are MONOTONIC_RAW, BOOTTIME,
 *   MONOTONIC_COARSE and the CPU-time clocks: 2000 reads alternating the two paths never
 *   go back;
 * - a COARSE clock is never ahead of its fine clock and lags it by at most 100 of its
 *   resolutions (clock_getres);
 * - BOOTTIME is never behind MONOTONIC; TAI is REALTIME plus a whole number of seconds;
 * - the CPU-time clocks (PROCESS_CPUTIME_ID, THREAD_CPUTIME_ID, and the clock ids from
 *   clock_getcpuclockid() and pthread_getcpuclockid()) advance by the CPU time the caller
 *   burns and never by more than the wall time that passed.
 */

#include <pthread.h>
#include <sys/auxv.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_timing.h"

#define PATTERN 0x5a5a5a5aL

static clockid_t proc_clk, thread_clk;

static const struct clk {
	clockid_t id;
	const char *name;
	int vdso_window;
	int monotonic;
	clockid_t fine;
} clocks[] = {
	{CLOCK_REALTIME, "CLOCK_REALTIME", 1, 0, -1},
	{CLOCK_MONOTONIC, "CLOCK_MONOTONIC", 1, 1, -1},
	{CLOCK_MONOTONIC_RAW, "CLOCK_MONOTONIC_RAW", 1, 1, -1},
	{CLOCK_BOOTTIME, "CLOCK_BOOTTIME", 1, 1, -1},
	{CLOCK_TAI, "CLOCK_TAI", 1, 0, -1},
	{CLOCK_REALTIME_COARSE, "CLOCK_REALTIME_COARSE", 1, 0, CLOCK_REALTIME},
	{CLOCK_MONOTONIC_COARSE, "CLOCK_MONOTONIC_COARSE", 1, 1, CLOCK_MONOTONIC},
	{CLOCK_PROCESS_CPUTIME_ID, "CLOCK_PROCESS_CPUTIME_ID", 0, 1, -1},
	{CLOCK_THREAD_CPUTIME_ID, "CLOCK_THREAD_CPUTIME_ID", 0, 1, -1},
};

static long long ts_ns(struct timespec ts)
{
	return ts.tv_sec * TST_NS_PER_SEC + ts.tv_nsec;
}

/* The raw system call; -1 (after a TFAIL) when it fails or leaves the buffer alone. */
static long long raw_ns(clockid_t id, const char *name)
{
	struct timespec ts = {PATTERN, PATTERN};

	TEST(syscall(__NR_clock_gettime, id, &ts));
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "clock_gettime(%s) returned %ld", name, TST_RET);
		return -1;
	}
	if (ts.tv_nsec < 0 || ts.tv_nsec >= TST_NS_PER_SEC || ts.tv_sec == PATTERN) {
		tst_res(TFAIL, "clock_gettime(%s) gave {%lld, %ld}", name,
			(long long)ts.tv_sec, ts.tv_nsec);
		return -1;
	}
	return ts_ns(ts);
}

static int check_window(const struct clk *c)
{
	long long before, raw, after;

	before = tst_timing_now(c->id);
	raw = raw_ns(c->id, c->name);
	after = tst_timing_now(c->id);
	if (raw < 0)
		return 1;
	if (raw < before || raw > after) {
		tst_res(TFAIL, "%s: system call %lld ns outside the vDSO's [%lld, %lld]",
			c->name, raw, before, after);
		return 1;
	}
	return 0;
}

static int check_monotonic(clockid_t id, const char *name)
{
	long long prev = raw_ns(id, name), now;
	int i;

	if (prev < 0)
		return 1;
	for (i = 0; i < 2000; i++) {
		now = (i & 1) ? raw_ns(id, name) : tst_timing_now(id);
		if (now < 0)
			return 1;
		if (now < prev) {
			tst_res(TFAIL, "%s went back from %lld to %lld ns", name, prev, now);
			return 1;
		}
		prev = now;
	}
	return 0;
}

static int check_coarse(const struct clk *c)
{
	struct timespec res;
	long long fine1, coarse, fine2;

	if (clock_getres(c->id, &res))
		tst_brk(TBROK | TERRNO, "clock_getres(%s)", c->name);
	fine1 = tst_timing_now(c->fine);
	coarse = raw_ns(c->id, c->name);
	fine2 = tst_timing_now(c->fine);
	if (coarse < 0)
		return 1;
	if (coarse > fine2 || coarse < fine1 - 100 * ts_ns(res)) {
		tst_res(TFAIL, "%s %lld ns, fine clock between %lld and %lld, resolution %lld ns",
			c->name, coarse, fine1, fine2, ts_ns(res));
		return 1;
	}
	return 0;
}

static void check_clock(const struct clk *c)
{
	if (raw_ns(c->id, c->name) < 0)
		return;
	if (c->vdso_window && check_window(c))
		return;
	if (c->monotonic && check_monotonic(c->id, c->name))
		return;
	if (c->fine != -1 && check_coarse(c))
		return;
	tst_res(TPASS, "%s: valid%s%s%s", c->name,
		c->vdso_window ? ", system call within the vDSO's window" : "",
		c->monotonic ? ", monotonic" : "", c->fine != -1 ? ", close behind fine" : "");
}

static void check_relations(void)
{
	long long mono, boot, real, tai, off;

	mono = raw_ns(CLOCK_MONOTONIC, "CLOCK_MONOTONIC");
	boot = raw_ns(CLOCK_BOOTTIME, "CLOCK_BOOTTIME");
	if (mono < 0 || boot < 0)
		return;
	if (boot < mono)
		tst_res(TFAIL, "CLOCK_BOOTTIME %lld ns behind CLOCK_MONOTONIC %lld ns", boot, mono);
	else
		tst_res(TPASS, "CLOCK_BOOTTIME (%lld s) >= CLOCK_MONOTONIC (%lld s)",
			boot / TST_NS_PER_SEC, mono / TST_NS_PER_SEC);
	real = raw_ns(CLOCK_REALTIME, "CLOCK_REALTIME");
	tai = raw_ns(CLOCK_TAI, "CLOCK_TAI");
	if (real < 0 || tai < 0)
		return;
	off = (tai - real + TST_NS_PER_SEC / 2) / TST_NS_PER_SEC * TST_NS_PER_SEC;
	if (off < 0 || tai - real - off > 10 * TST_NS_PER_MS)
		tst_res(TFAIL, "CLOCK_TAI - CLOCK_REALTIME = %lld ns, not whole seconds",
			tai - real);
	else
		tst_res(TPASS, "CLOCK_TAI = CLOCK_REALTIME + %lld s", off / TST_NS_PER_SEC);
}

/* Burn CPU until id advanced by 20 ms, bounded by 10 s of wall time. */
static void check_cpu_clock(clockid_t id, const char *name)
{
	long long c0, w0, c1, w1;

	w0 = tst_timing_now(CLOCK_MONOTONIC);
	c0 = raw_ns(id, name);
	if (c0 < 0)
		return;
	do {
		c1 = raw_ns(id, name);
		w1 = tst_timing_now(CLOCK_MONOTONIC);
		if (c1 < 0)
			return;
	} while (c1 - c0 < 20 * TST_NS_PER_MS && w1 - w0 < 10 * TST_NS_PER_SEC);
	if (c1 - c0 < 20 * TST_NS_PER_MS)
		tst_res(TFAIL, "%s advanced %lld ns in 10 s of spinning", name, c1 - c0);
	else if (c1 - c0 > w1 - w0)
		tst_res(TFAIL, "%s advanced %lld ns, more than the %lld ns of wall time",
			name, c1 - c0, w1 - w0);
	else
		tst_res(TPASS, "%s advanced %lld us in %lld us of wall time", name,
			(c1 - c0) / 1000, (w1 - w0) / 1000);
}

static void run(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(clocks); i++)
		check_clock(&clocks[i]);
	check_relations();
	check_cpu_clock(CLOCK_PROCESS_CPUTIME_ID, "CLOCK_PROCESS_CPUTIME_ID");
	check_cpu_clock(CLOCK_THREAD_CPUTIME_ID, "CLOCK_THREAD_CPUTIME_ID");
	check_cpu_clock(proc_clk, "clock_getcpuclockid(getpid())");
	check_cpu_clock(thread_clk, "pthread_getcpuclockid(pthread_self())");
	if (!check_monotonic(proc_clk, "clock_getcpuclockid(getpid())"))
		tst_res(TPASS, "clock_getcpuclockid(getpid()) is monotonic");
}

static void setup(void)
{
	int err = clock_getcpuclockid(getpid(), &proc_clk);

	if (err)
		tst_brk(TBROK, "clock_getcpuclockid() failed: %s", tst_strerrno(err));
	err = pthread_getcpuclockid(pthread_self(), &thread_clk);
	if (err)
		tst_brk(TBROK, "pthread_getcpuclockid() failed: %s", tst_strerrno(err));
	tst_res(TINFO, "vDSO %s", getauxval(AT_SYSINFO_EHDR) ? "mapped" : "absent");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
};
