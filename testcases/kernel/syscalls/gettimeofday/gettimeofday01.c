// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * gettimeofday(2) through the raw system call, as man 2 gettimeofday describes it:
 * - "gives the number of seconds and microseconds since the Epoch": the value lies within
 *   CLOCK_REALTIME read before and after (truncated to the microsecond), tv_usec in
 *   0..999999; the buffers are pre-filled with a pattern the kernel must overwrite;
 * - the C library's (vDSO) gettimeofday() agrees: kernel value within two vDSO reads;
 * - tz receives the kernel's timezone, the same as the vDSO's, and "If either tv or tz is
 *   NULL, the corresponding structure is not set or returned": tv NULL fills tz alone,
 *   tz NULL fills tv alone.
 */

#include <sys/syscall.h>
#include <sys/time.h>
#include "tst_test.h"
#include "tst_timing.h"

#define PATTERN 0x5a5a5a5a

static long long tv_ns(struct timeval tv)
{
	return tv.tv_sec * TST_NS_PER_SEC + tv.tv_usec * TST_NS_PER_US;
}

static void run(void)
{
	struct timeval tv = {PATTERN, PATTERN}, lib1, lib2;
	struct timezone tz = {PATTERN, PATTERN}, libtz;
	long long before, after;

	before = tst_timing_now(CLOCK_REALTIME);
	TEST(syscall(__NR_gettimeofday, &tv, &tz));
	after = tst_timing_now(CLOCK_REALTIME);
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "gettimeofday(&tv, &tz) returned %ld", TST_RET);
		return;
	}
	if (tv.tv_usec < 0 || tv.tv_usec > 999999 || tv_ns(tv) < before - 999 ||
	    tv_ns(tv) > after) {
		tst_res(TFAIL, "gettimeofday() gave {%lld, %ld}, CLOCK_REALTIME [%lld, %lld] ns",
			(long long)tv.tv_sec, (long)tv.tv_usec, before, after);
		return;
	}
	tst_res(TPASS, "gettimeofday() within CLOCK_REALTIME read around it");

	gettimeofday(&lib1, &libtz);
	TEST(syscall(__NR_gettimeofday, &tv, NULL));
	gettimeofday(&lib2, NULL);
	if (TST_RET || tv_ns(tv) < tv_ns(lib1) || tv_ns(tv) > tv_ns(lib2))
		tst_res(TFAIL | TTERRNO, "gettimeofday(&tv, NULL) returned %ld, {%lld, %ld}, "
			"vDSO {%lld, %ld}..{%lld, %ld}", TST_RET, (long long)tv.tv_sec,
			(long)tv.tv_usec, (long long)lib1.tv_sec, (long)lib1.tv_usec,
			(long long)lib2.tv_sec, (long)lib2.tv_usec);
	else
		tst_res(TPASS, "gettimeofday(&tv, NULL) within two vDSO reads");

	if (tz.tz_minuteswest != libtz.tz_minuteswest || tz.tz_dsttime != libtz.tz_dsttime) {
		tst_res(TFAIL, "tz {%d, %d}, vDSO's {%d, %d}", tz.tz_minuteswest, tz.tz_dsttime,
			libtz.tz_minuteswest, libtz.tz_dsttime);
	} else {
		tst_res(TPASS, "tz {%d, %d} as the vDSO reports it", tz.tz_minuteswest,
			tz.tz_dsttime);
	}

	tz.tz_minuteswest = PATTERN;
	tz.tz_dsttime = PATTERN;
	TEST(syscall(__NR_gettimeofday, NULL, &tz));
	if (TST_RET || tz.tz_minuteswest != libtz.tz_minuteswest ||
	    tz.tz_dsttime != libtz.tz_dsttime)
		tst_res(TFAIL | TTERRNO, "gettimeofday(NULL, &tz) returned %ld, tz {%d, %d}",
			TST_RET, tz.tz_minuteswest, tz.tz_dsttime);
	else
		tst_res(TPASS, "gettimeofday(NULL, &tz) fills tz alone");
}

static struct tst_test test = {
	.test_all = run,
};
