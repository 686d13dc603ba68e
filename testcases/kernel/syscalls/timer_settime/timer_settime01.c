// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timer_settime(2) as man 2 timer_settime describes it (raw system calls), on
 * CLOCK_MONOTONIC and CLOCK_REALTIME timers sending SIGRTMIN:
 * - "arms or disarms the timer ... new_value->it_value specifies the initial expiration":
 *   10 ms one-shots sampled from before the call to the signal, none early, the median
 *   at most 100 ms late (tst_timing);
 * - TIMER_ABSTIME: "new_value->it_value is interpreted as an absolute value on the timer's
 *   clock": at the signal the clock has reached a target 10 ms ahead; a target in the
 *   past "the timer expires immediately" (within 10 s, sampled as one signal);
 * - it_interval: a 5 ms periodic timer gives 4 signals no sooner than 20 ms;
 * - "If old_value is not NULL, then it returns the previous interval of the timer ... and
 *   the amount of time until the timer would previously have next expired": re-arming
 *   the periodic timer returns interval 5 ms and a value in [0, 5 ms];
 * - "If new_value->it_value ... zero, then the timer is disarmed": no signal in 50 ms,
 *   timer_gettime() reads zero.
 */

#include "tst_test.h"
#include "../timer_create/posix_timer.h"

static struct tst_timing timing = {
	.expect_ns = 10 * TST_NS_PER_MS,
	.percentile = 50,
	.late_ns = 100 * TST_NS_PER_MS,
};

static const struct {
	clockid_t id;
	const char *name;
} clocks[] = {
	{CLOCK_MONOTONIC, "CLOCK_MONOTONIC"},
	{CLOCK_REALTIME, "CLOCK_REALTIME"},
};

static int timer = -1;

static int arm(int flags, long long value, long long interval, struct itimerspec *old)
{
	struct itimerspec ts = pt_spec(value, interval);

	TEST(pt_settime(timer, flags, &ts, old));
	if (TST_RET)
		tst_res(TFAIL | TTERRNO, "timer_settime(%s, %lld ns, interval %lld ns)",
			flags ? "TIMER_ABSTIME" : "relative", value, interval);
	return TST_RET;
}

static int got(const char *what)
{
	siginfo_t si;

	if (pt_wait(PT_SIG, &si, 10 * TST_NS_PER_SEC))
		return 1;
	tst_res(TFAIL, "%s: no signal within 10 s", what);
	return 0;
}

static void relative(const char *clk, clockid_t id)
{
	char name[64];
	int i;

	snprintf(name, sizeof(name), "%s timer, 10 ms", clk);
	timing.name = name;
	tst_timing_reset(&timing);
	for (i = 0; i < 10; i++) {
		long long start = tst_timing_now(CLOCK_MONOTONIC);

		if (arm(0, timing.expect_ns, 0, NULL) || !got(name))
			return;
		tst_timing_add(&timing, tst_timing_now(CLOCK_MONOTONIC) - start);
	}
	tst_timing_judge(&timing);
	(void)id;
}

static void absolute(const char *clk, clockid_t id)
{
	long long target;
	char name[64];
	int i;

	snprintf(name, sizeof(name), "%s timer, TIMER_ABSTIME now + 10 ms", clk);
	timing.name = name;
	tst_timing_reset(&timing);
	for (i = 0; i < 10; i++) {
		target = tst_timing_now(id) + timing.expect_ns;
		if (arm(TIMER_ABSTIME, target, 0, NULL) || !got(name))
			return;
		tst_timing_add(&timing, tst_timing_now(id) - target + timing.expect_ns);
	}
	tst_timing_judge(&timing);
	if (arm(TIMER_ABSTIME, tst_timing_now(id) - TST_NS_PER_SEC, 0, NULL) ||
	    !got("TIMER_ABSTIME 1 s ago"))
		return;
	tst_res(TPASS, "%s timer, TIMER_ABSTIME 1 s ago: expired at once", clk);
}

static void periodic(const char *clk)
{
	struct itimerspec old, cur;
	long long start, took;
	siginfo_t si;
	int i;

	start = tst_timing_now(CLOCK_MONOTONIC);
	if (arm(0, 5 * TST_NS_PER_MS, 5 * TST_NS_PER_MS, NULL))
		return;
	for (i = 0; i < 4; i++) {
		if (!got("periodic 5 ms"))
			return;
	}
	took = tst_timing_now(CLOCK_MONOTONIC) - start;
	if (arm(0, 0, 0, &old))
		return;
	if (took < 20 * TST_NS_PER_MS)
		tst_res(TFAIL, "%s: 4 periods of 5 ms took %lld us", clk, took / 1000);
	else
		tst_res(TPASS, "%s: 4 periods of 5 ms took %lld us", clk, took / 1000);
	if (pt_ns(old.it_interval) != 5 * TST_NS_PER_MS || pt_ns(old.it_value) < 0 ||
	    pt_ns(old.it_value) > 5 * TST_NS_PER_MS)
		tst_res(TFAIL, "%s: old_value interval %lld ns, value %lld ns", clk,
			pt_ns(old.it_interval), pt_ns(old.it_value));
	else
		tst_res(TPASS, "%s: old_value interval 5 ms, value %lld ns", clk,
			pt_ns(old.it_value));
	/* A period may have fired between the last wait and the disarm. */
	pt_wait(PT_SIG, &si, 0);
	if (pt_gettime(timer, &cur))
		tst_brk(TBROK | TERRNO, "timer_gettime()");
	if (pt_wait(PT_SIG, &si, 50 * TST_NS_PER_MS) || pt_ns(cur.it_value) ||
	    pt_ns(cur.it_interval))
		tst_res(TFAIL, "%s: disarmed timer signalled or reads %lld ns / %lld ns", clk,
			pt_ns(cur.it_value), pt_ns(cur.it_interval));
	else
		tst_res(TPASS, "%s: disarmed, no signal in 50 ms, timer_gettime() zero", clk);
}

static void run(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(clocks); i++) {
		timer = pt_make(clocks[i].id, 1);
		relative(clocks[i].name, clocks[i].id);
		absolute(clocks[i].name, clocks[i].id);
		periodic(clocks[i].name);
		pt_delete(timer);
		timer = -1;
	}
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
