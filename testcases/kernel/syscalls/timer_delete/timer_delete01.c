// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timer_delete(2) as man 2 timer_delete describes it (raw system calls): "deletes the
 * timer whose ID is given in timerid. If the timer was armed at the time of this call, it
 * is disarmed before being deleted":
 * - a timer armed for 20 ms and deleted at once never signals (100 ms watched);
 * - the deleted id is gone: timer_gettime() and timer_settime() on it fail with EINVAL;
 * - a second timer, alive beside it, still works (signals after 10 ms).
 */

#include "tst_test.h"
#include "../timer_create/posix_timer.h"

static void run(void)
{
	struct itimerspec ts = pt_spec(20 * TST_NS_PER_MS, 0), cur;
	int doomed, other;
	siginfo_t si;

	doomed = pt_make(CLOCK_MONOTONIC, 1);
	other = pt_make(CLOCK_MONOTONIC, 2);
	if (pt_settime(doomed, 0, &ts, NULL))
		tst_brk(TBROK | TERRNO, "timer_settime(20 ms)");
	TST_EXP_PASS(pt_delete(doomed), "timer_delete() of an armed timer");
	if (pt_wait(PT_SIG, &si, 100 * TST_NS_PER_MS))
		tst_res(TFAIL, "the deleted timer signalled (sival_int %d)", si.si_value.sival_int);
	else
		tst_res(TPASS, "no signal from the deleted timer in 100 ms");
	TST_EXP_FAIL(pt_gettime(doomed, &cur), EINVAL, "timer_gettime() of the deleted id");
	TST_EXP_FAIL(pt_settime(doomed, 0, &ts, NULL), EINVAL,
		     "timer_settime() of the deleted id");

	ts = pt_spec(10 * TST_NS_PER_MS, 0);
	if (pt_settime(other, 0, &ts, NULL))
		tst_brk(TBROK | TERRNO, "timer_settime(other, 10 ms)");
	if (!pt_wait(PT_SIG, &si, 10 * TST_NS_PER_SEC) || si.si_value.sival_int != 2)
		tst_res(TFAIL, "the other timer did not signal");
	else
		tst_res(TPASS, "the other timer still signals");
	pt_delete(other);
}

static void setup(void)
{
	pt_block(PT_SIG);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
};
