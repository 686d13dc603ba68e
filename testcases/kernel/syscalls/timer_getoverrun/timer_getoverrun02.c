// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timer_getoverrun(2) errors, in the order of man 2 timer_getoverrun (raw system call):
 * - EINVAL: a timer id never created (INT_MAX), a deleted one, -1.
 */

#include "tst_test.h"
#include "../timer_create/posix_timer.h"

static int deleted, nonexistent = 0x7fffffff, minus_one = -1;

static struct tcase {
	int *id;
	const char *desc;
} tcases[] = {
	{&nonexistent, "timer id INT_MAX"},
	{&deleted, "a deleted timer id"},
	{&minus_one, "timer id -1"},
};

static void run(unsigned int n)
{
	TST_EXP_FAIL(pt_getoverrun(*tcases[n].id), EINVAL, "timer_getoverrun(%s)",
		     tcases[n].desc);
}

static void setup(void)
{
	deleted = pt_make(CLOCK_MONOTONIC, 0);
	pt_delete(deleted);
}

static struct tst_test test = {
	.setup = setup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
};
