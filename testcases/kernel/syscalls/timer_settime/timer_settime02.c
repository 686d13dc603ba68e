// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timer_settime(2) errors, in the order of man 2 timer_settime (raw system call):
 * - EFAULT: new_value outside the address space; old_value outside it;
 * - EINVAL: a timer id never created (INT_MAX), a deleted one, -1;
 * - EINVAL: it_value.tv_sec -1, it_value.tv_nsec -1 and 1000000000, it_interval.tv_nsec
 *   1000000000.
 * The timer is armed for 100 s beforehand; after each failed row timer_gettime() still
 * shows 99..100 s and the 100 s interval.
 */

#include "tst_test.h"
#include "../timer_create/posix_timer.h"

static void *bad_addr;
static struct itimerspec *nv, *ov;
static int timer = -1, deleted, nonexistent = 0x7fffffff, minus_one = -1;

static struct tcase {
	int *id;
	int bad_new;
	int bad_old;
	long long sec;
	long nsec;
	long interval_nsec;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&timer, 1, 0, 1, 0, 0, EFAULT, "new_value outside the address space"},
	{&timer, 0, 1, 100, 0, 0, EFAULT, "old_value outside the address space"},
	{&nonexistent, 0, 0, 1, 0, 0, EINVAL, "timer id INT_MAX"},
	{&deleted, 0, 0, 1, 0, 0, EINVAL, "a deleted timer id"},
	{&minus_one, 0, 0, 1, 0, 0, EINVAL, "timer id -1"},
	{&timer, 0, 0, -1, 0, 0, EINVAL, "it_value.tv_sec -1"},
	{&timer, 0, 0, 1, -1, 0, EINVAL, "it_value.tv_nsec -1"},
	{&timer, 0, 0, 1, 1000000000, 0, EINVAL, "it_value.tv_nsec 1000000000"},
	{&timer, 0, 0, 1, 0, 1000000000, EINVAL, "it_interval.tv_nsec 1000000000"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct itimerspec hundred = pt_spec(100 * TST_NS_PER_SEC, 100 * TST_NS_PER_SEC), cur;

	if (pt_settime(timer, 0, &hundred, NULL))
		tst_brk(TBROK | TERRNO, "timer_settime(100 s)");
	*nv = hundred;
	nv->it_value.tv_sec = tc->sec;
	nv->it_value.tv_nsec = tc->nsec;
	nv->it_interval.tv_nsec = tc->interval_nsec;
	TST_EXP_FAIL(pt_settime(*tc->id, 0, tc->bad_new ? bad_addr : nv,
				tc->bad_old ? bad_addr : ov), tc->exp_errno, "timer_settime(%s)",
		     tc->desc);
	if (pt_gettime(timer, &cur))
		tst_brk(TBROK | TERRNO, "timer_gettime()");
	if (cur.it_value.tv_sec < 99 || pt_ns(cur.it_value) > 100 * TST_NS_PER_SEC ||
	    pt_ns(cur.it_interval) != 100 * TST_NS_PER_SEC)
		tst_res(TFAIL, "the timer now reads %lld / %lld ns", pt_ns(cur.it_value),
			pt_ns(cur.it_interval));
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	pt_block(PT_SIG);
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
		{&nv, .size = sizeof(*nv)},
		{&ov, .size = sizeof(*ov)},
		{},
	},
};
