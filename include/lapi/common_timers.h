/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What LTP's POSIX timer tests share: the list of clocks to try, their names,
 * which of them a kernel may lack, and the kernel's timer_t (an int).
 */
#ifndef LAPI_COMMON_TIMERS_H__
#define LAPI_COMMON_TIMERS_H__

#include <errno.h>
#include <time.h>
#include "lapi/posix_clocks.h"
#include "lapi/syscalls.h"

static const clock_t clock_list[] = {
	CLOCK_REALTIME,
	CLOCK_MONOTONIC,
	CLOCK_PROCESS_CPUTIME_ID,
	CLOCK_THREAD_CPUTIME_ID,
	CLOCK_BOOTTIME,
	CLOCK_BOOTTIME_ALARM,
	CLOCK_REALTIME_ALARM,
	CLOCK_TAI,
};
#define CLOCKS_DEFINED (sizeof(clock_list) / sizeof(*clock_list))

#define CLOCK_TO_STR(def_name) \
	case def_name: \
		return #def_name

static inline const char *get_clock_str(const int clock_id)
{
	switch (clock_id) {
	CLOCK_TO_STR(CLOCK_REALTIME);
	CLOCK_TO_STR(CLOCK_MONOTONIC);
	CLOCK_TO_STR(CLOCK_PROCESS_CPUTIME_ID);
	CLOCK_TO_STR(CLOCK_THREAD_CPUTIME_ID);
	CLOCK_TO_STR(CLOCK_MONOTONIC_RAW);
	CLOCK_TO_STR(CLOCK_REALTIME_COARSE);
	CLOCK_TO_STR(CLOCK_MONOTONIC_COARSE);
	CLOCK_TO_STR(CLOCK_BOOTTIME);
	CLOCK_TO_STR(CLOCK_REALTIME_ALARM);
	CLOCK_TO_STR(CLOCK_BOOTTIME_ALARM);
	CLOCK_TO_STR(CLOCK_TAI);
	default:
		return "CLOCK_!?!?!?";
	}
}

/* The alarm clocks need an RTC and CAP_WAKE_ALARM: their absence is not a failure. */
static inline int possibly_unsupported(clock_t clock)
{
	switch (clock) {
	case CLOCK_BOOTTIME:
	case CLOCK_BOOTTIME_ALARM:
	case CLOCK_REALTIME_ALARM:
	case CLOCK_TAI:
		return 1;
	default:
		return 0;
	}
}

/* Per-process and per-thread CPU-time timers exist in every kernel LTK runs on. */
static inline int have_cputime_timers(void)
{
	return 1;
}

/* The kernel's timer ID (timer_create(2) fills an int); also in tst_timer.h. */
#ifndef LTK_KERNEL_TIMER_T_
# define LTK_KERNEL_TIMER_T_
typedef int kernel_timer_t;
#endif

#endif
