// SPDX-License-Identifier: GPL-2.0-or-later
/* Clock access by raw syscall (64-bit time where the architecture has both forms). */
#include <errno.h>
#include <stdint.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "tst_clocks.h"
#include "lapi/posix_clocks.h"

/* The kernel's 64-bit timespec, used by the *_time64 syscalls on 32-bit architectures. */
struct kts64 {
	int64_t sec;
	int64_t nsec;
};

static int clock_call(long nr64, long nr, clockid_t clk_id, struct timespec *ts, int to_kernel)
{
#if defined(__NR_clock_gettime64) && __SIZEOF_LONG__ == 4
	struct kts64 k;
	long ret;

	if (to_kernel && ts) {
		k.sec = ts->tv_sec;
		k.nsec = ts->tv_nsec;
	}
	ret = syscall(nr64, clk_id, ts ? &k : NULL);
	if (ret == -1 && errno == ENOSYS)
		return syscall(nr, clk_id, ts);
	if (!ret && !to_kernel && ts) {
		ts->tv_sec = k.sec;
		ts->tv_nsec = k.nsec;
	}
	return ret;
#else
	(void)nr64;
	(void)to_kernel;
	return syscall(nr, clk_id, ts);
#endif
}

#ifndef __NR_clock_gettime64
# define __NR_clock_gettime64 -1
# define __NR_clock_getres_time64 -1
# define __NR_clock_settime64 -1
#endif

int tst_clock_getres(clockid_t clk_id, struct timespec *res)
{
	return clock_call(__NR_clock_getres_time64, __NR_clock_getres, clk_id, res, 0);
}

int tst_clock_gettime(clockid_t clk_id, struct timespec *ts)
{
	return clock_call(__NR_clock_gettime64, __NR_clock_gettime, clk_id, ts, 0);
}

int tst_clock_settime(clockid_t clk_id, struct timespec *ts)
{
	return clock_call(__NR_clock_settime64, __NR_clock_settime, clk_id, ts, 1);
}

const char *tst_clock_name(clockid_t clk_id)
{
	switch (clk_id) {
	case CLOCK_REALTIME:
		return "CLOCK_REALTIME";
	case CLOCK_MONOTONIC:
		return "CLOCK_MONOTONIC";
	case CLOCK_PROCESS_CPUTIME_ID:
		return "CLOCK_PROCESS_CPUTIME_ID";
	case CLOCK_THREAD_CPUTIME_ID:
		return "CLOCK_THREAD_CPUTIME_ID";
	case CLOCK_MONOTONIC_RAW:
		return "CLOCK_MONOTONIC_RAW";
	case CLOCK_REALTIME_COARSE:
		return "CLOCK_REALTIME_COARSE";
	case CLOCK_MONOTONIC_COARSE:
		return "CLOCK_MONOTONIC_COARSE";
	case CLOCK_BOOTTIME:
		return "CLOCK_BOOTTIME";
	case CLOCK_REALTIME_ALARM:
		return "CLOCK_REALTIME_ALARM";
	case CLOCK_BOOTTIME_ALARM:
		return "CLOCK_BOOTTIME_ALARM";
	case CLOCK_TAI:
		return "CLOCK_TAI";
	default:
		return "INVALID/UNKNOWN CLOCK";
	}
}

time_t tst_get_fs_timestamp(void)
{
	struct timespec ts;

	/* File systems stamp files from the coarse clock, which may lag the fine one. */
	if (tst_clock_gettime(CLOCK_REALTIME_COARSE, &ts))
		return time(NULL);
	return ts.tv_sec;
}
