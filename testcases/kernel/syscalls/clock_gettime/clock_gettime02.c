// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clock_gettime(2) errors, in the order of man 2 clock_gettime, through the raw system
 * call (the vDSO would fault in user space instead of returning EFAULT):
 * - EFAULT: tp points outside the accessible address space;
 * - EINVAL: a System-V style clock id out of range (MAX_CLOCKS and beyond), a CPU-time
 *   clock of a process that no longer exists, and a dynamic clock id (FD_TO_CLOCKID) of
 *   an open file that is not a clock device (/dev/null).
 * A failed call leaves the caller's buffer untouched.
 *
 * Not provoked: EACCES, EINVAL for tv_sec/tv_nsec, EINVAL not settable, EINVAL below
 * CLOCK_MONOTONIC and EPERM concern clock_settime() (tested in clock_settime/); ENODEV and
 * ENOTSUP need a hot-pluggable dynamic POSIX clock device (a PTP clock) that a test cannot
 * create.
 */

#include "tst_test.h"
#include "../clock_common/clock_common.h"

static struct clk_read_case tcases[] = {
	{NULL, CLOCK_REALTIME, CLK_BUF_BAD, EFAULT, "CLOCK_REALTIME, tp outside the address space"},
	{NULL, CLOCK_MONOTONIC, CLK_BUF_BAD, EFAULT,
	 "CLOCK_MONOTONIC, tp outside the address space"},
	{NULL, 16, CLK_BUF_OK, EINVAL, "clock id 16 (MAX_CLOCKS)"},
	{NULL, 0x7fffffff, CLK_BUF_OK, EINVAL, "clock id INT_MAX"},
	CLK_READ_EINVAL_ROWS,
};

CLK_READ_TEST(clock_gettime, tcases);
