// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getitimer(2) errors, in the order of man 2 getitimer:
 * - EFAULT: curr_value outside the address space;
 * - EINVAL: which 3 and -1.
 * A failed call leaves the caller's buffer untouched.
 */

#include <sys/syscall.h>
#include <sys/time.h>
#include "tst_test.h"

#define PATTERN 0x5a5a5a5a

static void *bad_addr;
static struct itimerval *it;

static struct tcase {
	int which;
	int bad;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{ITIMER_REAL, 1, EFAULT, "ITIMER_REAL, curr_value outside the address space"},
	{3, 0, EINVAL, "which 3"},
	{-1, 0, EINVAL, "which -1"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	it->it_value.tv_sec = PATTERN;
	TST_EXP_FAIL(syscall(__NR_getitimer, tc->which, tc->bad ? bad_addr : it),
		     tc->exp_errno, "getitimer(%s)", tc->desc);
	if (it->it_value.tv_sec != PATTERN)
		tst_res(TFAIL, "the failed call wrote %ld to the buffer",
			(long)it->it_value.tv_sec);
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
		{&it, .size = sizeof(*it)},
		{},
	},
};
