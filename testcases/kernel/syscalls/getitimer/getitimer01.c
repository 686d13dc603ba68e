// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getitimer(2) as man 2 getitimer describes it: "places the current value of the timer
 * specified by which in the buffer pointed to by curr_value" (pre-filled with a pattern):
 * - for each of ITIMER_REAL, ITIMER_VIRTUAL and ITIMER_PROF disarmed by setitimer(), both
 *   fields are zero;
 * - armed with value 10 s and interval 5 s: it_interval reads 5 s, it_value is in
 *   (0, 10 s]; for ITIMER_REAL it_value is at least 10 s minus the time since arming, and
 *   20 ms later it went down by at least those 20 ms;
 * - "A child created via fork(2) does not inherit its parent's interval timers": the
 *   child's ITIMER_REAL reads zero while the parent's is armed.
 */

#include <sys/syscall.h>
#include <sys/time.h>
#include "tst_test.h"
#include "tst_timing.h"

#define PATTERN 0x5a5a5a5a

static long long tick_ns;

static const struct {
	int which;
	const char *name;
} timers[] = {
	{ITIMER_REAL, "ITIMER_REAL"},
	{ITIMER_VIRTUAL, "ITIMER_VIRTUAL"},
	{ITIMER_PROF, "ITIMER_PROF"},
};

static long long tv_ns(struct timeval tv)
{
	return tv.tv_sec * TST_NS_PER_SEC + tv.tv_usec * TST_NS_PER_US;
}

static int get(int which, const char *name, struct itimerval *it)
{
	it->it_interval.tv_sec = it->it_value.tv_sec = PATTERN;
	it->it_interval.tv_usec = it->it_value.tv_usec = PATTERN;
	TEST(syscall(__NR_getitimer, which, it));
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "getitimer(%s) returned %ld", name, TST_RET);
		return 1;
	}
	return 0;
}

static void set(int which, long long value_s, long long interval_s)
{
	struct itimerval it = {{interval_s, 0}, {value_s, 0}};

	if (setitimer(which, &it, NULL))
		tst_brk(TBROK | TERRNO, "setitimer(%d, %lld s)", which, value_s);
}

static void check(int which, const char *name)
{
	struct itimerval it;
	long long start, v1, max = 10 * TST_NS_PER_SEC + (which == ITIMER_REAL ? 0 : tick_ns);

	set(which, 0, 0);
	if (get(which, name, &it))
		return;
	if (tv_ns(it.it_value) || tv_ns(it.it_interval)) {
		tst_res(TFAIL, "%s disarmed: value %lld ns, interval %lld ns", name,
			tv_ns(it.it_value), tv_ns(it.it_interval));
		return;
	}
	start = tst_timing_now(CLOCK_MONOTONIC);
	set(which, 10, 5);
	if (get(which, name, &it))
		return;
	v1 = tv_ns(it.it_value);
	if (tv_ns(it.it_interval) != 5 * TST_NS_PER_SEC || v1 <= 0 ||
	    v1 > max || (which == ITIMER_REAL &&
	    v1 < 10 * TST_NS_PER_SEC - (tst_timing_now(CLOCK_MONOTONIC) - start) - 1000)) {
		tst_res(TFAIL, "%s armed 10 s / 5 s: value %lld ns, interval %lld ns", name, v1,
			tv_ns(it.it_interval));
		set(which, 0, 0);
		return;
	}
	if (which == ITIMER_REAL) {
		usleep(20000);
		if (get(which, name, &it))
			return;
		if (v1 - tv_ns(it.it_value) < 20 * TST_NS_PER_MS) {
			tst_res(TFAIL, "%s: value %lld ns, 20 ms later %lld ns", name, v1,
				tv_ns(it.it_value));
			set(which, 0, 0);
			return;
		}
	}
	set(which, 0, 0);
	tst_res(TPASS, "%s: zero when disarmed, armed 10 s / 5 s reads %lld ns / 5 s", name, v1);
}

static void run(void)
{
	struct itimerval it;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(timers); i++)
		check(timers[i].which, timers[i].name);

	set(ITIMER_REAL, 10, 0);
	if (!SAFE_FORK()) {
		if (!get(ITIMER_REAL, "ITIMER_REAL", &it)) {
			if (tv_ns(it.it_value) || tv_ns(it.it_interval))
				tst_res(TFAIL, "child inherited ITIMER_REAL: value %lld ns",
					tv_ns(it.it_value));
			else
				tst_res(TPASS, "child's ITIMER_REAL is disarmed");
		}
		exit(0);
	}
	tst_reap_children();
	set(ITIMER_REAL, 0, 0);
}

static void setup(void)
{
	struct timespec res;

	/* The coarse clock advances by the tick. */
	if (clock_getres(CLOCK_MONOTONIC_COARSE, &res))
		tst_brk(TBROK | TERRNO, "clock_getres(CLOCK_MONOTONIC_COARSE)");
	tick_ns = res.tv_nsec;
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.forks_child = 1,
};
