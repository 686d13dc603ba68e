// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timer_delete(2) errors, in the order of man 2 timer_delete (raw system call):
 * - EINVAL: a timer id never created (INT_MAX), one already deleted, -1.
 * A live timer beside them is not deleted by the failed calls: timer_gettime() on it
 * still succeeds.
 */

#include "tst_test.h"
#include "../timer_create/posix_timer.h"

static int timer = -1, deleted, nonexistent = 0x7fffffff, minus_one = -1;

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
	struct itimerspec cur;

	TST_EXP_FAIL(pt_delete(*tcases[n].id), EINVAL, "timer_delete(%s)", tcases[n].desc);
	if (pt_gettime(timer, &cur))
		tst_res(TFAIL | TERRNO, "the live timer %d is gone", timer);
}

static void setup(void)
{
	deleted = pt_make(CLOCK_MONOTONIC, 0);
	if (pt_delete(deleted))
		tst_brk(TBROK | TERRNO, "timer_delete(%d)", deleted);
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
};
