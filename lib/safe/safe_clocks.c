// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* for clocks, POSIX timers and timerfd. Unsupported clocks are TCONF. */
#include <stdio.h>
#include "safe_priv.h"
#include "tst_safe_clocks.h"
#include "tst_safe_timerfd.h"

#ifndef CLOCK_TAI
# define CLOCK_TAI 11
#endif

const char *ltk_clock_name(clockid_t clk_id)
{
	switch (clk_id) {
	case CLOCK_REALTIME: return "CLOCK_REALTIME";
	case CLOCK_MONOTONIC: return "CLOCK_MONOTONIC";
	case CLOCK_PROCESS_CPUTIME_ID: return "CLOCK_PROCESS_CPUTIME_ID";
	case CLOCK_THREAD_CPUTIME_ID: return "CLOCK_THREAD_CPUTIME_ID";
	case CLOCK_MONOTONIC_RAW: return "CLOCK_MONOTONIC_RAW";
	case CLOCK_REALTIME_COARSE: return "CLOCK_REALTIME_COARSE";
	case CLOCK_MONOTONIC_COARSE: return "CLOCK_MONOTONIC_COARSE";
	case CLOCK_BOOTTIME: return "CLOCK_BOOTTIME";
	case CLOCK_REALTIME_ALARM: return "CLOCK_REALTIME_ALARM";
	case CLOCK_BOOTTIME_ALARM: return "CLOCK_BOOTTIME_ALARM";
	case CLOCK_TAI: return "CLOCK_TAI";
	default: return "CLOCK_???";
	}
}

#define CLOCK_CHECK(rval, fmt, ...) do { \
	if ((rval) == -1) \
		safe_fail(fmt, ##__VA_ARGS__); \
	else if (rval) \
		safe_invalid(rval, fmt, ##__VA_ARGS__); \
} while (0)

int safe_clock_getres(LTK_SAFE_LOC, clockid_t clk_id, struct timespec *res)
{
	int rval = clock_getres(clk_id, res);

	CLOCK_CHECK(rval, "clock_getres(%s,%p)", ltk_clock_name(clk_id), res);
	return rval;
}

int safe_clock_gettime(LTK_SAFE_LOC, clockid_t clk_id, struct timespec *tp)
{
	int rval = clock_gettime(clk_id, tp);

	CLOCK_CHECK(rval, "clock_gettime(%s,%p)", ltk_clock_name(clk_id), tp);
	return rval;
}

int safe_clock_settime(LTK_SAFE_LOC, clockid_t clk_id, const struct timespec *tp)
{
	int rval = clock_settime(clk_id, tp);

	CLOCK_CHECK(rval, "clock_settime(%s,%p)", ltk_clock_name(clk_id), tp);
	return rval;
}

/* clock_nanosleep() returns the error number; EINTR is an answer, not a failure. */
int safe_clock_nanosleep(LTK_SAFE_LOC, clockid_t clockid, int flags,
			 const struct timespec *request, struct timespec *remain)
{
	int rval = clock_nanosleep(clockid, flags, request, remain);

	if (rval == ENOTSUP)
		safe_conf("clock_nanosleep() does not support %s", ltk_clock_name(clockid));
	else if (rval > 0 && rval != EINTR)
		safe_fail_err(rval, "clock_nanosleep(%s,%d,%p,%p)", ltk_clock_name(clockid), flags,
			      request, remain);
	return rval;
}

int safe_timer_create(LTK_SAFE_LOC, clockid_t clockid, struct sigevent *sevp,
		      timer_t *timerid)
{
	int rval = timer_create(clockid, sevp, timerid);

	/*
	 * Every kernel has timers on REALTIME and MONOTONIC, so EINVAL there is the caller's
	 * error; for the other clocks it means this kernel does not offer them for timers.
	 */
	if (rval == -1 && (errno == ENOTSUP || errno == ENOSYS ||
			   (errno == EINVAL && clockid != CLOCK_REALTIME &&
			    clockid != CLOCK_MONOTONIC)))
		ltk_brk(file, lineno, TCONF | TERRNO, cleanup_fn,
			"timer_create(%s) not supported", ltk_clock_name(clockid));
	else
		CLOCK_CHECK(rval, "timer_create(%s,%p,%p)", ltk_clock_name(clockid), sevp,
			    timerid);
	return rval;
}

int safe_timer_settime(LTK_SAFE_LOC, timer_t timerid, int flags,
		       const struct itimerspec *new_value, struct itimerspec *old_value)
{
	int rval = timer_settime(timerid, flags, new_value, old_value);

	CLOCK_CHECK(rval, "timer_settime(%p,%d,%p,%p)", (void *)timerid, flags, new_value,
		    old_value);
	return rval;
}

int safe_timer_gettime(LTK_SAFE_LOC, timer_t timerid, struct itimerspec *curr_value)
{
	int rval = timer_gettime(timerid, curr_value);

	CLOCK_CHECK(rval, "timer_gettime(%p,%p)", (void *)timerid, curr_value);
	return rval;
}

int safe_timer_delete(LTK_SAFE_LOC, timer_t timerid)
{
	int rval = timer_delete(timerid);

	CLOCK_CHECK(rval, "timer_delete(%p)", (void *)timerid);
	return rval;
}

int safe_timerfd_create(LTK_SAFE_LOC, int clockid, int flags)
{
	int rval = timerfd_create(clockid, flags);

	if (rval == -1 && errno == ENOSYS) {
		safe_conf("timerfd_create() is not supported by this kernel");
	} else if (rval == -1 && errno == EINVAL && !(flags & ~(TFD_CLOEXEC | TFD_NONBLOCK))) {
		/* The flags are valid, so it is the clock that this kernel lacks. */
		ltk_brk(file, lineno, TCONF | TERRNO, cleanup_fn,
			"timerfd_create(%s) not supported", ltk_clock_name(clockid));
	} else if (rval == -1) {
		safe_fail("timerfd_create(%s,%d)", ltk_clock_name(clockid), flags);
	} else if (rval < 0) {
		safe_invalid(rval, "timerfd_create(%s,%d)", ltk_clock_name(clockid), flags);
	}
	return rval;
}

int safe_timerfd_gettime(LTK_SAFE_LOC, int fd, struct itimerspec *curr_value)
{
	int rval = timerfd_gettime(fd, curr_value);

	CLOCK_CHECK(rval, "timerfd_gettime(%d,%p)", fd, curr_value);
	return rval;
}

int safe_timerfd_settime(LTK_SAFE_LOC, int fd, int flags, const struct itimerspec *new_value,
			 struct itimerspec *old_value)
{
	int rval = timerfd_settime(fd, flags, new_value, old_value);

	CLOCK_CHECK(rval, "timerfd_settime(%d,%d,%p,%p)", fd, flags, new_value, old_value);
	return rval;
}
