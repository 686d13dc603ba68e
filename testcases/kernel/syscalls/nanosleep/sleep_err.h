/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Fixture of the sleep errno tests (nanosleep02, clock_nanosleep02): a row asks for 1 s,
 * or, when a signal is to cut it, for 5 s with a 100 ms ITIMER_REAL armed (SIGALRM has an
 * empty handler, installed by sleep_err_setup(), which also sets bad_addr).
 *
 *	start = sleep_err_arm(tc->cut);
 *	TST_EXP_FAIL(nanosleep(req, rem), tc->exp_errno, ...);
 *	sleep_err_check(tc->cut, start);
 *
 * sleep_err_check() reports TFAIL when the failed call slept its whole request, or when a
 * cut one returned before the signal.
 */
#ifndef SLEEP_ERR_H__
#define SLEEP_ERR_H__

#include <signal.h>
#include <sys/time.h>
#include "tst_test.h"
#include "tst_timing.h"

static void *bad_addr;

static void sleep_err_handler(int sig)
{
	(void)sig;
}

static inline void sleep_err_setup(void)
{
	struct sigaction sa = {.sa_handler = sleep_err_handler};

	bad_addr = tst_get_bad_addr(NULL);
	SAFE_SIGACTION(SIGALRM, &sa, NULL);
}

/* Arms the 100 ms timer for a cut row; returns the CLOCK_MONOTONIC start */
static inline long long sleep_err_arm(int cut)
{
	struct itimerval it = {.it_value = {0, 100000}};

	if (cut && setitimer(ITIMER_REAL, &it, NULL))
		tst_brk(TBROK | TERRNO, "setitimer(ITIMER_REAL, 100 ms)");
	return tst_timing_now(CLOCK_MONOTONIC);
}

static inline void sleep_err_check(int cut, long long start)
{
	long long slept = tst_timing_now(CLOCK_MONOTONIC) - start;
	long long limit = (cut ? 5 : 1) * TST_NS_PER_SEC;

	if (slept >= limit)
		tst_res(TFAIL, "the failed call took %lld ms", slept / TST_NS_PER_MS);
	if (cut && slept < 100 * TST_NS_PER_MS)
		tst_res(TFAIL, "returned after %lld us, before the signal", slept / 1000);
}

#endif
