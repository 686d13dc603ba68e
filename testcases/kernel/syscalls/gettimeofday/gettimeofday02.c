// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * gettimeofday(2) errors, in the order of man 2 gettimeofday, through the raw system call
 * (the vDSO would fault in user space instead):
 * - EFAULT: tv outside the address space; tz outside it (with a valid tv).
 *
 * Not provoked: the EINVAL and EPERM entries concern settimeofday() (settimeofday/).
 */

#include <sys/syscall.h>
#include <sys/time.h>
#include "tst_test.h"

static void *bad_addr;
static struct timeval *tv;
static struct timezone *tz;

static struct tcase {
	int bad_tv;
	int bad_tz;
	const char *desc;
} tcases[] = {
	{1, 0, "tv outside the address space"},
	{0, 1, "tz outside the address space"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	TST_EXP_FAIL(syscall(__NR_gettimeofday, tc->bad_tv ? bad_addr : tv,
			     tc->bad_tz ? bad_addr : tz), EFAULT, "gettimeofday(%s)", tc->desc);
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.setup = setup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.bufs = (struct tst_buffers []) {
		{&tv, .size = sizeof(*tv)},
		{&tz, .size = sizeof(*tz)},
		{},
	},
};
