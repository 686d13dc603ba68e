// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_timer.h arithmetic (carry, borrow, negative results, rounding), the stopwatch and
 * tst_clocks.h. One "ok"/"not ok" line per check with both values on failure.
 */
#include "test.h"
#include "tst_clocks.h"

char *TCID = "timer";
int TST_TOTAL = 1;

static int failures;

#define TS(s, ns) ((struct timespec){ .tv_sec = (s), .tv_nsec = (ns) })
#define TV(s, us) ((struct timeval){ .tv_sec = (s), .tv_usec = (us) })

static void eq_ll(const char *what, long long got, long long want)
{
	if (got == want) {
		printf("ok %s\n", what);
		return;
	}
	printf("not ok %s: got %lld, expected %lld\n", what, got, want);
	failures++;
}

static void eq_ts(const char *what, struct timespec got, long long sec, long long nsec)
{
	if (got.tv_sec == sec && got.tv_nsec == nsec) {
		printf("ok %s\n", what);
		return;
	}
	printf("not ok %s: got {%lld, %ld}, expected {%lld, %lld}\n", what,
	       (long long)got.tv_sec, got.tv_nsec, sec, nsec);
	failures++;
}

static void eq_tv(const char *what, struct timeval got, long long sec, long long usec)
{
	if (got.tv_sec == sec && got.tv_usec == usec) {
		printf("ok %s\n", what);
		return;
	}
	printf("not ok %s: got {%lld, %ld}, expected {%lld, %lld}\n", what,
	       (long long)got.tv_sec, (long)got.tv_usec, sec, usec);
	failures++;
}

static void arithmetic(void)
{
	eq_ll("to_us rounds", tst_timespec_to_us(TS(1, 1500)), 1000002);
	eq_ll("to_us of -1.5 s", tst_timespec_to_us(TS(-2, 500000000)), -1500000);
	eq_ll("to_ms rounds up at .5", tst_timespec_to_ms(TS(2, 999500000)), 3000);
	eq_ll("to_ms rounds down", tst_timespec_to_ms(TS(2, 499999)), 2000);
	eq_ll("to_ns", tst_timespec_to_ns(TS(3, 7)), 3000000007LL);
	eq_ll("timeval_to_us", tst_timeval_to_us(TV(4, 5)), 4000005);
	eq_ll("timeval_to_ms", tst_timeval_to_ms(TV(4, 500)), 4001);

	eq_tv("ms_to_timeval", tst_ms_to_timeval(1234), 1, 234000);
	eq_tv("ms_to_timeval negative", tst_ms_to_timeval(-1500), -2, 500000);
	eq_tv("us_to_timeval", tst_us_to_timeval(2000001), 2, 1);
	eq_tv("us_to_timeval negative", tst_us_to_timeval(-1), -1, 999999);
	eq_ts("us_to_timespec", tst_us_to_timespec(1000001), 1, 1000);
	eq_ts("ms_to_timespec negative", tst_ms_to_timespec(-1), -1, 999000000);
	eq_ts("timespec_from_ns", tst_timespec_from_ns(-1), -1, 999999999);

	eq_ll("lt by sec", tst_timespec_lt(TS(1, 999999999), TS(2, 0)), 1);
	eq_ll("lt by nsec", tst_timespec_lt(TS(2, 1), TS(2, 2)), 1);
	eq_ll("not lt when equal", tst_timespec_lt(TS(2, 2), TS(2, 2)), 0);
	eq_ll("not lt when greater", tst_timespec_lt(TS(3, 0), TS(2, 999999999)), 0);

	eq_ts("add_us carries nsec", tst_timespec_add_us(TS(1, 999999000), 2), 2, 1000);
	eq_ts("add_us of whole seconds", tst_timespec_add_us(TS(1, 5), 3000000), 4, 5);
	eq_ts("add_us negative borrows", tst_timespec_add_us(TS(1, 0), -1), 0, 999999000);
	eq_ts("sub_us borrows", tst_timespec_sub_us(TS(2, 500), 1), 2 - 1, 999999500);
	eq_ts("sub_us below zero", tst_timespec_sub_us(TS(0, 0), 1500000), -2, 500000000);
	eq_ts("add carries", tst_timespec_add(TS(1, 600000000), TS(2, 600000000)), 4, 200000000);

	eq_ts("diff borrows", tst_timespec_diff(TS(5, 100), TS(3, 200)), 1, 999999900);
	eq_ts("diff negative", tst_timespec_diff(TS(1, 0), TS(2, 500000000)), -2, 500000000);
	eq_ll("diff_us negative", tst_timespec_diff_us(TS(1, 0), TS(2, 500000000)), -1500000);
	eq_ll("diff_ms", tst_timespec_diff_ms(TS(10, 0), TS(9, 1000000)), 999);
	eq_ll("diff_ns", tst_timespec_diff_ns(TS(0, 0), TS(0, 1)), -1);
	eq_ts("abs_diff swaps", tst_timespec_abs_diff(TS(1, 0), TS(2, 500000000)), 1, 500000000);
	eq_ts("abs_diff in order", tst_timespec_abs_diff(TS(2, 500000000), TS(1, 0)), 1,
	      500000000);
	eq_ll("abs_diff_us", tst_timespec_abs_diff_us(TS(0, 0), TS(0, 2000)), 2);
	eq_ll("abs_diff_ms", tst_timespec_abs_diff_ms(TS(7, 0), TS(9, 0)), 2000);

	eq_tv("timeval_diff borrows", tst_timeval_diff(TV(5, 1), TV(3, 2)), 1, 999999);
	eq_ll("timeval_diff_us negative", tst_timeval_diff_us(TV(0, 0), TV(1, 1)), -1000001);
	eq_ll("timeval_abs_diff_us", tst_timeval_abs_diff_us(TV(0, 0), TV(1, 1)), 1000001);
	eq_tv("timeval_add_us", tst_timeval_add_us(TV(0, 999999), 2), 1, 1);
	eq_ll("timeval_lt", tst_timeval_lt(TV(0, 999999), TV(1, 0)), 1);
}

