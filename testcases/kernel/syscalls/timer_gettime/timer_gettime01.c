// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timer_gettime(2) as man 2 timer_gettime describes it (raw system calls): "returns the
 * time until next expiration, and the interval, for the timer specified by timerid, in
 * the buffer pointed to by curr_value" (pre-filled with a pattern):
 * - a new, unarmed timer reads zero in both fields;
 * - armed 1 s with interval 500 ms: it_interval reads 500 ms exactly, it_value is in
 *   (0, 1 s] and at least 1 s minus the time since arming; 20 ms later it went down by at
 *   least 20 ms;
 * - TIMER_ABSTIME, "it_value ... always returned as a relative value": armed at now + 2 s
 *   on CLOCK_MONOTONIC, it reads (0, 2 s];
 * - a CPU-time timer (CLOCK_PROCESS_CPUTIME_ID, 10 s) does not count down while the
 *   process sleeps 20 ms (a tick of accounting at most).
 */

#include "tst_test.h"
#include "../timer_create/posix_timer.h"

#define PATTERN 0x5a5a5a5a

static int timer = -1;
static long long tick_ns;

static int get(struct itimerspec *cur)
{
	cur->it_value.tv_sec = cur->it_interval.tv_sec = PATTERN;
	cur->it_value.tv_nsec = cur->it_interval.tv_nsec = PATTERN;
	TEST(pt_gettime(timer, cur));
	if (TST_RET)
		tst_res(TFAIL | TTERRNO, "timer_gettime(%d) returned %ld", timer, TST_RET);
	return TST_RET;
}

static void set(int flags, long long value, long long interval)
{
	struct itimerspec ts = pt_spec(value, interval);

	if (pt_settime(timer, flags, &ts, NULL))
		tst_brk(TBROK | TERRNO, "timer_settime(%lld ns)", value);
}

static void run(void)
{
	struct itimerspec cur;
	long long start, v1;

	timer = pt_make(CLOCK_MONOTONIC, 1);
	if (get(&cur))
		goto out;
	if (pt_ns(cur.it_value) || pt_ns(cur.it_interval)) {
		tst_res(TFAIL, "unarmed timer reads %lld / %lld ns", pt_ns(cur.it_value),
			pt_ns(cur.it_interval));
		goto out;
	}
	tst_res(TPASS, "unarmed timer reads zero");

	start = tst_timing_now(CLOCK_MONOTONIC);
	set(0, TST_NS_PER_SEC, 500 * TST_NS_PER_MS);
	if (get(&cur))
		goto out;
	v1 = pt_ns(cur.it_value);
	if (pt_ns(cur.it_interval) != 500 * TST_NS_PER_MS || v1 <= 0 || v1 > TST_NS_PER_SEC ||
	    v1 < TST_NS_PER_SEC - (tst_timing_now(CLOCK_MONOTONIC) - start)) {
		tst_res(TFAIL, "armed 1 s / 500 ms: reads %lld / %lld ns", v1,
			pt_ns(cur.it_interval));
		goto out;
	}
	usleep(20000);
	if (get(&cur))
		goto out;
	if (v1 - pt_ns(cur.it_value) < 20 * TST_NS_PER_MS)
		tst_res(TFAIL, "it_value %lld ns, 20 ms later %lld ns", v1, pt_ns(cur.it_value));
	else
		tst_res(TPASS, "armed 1 s / 500 ms: reads %lld ns / 500 ms, then %lld ns", v1,
			pt_ns(cur.it_value));

	set(TIMER_ABSTIME, tst_timing_now(CLOCK_MONOTONIC) + 2 * TST_NS_PER_SEC, 0);
	if (get(&cur))
		goto out;
	if (pt_ns(cur.it_value) <= 0 || pt_ns(cur.it_value) > 2 * TST_NS_PER_SEC ||
	    pt_ns(cur.it_interval))
		tst_res(TFAIL, "TIMER_ABSTIME now + 2 s: reads %lld / %lld ns",
			pt_ns(cur.it_value), pt_ns(cur.it_interval));
	else
		tst_res(TPASS, "TIMER_ABSTIME now + 2 s: reads %lld ns, relative",
			pt_ns(cur.it_value));
	pt_delete(timer);

	timer = pt_make(CLOCK_PROCESS_CPUTIME_ID, 2);
	set(0, 10 * TST_NS_PER_SEC, 0);
	if (get(&cur))
		goto out;
	v1 = pt_ns(cur.it_value);
	usleep(20000);
	if (get(&cur))
		goto out;
	if (v1 <= 0 || v1 > 10 * TST_NS_PER_SEC || v1 - pt_ns(cur.it_value) > 2 * tick_ns)
		tst_res(TFAIL, "CPU-time timer 10 s: reads %lld ns, after 20 ms asleep %lld ns",
			v1, pt_ns(cur.it_value));
	else
		tst_res(TPASS, "CPU-time timer 10 s: reads %lld ns, after 20 ms asleep %lld ns",
			v1, pt_ns(cur.it_value));
out:
	pt_delete(timer);
	timer = -1;
}

static void setup(void)
{
	struct timespec res;

	pt_block(PT_SIG);
	if (clock_getres(CLOCK_MONOTONIC_COARSE, &res))
		tst_brk(TBROK | TERRNO, "clock_getres(CLOCK_MONOTONIC_COARSE)");
	tick_ns = res.tv_nsec;
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
