// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timerfd_gettime(2) as man 2 timerfd_gettime describes it: "returns, in curr_value, an
 * itimerspec structure that contains the current setting of the timer" (pre-filled with
 * a pattern):
 * - disarmed: both fields zero;
 * - armed 1 s with interval 500 ms: it_interval 500 ms exactly, it_value in (0, 1 s] and
 *   at least 1 s minus the time since arming; 20 ms later down by at least 20 ms;
 * - "The it_value field returns the amount of time until the timer will next expire ...
 *   always as a relative value, regardless of whether the TFD_TIMER_ABSTIME flag was
 *   specified": armed at CLOCK_REALTIME now + 2 s, it reads (0, 2 s];
 * - after a one-shot expired, it_value reads zero.
 */

#include <sys/timerfd.h>
#include "tst_test.h"
#include "tst_timing.h"

#define PATTERN 0x5a5a5a5a

static int fd = -1;

static long long ns(struct timespec ts)
{
	return ts.tv_sec * TST_NS_PER_SEC + ts.tv_nsec;
}

static int get(struct itimerspec *cur)
{
	cur->it_value.tv_sec = cur->it_interval.tv_sec = PATTERN;
	cur->it_value.tv_nsec = cur->it_interval.tv_nsec = PATTERN;
	TEST(timerfd_gettime(fd, cur));
	if (TST_RET)
		tst_res(TFAIL | TTERRNO, "timerfd_gettime() returned %ld", TST_RET);
	return TST_RET;
}

static void set(int flags, long long value, long long interval)
{
	struct itimerspec ts = {
		.it_interval = {interval / TST_NS_PER_SEC, interval % TST_NS_PER_SEC},
		.it_value = {value / TST_NS_PER_SEC, value % TST_NS_PER_SEC},
	};

	if (timerfd_settime(fd, flags, &ts, NULL))
		tst_brk(TBROK | TERRNO, "timerfd_settime(%lld ns)", value);
}

static void run(void)
{
	struct itimerspec cur;
	long long start, v1;

	fd = timerfd_create(CLOCK_REALTIME, 0);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "timerfd_create()");
	if (get(&cur))
		goto out;
	if (ns(cur.it_value) || ns(cur.it_interval)) {
		tst_res(TFAIL, "disarmed timerfd reads %lld / %lld ns", ns(cur.it_value),
			ns(cur.it_interval));
		goto out;
	}
	tst_res(TPASS, "disarmed timerfd reads zero");

	start = tst_timing_now(CLOCK_MONOTONIC);
	set(0, TST_NS_PER_SEC, 500 * TST_NS_PER_MS);
	if (get(&cur))
		goto out;
	v1 = ns(cur.it_value);
	if (ns(cur.it_interval) != 500 * TST_NS_PER_MS || v1 <= 0 || v1 > TST_NS_PER_SEC ||
	    v1 < TST_NS_PER_SEC - (tst_timing_now(CLOCK_MONOTONIC) - start)) {
		tst_res(TFAIL, "armed 1 s / 500 ms: reads %lld / %lld ns", v1,
			ns(cur.it_interval));
		goto out;
	}
	usleep(20000);
	if (get(&cur))
		goto out;
	if (v1 - ns(cur.it_value) < 20 * TST_NS_PER_MS)
		tst_res(TFAIL, "it_value %lld ns, 20 ms later %lld ns", v1, ns(cur.it_value));
	else
		tst_res(TPASS, "armed 1 s / 500 ms: reads %lld ns / 500 ms, then %lld ns", v1,
			ns(cur.it_value));

	set(TFD_TIMER_ABSTIME, tst_timing_now(CLOCK_REALTIME) + 2 * TST_NS_PER_SEC, 0);
	if (get(&cur))
		goto out;
	if (ns(cur.it_value) <= 0 || ns(cur.it_value) > 2 * TST_NS_PER_SEC || ns(cur.it_interval))
		tst_res(TFAIL, "TFD_TIMER_ABSTIME now + 2 s: reads %lld / %lld ns",
			ns(cur.it_value), ns(cur.it_interval));
	else
		tst_res(TPASS, "TFD_TIMER_ABSTIME now + 2 s: reads %lld ns, relative",
			ns(cur.it_value));

	set(0, TST_NS_PER_MS, 0);
	usleep(20000);
	if (get(&cur))
		goto out;
	if (ns(cur.it_value) || ns(cur.it_interval))
		tst_res(TFAIL, "expired one-shot reads %lld / %lld ns", ns(cur.it_value),
			ns(cur.it_interval));
	else
		tst_res(TPASS, "expired one-shot reads zero");
out:
	SAFE_CLOSE(fd);
}

static void cleanup(void)
{
	if (fd >= 0)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.cleanup = cleanup,
	.test_all = run,
};
