// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * settimeofday(2) setting the time, as man 2 settimeofday describes it, with a set that
 * leaves the host's wall clock where it was (clock_step.h: the value read plus the
 * CLOCK_MONOTONIC time elapsed since, minus 1 us, in microseconds; one call, a step of a
 * few microseconds, far below what NTP slews every second). The raw system call: the C
 * library's settimeofday() sets the time through clock_settime().
 * - EPERM: a child still uid 0 but without CAP_SYS_TIME makes the same set; afterwards a
 *   TFD_TIMER_CANCEL_ON_SET timerfd is not cancelled and the timezone is unchanged;
 * - EINVAL: the same set with a timezone of 15 h + 1 min west (the kernel accepts
 *   +-15 h): nothing is set, neither the clock (the timerfd) nor the timezone
 *   (gettimeofday(); if a regression changed it, the test puts it back);
 * - the set as root returns 0 and gettimeofday() then reads from the value set on, by no
 *   more than the time that passed;
 * - a CLOCK_REALTIME timerfd armed with TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET an
 *   hour ahead fails read() with ECANCELED, once; re-armed without a read,
 *   timerfd_settime() fails with ECANCELED and arms the timer all the same; a timerfd
 *   without TFD_TIMER_CANCEL_ON_SET is not cancelled.
 * The test needs CAP_SYS_TIME (TCONF from a probe that does only the permission check)
 * and runs alone: other tests measure time and arm cancel-on-set timers.
 *
 * The errors whose regression would move the host's clock (bad values) are
 * settimeofday01's, checked as nobody.
 */

#include <sys/time.h>
#include "tst_test.h"
#include "../clock_common/clock_step.h"

/* The kernel's struct timeval on every ABI (a 32-bit program's may have a 64-bit time_t). */
struct old_timeval {
	long tv_sec;
	long tv_usec;
};

static struct timezone cur_tz;

static long set_tv(long long ns, const struct timezone *tz)
{
	struct old_timeval tv = {ns / TST_NS_PER_SEC, ns % TST_NS_PER_SEC / TST_NS_PER_US};

	return syscall(__NR_settimeofday, &tv, tz);
}

static long set_real(long long ns)
{
	return set_tv(ns, NULL);
}

static long long get_real(void)
{
	struct timeval tv;

	if (gettimeofday(&tv, NULL))
		tst_brk(TBROK | TERRNO, "gettimeofday()");
	return tv.tv_sec * TST_NS_PER_SEC + tv.tv_usec * TST_NS_PER_US;
}

static void set_without_cap(void)
{
	long long off = clk_step_offset();

	TST_EXP_FAIL(set_tv(clk_step_value(off) / TST_NS_PER_US * TST_NS_PER_US, &cur_tz),
		     EPERM, "settimeofday(the current time and timezone) without CAP_SYS_TIME");
}

static void check_tz(const char *what)
{
	struct timezone tz;
	struct timeval tv;

	if (gettimeofday(&tv, &tz))
		tst_brk(TBROK | TERRNO, "gettimeofday()");
	if (tz.tz_minuteswest == cur_tz.tz_minuteswest && tz.tz_dsttime == cur_tz.tz_dsttime)
		return;
	tst_res(TFAIL, "after %s the timezone is {%d, %d}, was {%d, %d}", what,
		tz.tz_minuteswest, tz.tz_dsttime, cur_tz.tz_minuteswest, cur_tz.tz_dsttime);
	if (syscall(__NR_settimeofday, NULL, &cur_tz))
		tst_brk(TBROK | TERRNO, "putting the timezone back");
}

static void bad_tz(void)
{
	struct timezone tz = {15 * 60 + 1, 0};
	long long off = clk_step_offset();

	TST_EXP_FAIL(set_tv(clk_step_value(off) / TST_NS_PER_US * TST_NS_PER_US, &tz), EINVAL,
		     "settimeofday(the current time, tz_minuteswest %d)", tz.tz_minuteswest);
	check_tz("the set with a bad timezone");
	clk_step_check_unset("the set with a bad timezone");
}

static void run(void)
{
	clk_step_arm();
	clk_step_without_cap(set_without_cap);
	check_tz("the set without CAP_SYS_TIME");
	clk_step_check_unset("the set without CAP_SYS_TIME");
	bad_tz();
	clk_step_run("settimeofday", set_real, TST_NS_PER_US, get_real);
	check_tz("the set");
}

static void setup(void)
{
	struct timeval tv;

	if (gettimeofday(&tv, &cur_tz))
		tst_brk(TBROK | TERRNO, "gettimeofday()");
	clk_step_setup();
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = clk_step_cleanup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.runs_alone = 1,
};
