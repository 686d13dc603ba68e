// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setitimer(2) errors, in the order of man 2 setitimer:
 * - EFAULT: new_value outside the address space; old_value outside it (new_value
 *   disarming the unarmed ITIMER_VIRTUAL, so the row changes nothing);
 * - EINVAL: which 3 and -1; tv_usec -1 and 1000000 in it_value, 1000000 in it_interval.
 * ITIMER_REAL is armed with alarm(100) beforehand: after each failed row getitimer()
 * still shows a value of 99..100 s and no interval.
 */

#include <sys/syscall.h>
#include <sys/time.h>
#include "tst_test.h"

static void *bad_addr;
static struct itimerval *val, *old;

static struct tcase {
	int which;
	int bad_new;
	int bad_old;
	long value_usec;
	long interval_usec;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{ITIMER_REAL, 1, 0, 0, 0, EFAULT, "ITIMER_REAL, new_value outside the address space"},
	{ITIMER_VIRTUAL, 0, 1, 0, 0, EFAULT, "ITIMER_VIRTUAL, old_value outside the address space"},
	{3, 0, 0, 1000, 0, EINVAL, "which 3"},
	{-1, 0, 0, 1000, 0, EINVAL, "which -1"},
	{ITIMER_REAL, 0, 0, -1, 0, EINVAL, "ITIMER_REAL, it_value.tv_usec -1"},
	{ITIMER_REAL, 0, 0, 1000000, 0, EINVAL, "ITIMER_REAL, it_value.tv_usec 1000000"},
	{ITIMER_REAL, 0, 0, 1000, 1000000, EINVAL, "ITIMER_REAL, it_interval.tv_usec 1000000"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct itimerval now;

	alarm(100);
	memset(val, 0, sizeof(*val));
	val->it_value.tv_usec = tc->value_usec;
	val->it_interval.tv_usec = tc->interval_usec;
	TST_EXP_FAIL(syscall(__NR_setitimer, tc->which, tc->bad_new ? bad_addr : val,
			     tc->bad_old ? bad_addr : old), tc->exp_errno, "setitimer(%s)",
		     tc->desc);
	if (getitimer(ITIMER_REAL, &now))
		tst_brk(TBROK | TERRNO, "getitimer(ITIMER_REAL)");
	if (now.it_interval.tv_sec || now.it_interval.tv_usec ||
	    now.it_value.tv_sec < 99 || now.it_value.tv_sec > 100)
		tst_res(TFAIL, "ITIMER_REAL now interval {%ld, %ld}, value {%ld, %ld}",
			(long)now.it_interval.tv_sec, (long)now.it_interval.tv_usec,
			(long)now.it_value.tv_sec, (long)now.it_value.tv_usec);
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static void cleanup(void)
{
	alarm(0);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.bufs = (struct tst_buffers []) {
		{&val, .size = sizeof(*val)},
		{&old, .size = sizeof(*old)},
		{},
	},
};