/* struct tst_ts in each layout, its arithmetic, and the raw syscall wrappers. */
static void ts_layouts(void)
{
	static const enum tst_ts_type types[] = {
		TST_LIBC_TIMESPEC, TST_KERN_OLD_TIMESPEC, TST_KERN_TIMESPEC
	};
	struct tst_ts t, u;
	struct tst_its its = { .type = TST_KERN_TIMESPEC };
	char what[64];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(types); i++) {
		t = tst_ts_from_ms(types[i], -1500);
		snprintf(what, sizeof(what), "layout %zu: from_ms(-1500)", i);
		eq_ll(what, tst_ts_get_sec(t) * 1000000000LL + tst_ts_get_nsec(t), -1500000000LL);
		u = tst_ts_add_us(t, 2500000);
		snprintf(what, sizeof(what), "layout %zu: add_us carries", i);
		eq_ll(what, tst_ts_to_ms(u), 1000);
		snprintf(what, sizeof(what), "layout %zu: diff_us", i);
		eq_ll(what, tst_ts_diff_us(t, u), -2500000);
		snprintf(what, sizeof(what), "layout %zu: abs_diff_ms", i);
		eq_ll(what, tst_ts_abs_diff_ms(t, u), 2500);
		tst_ts_set_nsec(&t, 1000000000);
		snprintf(what, sizeof(what), "layout %zu: nsec of 1 s is invalid", i);
		eq_ll(what, tst_ts_valid(&t), -2);
		snprintf(what, sizeof(what), "layout %zu: syscall reads the clock", i);
		t.type = types[i];
		eq_ll(what, types[i] == TST_LIBC_TIMESPEC ?
		      libc_clock_gettime(CLOCK_MONOTONIC, tst_ts_get(&t)) :
		      sys_clock_gettime(CLOCK_MONOTONIC, tst_ts_get(&t)), 0);
	}
	eq_ll("kernel layout is 64-bit", sizeof(struct __kernel_timespec), 16);
	errno = 0;
	if (__NR_clock_gettime64 == __LTP__NR_INVALID_SYSCALL)
		eq_ll("missing time64 syscall: ENOSYS",
		      sys_clock_gettime64(CLOCK_MONOTONIC, tst_ts_get(&t)) == -1 && errno == ENOSYS,
		      1);
	else
		eq_ll("time64 syscall reads the clock",
		      sys_clock_gettime64(CLOCK_MONOTONIC, tst_ts_get(&t)), 0);
	tst_its_set_interval_sec(&its, 3);
	tst_its_set_value_nsec(&its, 7);
	eq_ll("its accessors", tst_its_get_interval_sec(its) * 10 + tst_its_get_value_nsec(its),
	      37);
}

static void stopwatch_and_clocks(void)
{
	struct timespec res, a, b;
	long long ms;

	tst_timer_check(CLOCK_MONOTONIC);
	tst_timer_start(CLOCK_MONOTONIC);
	usleep(30000);
	tst_timer_stop();
	ms = tst_timer_elapsed_ms();
	printf("%s stopwatch measured %lld ms for a 30 ms sleep\n",
	       ms >= 30 && ms < 5000 ? "ok" : "not ok", ms);
	failures += !(ms >= 30 && ms < 5000);
	eq_ll("elapsed_us agrees with elapsed_ms", (tst_timer_elapsed_us() + 500) / 1000, ms);
	eq_ll("not expired within an hour", tst_timer_expired_ms(3600000), 0);
	eq_ll("expired after 10 ms", tst_timer_expired_ms(10), 1);

	eq_ll("tst_clock_getres(MONOTONIC)", tst_clock_getres(CLOCK_MONOTONIC, &res), 0);
	eq_ll("tst_clock_gettime(MONOTONIC)", tst_clock_gettime(CLOCK_MONOTONIC, &a), 0);
	clock_gettime(CLOCK_MONOTONIC, &b);
	eq_ll("syscall clock is not ahead of the vDSO", tst_timespec_lt(b, a), 0);
	errno = 0;
	eq_ll("tst_clock_gettime(bad id) fails", tst_clock_gettime(1000, &a), -1);
	eq_ll("... with EINVAL", errno, EINVAL);
	printf("%s clock name %s\n", strcmp(tst_clock_name(CLOCK_BOOTTIME), "CLOCK_BOOTTIME") ?
	       "not ok" : "ok", tst_clock_name(CLOCK_BOOTTIME));
	eq_ll("fs timestamp is now", llabs(tst_get_fs_timestamp() - time(NULL)) <= 1, 1);
}

int main(int argc, char *argv[])
{
	if (argc > 1 && !strcmp(argv[1], "bad-clock")) {
		tst_timer_check(1000);
		tst_resm(TFAIL, "tst_timer_check() accepted a bad clock");
		tst_exit();
	}
	arithmetic();
	ts_layouts();
	stopwatch_and_clocks();
	return failures ? 1 : 0;
}
