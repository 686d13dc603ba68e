// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * alarm(2) through the raw system call, as man 2 alarm describes it:
 * - "arranges for a SIGALRM signal to be delivered to the calling process in seconds
 *   seconds": alarm(1), twice, each SIGALRM (blocked, taken with sigtimedwait()) no
 *   sooner than 1 s and at most 250 ms late (tst_timing, both samples);
 * - "returns the number of seconds remaining until any previously scheduled alarm was due
 *   to be delivered, or zero if there was no previously scheduled alarm": alarm(10) on
 *   no alarm returns 0 and ITIMER_REAL then reads 9..10 s; alarm(20) returns 10 (9 if the
 *   kernel rounds down) and ITIMER_REAL reads 19..20 s;
 * - "If seconds is zero, any pending alarm is canceled": alarm(0) returns 19..20 and
 *   ITIMER_REAL reads zero; no SIGALRM comes;
 * - alarms are not inherited by a child of fork(): its alarm(0) returns 0.
 */

#include <signal.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include "tst_test.h"
#include "tst_timing.h"

static struct tst_timing timing = {
	.name = "alarm(1) to SIGALRM",
	.expect_ns = TST_NS_PER_SEC,
	.percentile = 100,
	.late_ns = 250 * TST_NS_PER_MS,
};

static long sys_alarm(unsigned int s)
{
	return syscall(__NR_alarm, s);
}

static long real_ms(void)
{
	struct itimerval it;

	if (getitimer(ITIMER_REAL, &it))
		tst_brk(TBROK | TERRNO, "getitimer(ITIMER_REAL)");
	return it.it_value.tv_sec * 1000 + it.it_value.tv_usec / 1000;
}

static int expect(long ret, long lo, long hi, long ms_lo, long ms_hi, const char *call)
{
	long ms = real_ms();

	if (ret < lo || ret > hi || ms < ms_lo || ms > ms_hi) {
		tst_res(TFAIL, "%s returned %ld (expected %ld..%ld), ITIMER_REAL %ld ms (expected "
			"%ld..%ld)", call, ret, lo, hi, ms, ms_lo, ms_hi);
		return 1;
	}
	tst_res(TPASS, "%s returned %ld, ITIMER_REAL %ld ms", call, ret, ms);
	return 0;
}

static void run(void)
{
	struct timespec to = {5, 0};
	sigset_t alrm;
	int i;

	sigemptyset(&alrm);
	sigaddset(&alrm, SIGALRM);
	sys_alarm(0);
	if (expect(sys_alarm(10), 0, 0, 9000, 10000, "alarm(10)") ||
	    expect(sys_alarm(20), 9, 10, 19000, 20000, "alarm(20)"))
		return;
	if (!SAFE_FORK()) {
		TST_EXP_VAL(sys_alarm(0), 0, "alarm(0) in a child of a process with an alarm");
		exit(0);
	}
	tst_reap_children();
	if (expect(sys_alarm(0), 19, 20, 0, 0, "alarm(0)"))
		return;

	tst_timing_reset(&timing);
	for (i = 0; i < 2; i++) {
		long long start = tst_timing_now(CLOCK_MONOTONIC);

		TEST(sys_alarm(1));
		if (sigtimedwait(&alrm, NULL, &to) != SIGALRM) {
			tst_res(TFAIL | TERRNO, "no SIGALRM 5 s after alarm(1) (returned %ld)",
				TST_RET);
			return;
		}
		tst_timing_add(&timing, tst_timing_now(CLOCK_MONOTONIC) - start);
	}
	tst_timing_judge(&timing);
}

static void setup(void)
{
	sigset_t alrm;

	sigemptyset(&alrm);
	sigaddset(&alrm, SIGALRM);
	SAFE_SIGPROCMASK(SIG_BLOCK, &alrm, NULL);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.forks_child = 1,
};
