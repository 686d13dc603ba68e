// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clock_settime(CLOCK_REALTIME) as man 2 clock_settime describes it, with a set that
 * leaves the host's wall clock where it was (clock_step.h: the value read plus the
 * CLOCK_MONOTONIC time elapsed since, minus 1 us; one call, a step of a few
 * microseconds, far below what NTP slews every second):
 * - EPERM: a child still uid 0 but without CAP_SYS_TIME makes the same set; afterwards a
 *   TFD_TIMER_CANCEL_ON_SET timerfd is not cancelled (the clock was not set);
 * - the set as root returns 0 and CLOCK_REALTIME then reads from the value set on, by
 *   no more than the time that passed;
 * - "the clock was set" is seen by the kernel's other users: a CLOCK_REALTIME timerfd
 *   armed with TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET an hour ahead fails read()
 *   with ECANCELED, once; re-armed without a read, timerfd_settime() fails with
 *   ECANCELED and arms the timer all the same; a timerfd without
 *   TFD_TIMER_CANCEL_ON_SET is not cancelled.
 * The test needs CAP_SYS_TIME (TCONF from a probe that does only the permission check)
 * and runs alone: other tests measure time and arm cancel-on-set timers.
 *
 * The errors whose regression would move the host's clock (bad values, clocks that
 * cannot be set) are clock_settime01's, checked as nobody.
 */

#include "tst_test.h"
#include "../clock_common/clock_step.h"

static long set_real(long long ns)
{
	struct timespec ts = {ns / TST_NS_PER_SEC, ns % TST_NS_PER_SEC};

	return clock_settime(CLOCK_REALTIME, &ts);
}

static long long get_real(void)
{
	return tst_timing_now(CLOCK_REALTIME);
}

static void set_without_cap(void)
{
	long long off = clk_step_offset();

	TST_EXP_FAIL(set_real(clk_step_value(off)), EPERM,
		     "clock_settime(CLOCK_REALTIME, the current time) without CAP_SYS_TIME");
}

static void run(void)
{
	clk_step_arm();
	clk_step_without_cap(set_without_cap);
	clk_step_check_unset("the set without CAP_SYS_TIME");
	clk_step_run("clock_settime", set_real, 1, get_real);
}

static struct tst_test test = {
	.setup = clk_step_setup,
	.cleanup = clk_step_cleanup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.runs_alone = 1,
};
