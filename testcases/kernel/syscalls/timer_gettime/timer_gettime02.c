// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timer_gettime(2) errors, in the order of man 2 timer_gettime (raw system call):
 * - EFAULT: curr_value outside the address space;
 * - EINVAL: a timer id never created (INT_MAX), a deleted one, -1.
 * A failed call leaves the caller's buffer untouched.
 */

#include "tst_test.h"
#include "../timer_create/posix_timer.h"

#define PATTERN 0x5a5a5a5a

static void *bad_addr;
static struct itimerspec *cur;
static int timer = -1, deleted, nonexistent = 0x7fffffff, minus_one = -1;

static struct tcase {
	int *id;
	int bad;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&timer, 1, EFAULT, "curr_value outside the address space"},
	{&nonexistent, 0, EINVAL, "timer id INT_MAX"},
	{&deleted, 0, EINVAL, "a deleted timer id"},
	{&minus_one, 0, EINVAL, "timer id -1"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	cur->it_value.tv_sec = PATTERN;
	TST_EXP_FAIL(pt_gettime(*tc->id, tc->bad ? bad_addr : cur), tc->exp_errno,
		     "timer_gettime(%s)", tc->desc);
	if (cur->it_value.tv_sec != PATTERN)
		tst_res(TFAIL, "the failed call wrote to the buffer");
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	deleted = pt_make(CLOCK_MONOTONIC, 0);
	pt_delete(deleted);
	timer = pt_make(CLOCK_MONOTONIC, 1);
}

static void cleanup(void)
{
	if (timer >= 0)
		pt_delete(timer);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.bufs = (struct tst_buffers []) {
		{&cur, .size = sizeof(*cur)},
		{},
	},
};
