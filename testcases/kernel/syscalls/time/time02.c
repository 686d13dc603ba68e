// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * time(2) errors, in the order of man 2 time, through the raw system call (the vDSO would
 * raise SIGSEGV instead, as BUGS says):
 * - EFAULT: tloc outside the address space.
 */

#include <sys/syscall.h>
#include "tst_test.h"

static void *bad_addr;

static void run(void)
{
	TST_EXP_FAIL(syscall(__NR_time, bad_addr), EFAULT, "time(tloc outside the address space)");
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
};
