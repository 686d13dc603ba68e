// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clock_getres(2) through the raw system call, for every clock of man 2 clock_getres:
 * - "finds the resolution (precision) of the specified clock": tv_sec 0 and tv_nsec in
 *   1..1000000000 (the buffer is pre-filled with a pattern the kernel must overwrite), and
 *   the same value the C library (the vDSO) reports;
 * - the COARSE clocks have a resolution of one tick, at least that of their fine clock,
 *   and their value advances in steps no smaller than 9/10 of it (NTP may slew a tick by
 *   at most 0.05 %, a step may span several ticks);
 * - "If res is NULL, the clock resolution is not returned": 0 for a valid clock.
 */

#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_timing.h"

#define PATTERN 0x5a5a5a5aL

static const struct clk {
	clockid_t id;
	const char *name;
	clockid_t fine;
} clocks[] = {
	{CLOCK_REALTIME, "CLOCK_REALTIME", -1},
	{CLOCK_MONOTONIC, "CLOCK_MONOTONIC", -1},
	{CLOCK_MONOTONIC_RAW, "CLOCK_MONOTONIC_RAW", -1},
	{CLOCK_BOOTTIME, "CLOCK_BOOTTIME", -1},
	{CLOCK_TAI, "CLOCK_TAI", -1},
	{CLOCK_PROCESS_CPUTIME_ID, "CLOCK_PROCESS_CPUTIME_ID", -1},
	{CLOCK_THREAD_CPUTIME_ID, "CLOCK_THREAD_CPUTIME_ID", -1},
	{CLOCK_REALTIME_COARSE, "CLOCK_REALTIME_COARSE", CLOCK_REALTIME},
	{CLOCK_MONOTONIC_COARSE, "CLOCK_MONOTONIC_COARSE", CLOCK_MONOTONIC},
};

static long long res_ns(clockid_t id, const char *name)
{
	struct timespec res = {PATTERN, PATTERN};

	TEST(syscall(__NR_clock_getres, id, &res));
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "clock_getres(%s) returned %ld", name, TST_RET);
		return -1;
	}
	if (res.tv_sec != 0 || res.tv_nsec < 1 || res.tv_nsec > TST_NS_PER_SEC) {
		tst_res(TFAIL, "clock_getres(%s) gave {%lld, %ld}", name,
			(long long)res.tv_sec, res.tv_nsec);
		return -1;
	}
	return res.tv_nsec;
}

/* The smallest step of 5 observed in the coarse clock, bounded by 5 s of spinning. */
static long long coarse_step(clockid_t id)
{
	long long prev = tst_timing_now(id), now, step = TST_NS_PER_SEC, deadline;
	int steps = 0;

	deadline = tst_timing_now(CLOCK_MONOTONIC) + 5 * TST_NS_PER_SEC;
	while (steps < 5 && tst_timing_now(CLOCK_MONOTONIC) < deadline) {
		now = tst_timing_now(id);
		if (now == prev)
			continue;
		if (now - prev < step)
			step = now - prev;
		prev = now;
		steps++;
	}
	return steps ? step : -1;
}

static void check(const struct clk *c)
{
	struct timespec lib;
	long long res = res_ns(c->id, c->name), fine, step;

	if (res < 0)
		return;
	if (clock_getres(c->id, &lib))
		tst_brk(TBROK | TERRNO, "clock_getres(%s) through the C library", c->name);
	if (lib.tv_sec * TST_NS_PER_SEC + lib.tv_nsec != res) {
		tst_res(TFAIL, "%s: system call %lld ns, C library {%lld, %ld}", c->name, res,
			(long long)lib.tv_sec, lib.tv_nsec);
		return;
	}
	if (c->fine == -1) {
		tst_res(TPASS, "%s: resolution %lld ns, the C library agrees", c->name, res);
		return;
	}
	fine = res_ns(c->fine, "fine clock");
	step = coarse_step(c->id);
	if (fine < 0)
		return;
	if (res < fine || step < res * 9 / 10)
		tst_res(TFAIL, "%s: resolution %lld ns, fine clock's %lld ns, smallest step "
			"%lld ns", c->name, res, fine, step);
	else
		tst_res(TPASS, "%s: resolution %lld ns >= fine clock's %lld ns, smallest step "
			"%lld ns", c->name, res, fine, step);
}

static void run(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(clocks); i++)
		check(&clocks[i]);
	TST_EXP_PASS(syscall(__NR_clock_getres, CLOCK_MONOTONIC, NULL),
		     "clock_getres(CLOCK_MONOTONIC, NULL)");
}

static struct tst_test test = {
	.test_all = run,
};
