// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clock_getres(2) errors, in the order of man 2 clock_getres, through the raw system call
 * (the vDSO would fault in user space instead of returning EFAULT):
 * - EFAULT: res outside the address space;
 * - EINVAL: clock id 1000 (also with res NULL: the id is checked even when nothing is
 *   returned), a CPU-time clock of a reaped process, a dynamic clock id of /dev/null.
 * A failed call leaves the caller's buffer untouched.
 *
 * Not provoked: EACCES, the settime EINVAL and EPERM entries concern clock_settime()
 * (clock_settime/); ENODEV and ENOTSUP need a hot-pluggable dynamic POSIX clock device.
 */

#include "tst_test.h"
#include "../clock_common/clock_common.h"

static struct clk_read_case tcases[] = {
	{NULL, CLOCK_MONOTONIC, CLK_BUF_BAD, EFAULT,
	 "CLOCK_MONOTONIC, res outside the address space"},
	CLK_READ_EINVAL_ROWS,
	{NULL, 1000, CLK_BUF_NULL, EINVAL, "clock id 1000, res NULL"},
};

CLK_READ_TEST(clock_getres, tcases);
