// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timer_getoverrun(2) as man 2 timer_getoverrun describes it (raw system calls): "returns
 * the overrun count ... the number of extra timer expirations that occurred between the
 * time when the signal was generated and when it was delivered or accepted":
 * - a 2 ms periodic CLOCK_MONOTONIC timer whose SIGRTMIN stays blocked for 60 ms queues
 *   one signal; once accepted, timer_getoverrun() counts at least the whole periods that
 *   passed from the first expiry to just before accepting, minus one, and at most those
 *   up to just after it; si_overrun in the siginfo carries the same count;
 * - a one-shot that fired and was accepted without delay has an overrun of 0;
 * - the count is that of the last delivered signal: after the next signal it counts only
 *   the periods since the first was accepted (at most the time between the two accepts
 *   in periods, plus one), not the 60 ms of the first wait again.
 */

#include "tst_test.h"
#include "../timer_create/posix_timer.h"

#define PERIOD (2 * TST_NS_PER_MS)

static int timer = -1;

static void run(void)
{
	struct itimerspec ts = pt_spec(PERIOD, PERIOD), zero = {};
	long long start, before, after, lo, hi;
	siginfo_t si;

	timer = pt_make(CLOCK_MONOTONIC, 1);
	start = tst_timing_now(CLOCK_MONOTONIC);
	if (pt_settime(timer, 0, &ts, NULL))
		tst_brk(TBROK | TERRNO, "timer_settime(2 ms periodic)");
	usleep(60000);
	before = tst_timing_now(CLOCK_MONOTONIC);
	if (!pt_wait(PT_SIG, &si, 10 * TST_NS_PER_SEC)) {
		tst_res(TFAIL, "no signal from a 2 ms periodic timer");
		goto out;
	}
	after = tst_timing_now(CLOCK_MONOTONIC);
	TEST(pt_getoverrun(timer));
	/* The first expiry is at start + PERIOD at the earliest. */
	lo = (before - start - PERIOD) / PERIOD - 1;
	hi = (after - start) / PERIOD;
	if (TST_RET < lo || TST_RET > hi || si.si_overrun != TST_RET)
		tst_res(TFAIL | TTERRNO, "timer_getoverrun() after %lld us blocked returned %ld, "
			"expected %lld..%lld; si_overrun %d", (before - start) / 1000, TST_RET,
			lo, hi, si.si_overrun);
	else
		tst_res(TPASS, "timer_getoverrun() after %lld us blocked: %ld (%lld..%lld), as "
			"si_overrun", (before - start) / 1000, TST_RET, lo, hi);
	if (!pt_wait(PT_SIG, &si, 10 * TST_NS_PER_SEC)) {
		tst_res(TFAIL, "no second signal");
		goto out;
	}
	TEST(pt_getoverrun(timer));
	hi = (tst_timing_now(CLOCK_MONOTONIC) - before) / PERIOD + 1;
	if (TST_RET < 0 || TST_RET > hi)
		tst_res(TFAIL | TTERRNO, "next signal: overrun %ld, expected 0..%lld", TST_RET, hi);
	else
		tst_res(TPASS, "next signal: overrun %ld (0..%lld)", TST_RET, hi);
	pt_settime(timer, 0, &zero, NULL);
	pt_wait(PT_SIG, &si, 0);

	ts = pt_spec(PERIOD, 0);
	if (pt_settime(timer, 0, &ts, NULL))
		tst_brk(TBROK | TERRNO, "timer_settime(2 ms)");
	if (!pt_wait(PT_SIG, &si, 10 * TST_NS_PER_SEC)) {
		tst_res(TFAIL, "no signal from a 2 ms one-shot");
		goto out;
	}
	TST_EXP_VAL(pt_getoverrun(timer), 0, "timer_getoverrun() of a one-shot");
out:
	pt_delete(timer);
	timer = -1;
}

static void setup(void)
{
	pt_block(PT_SIG);
}

static void cleanup(void)
{
	if (timer >= 0)
		pt_delete(timer);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
};
