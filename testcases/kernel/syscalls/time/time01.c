// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * time(2) through the raw system call, as man 2 time describes it:
 * - "returns the time as the number of seconds since the Epoch": between the coarse
 *   realtime clock's seconds read before and CLOCK_REALTIME's read after (the kernel
 *   answers from the coarse clock, which may lag the fine one by a tick);
 * - "If tloc is non-NULL, the return value is also stored in the memory pointed to by
 *   tloc": pre-filled with a pattern, it holds the returned value;
 * - the C library's time() (the vDSO) agrees: the kernel's value within two of its reads.
 */

#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_timing.h"

#define PATTERN 0x5a5a5a5a

static void run(void)
{
	time_t tloc = PATTERN, lib1, lib2;
	long long before, after;

	before = tst_timing_now(CLOCK_REALTIME_COARSE) / TST_NS_PER_SEC;
	TEST(syscall(__NR_time, &tloc));
	after = tst_timing_now(CLOCK_REALTIME) / TST_NS_PER_SEC;
	if (TST_RET < before || TST_RET > after || tloc != TST_RET)
		tst_res(TFAIL | TTERRNO, "time(&tloc) returned %ld, tloc %lld, expected %lld..%lld",
			TST_RET, (long long)tloc, before, after);
	else
		tst_res(TPASS, "time(&tloc) returned %ld, stored in tloc", TST_RET);

	lib1 = time(NULL);
	TEST(syscall(__NR_time, NULL));
	lib2 = time(NULL);
	if (TST_RET < lib1 || TST_RET > lib2)
		tst_res(TFAIL | TTERRNO, "time(NULL) returned %ld, vDSO's %lld..%lld", TST_RET,
			(long long)lib1, (long long)lib2);
	else
		tst_res(TPASS, "time(NULL) within two vDSO reads");
}

static struct tst_test test = {
	.test_all = run,
};
