// SPDX-License-Identifier: GPL-2.0-or-later
/* The tst_timer stopwatch: one start/stop pair per process on a chosen clock. */
#include <errno.h>
#include "ltk_core.h"
#include "tst_clocks.h"
#include "tst_timer.h"

static struct timespec start_time, stop_time;
static clockid_t timer_clock = CLOCK_MONOTONIC;

void tst_timer_check_(const char *file, const int lineno, clockid_t clk_id)
{
	struct timespec ts;

	if (clock_gettime(clk_id, &ts)) {
		if (errno == EINVAL)
			ltk_brk(file, lineno, TCONF, NULL,
				"Clock id %s(%u) not supported by kernel",
				tst_clock_name(clk_id), (unsigned int)clk_id);
		else
			ltk_brk(file, lineno, TBROK | TERRNO, NULL, "clock_gettime(%s) failed",
				tst_clock_name(clk_id));
	}
}

void tst_timer_start_(const char *file, const int lineno, clockid_t clk_id)
{
	timer_clock = clk_id;
	if (clock_gettime(clk_id, &start_time))
		ltk_res(file, lineno, TWARN | TERRNO, "tst_timer_start(%s) failed",
			tst_clock_name(clk_id));
}

void tst_timer_stop_(const char *file, const int lineno)
{
	if (clock_gettime(timer_clock, &stop_time))
		ltk_res(file, lineno, TWARN | TERRNO, "tst_timer_stop(%s) failed",
			tst_clock_name(timer_clock));
}

struct timespec tst_timer_elapsed(void)
{
	return tst_timespec_diff(stop_time, start_time);
}

int tst_timer_expired_ms(long long ms)
{
	struct timespec now;

	if (clock_gettime(timer_clock, &now))
		return 0;
	return tst_timespec_diff_ms(now, start_time) >= ms;
}
