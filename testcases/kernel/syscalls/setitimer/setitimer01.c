// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setitimer(2) as man 2 setitimer describes it, each signal received with sigtimedwait()
 * (blocked, so nothing is lost; 10 s without it is TFAIL):
 * - ITIMER_REAL "counts down in real (i.e., wall clock) time. At each expiration, a
 *   SIGALRM signal is generated": 20 ms one-shots, sampled from before the call to the
 *   signal, none early, the median at most 100 ms late (tst_timing);
 * - "If either field in new_value.it_interval is nonzero, then the timer will be reloaded":
 *   a 10 ms periodic timer gives 5 signals no sooner than 50 ms; disarming it
 *   ("new_value.it_value zero") returns in old_value the 10 ms interval and a value in
 *   (0, 10 ms], and then no SIGALRM comes in 50 ms;
 * - ITIMER_VIRTUAL "counts down against the user-mode CPU time consumed by the process"
 *   and sends SIGVTALRM; ITIMER_PROF "against the total (user and system) CPU time" and
 *   sends SIGPROF: 30 ms timers while the process burns CPU (system calls included for
 *   PROF); at the signal the process's CPU time advanced by at least 30 ms less two ticks
 *   (the kernel charges CPU time by the tick).
 */

#include <signal.h>
#include <sys/time.h>
#include <unistd.h>
#include "tst_test.h"
#include "tst_timing.h"

static struct tst_timing timing = {
	.name = "ITIMER_REAL 20 ms to SIGALRM",
	.expect_ns = 20 * TST_NS_PER_MS,
	.percentile = 50,
	.late_ns = 100 * TST_NS_PER_MS,
};

static sigset_t sigs;
static long long tick_ns;

static int wait_sig(int sig, long long timeout_ns)
{
	struct timespec ts = {timeout_ns / TST_NS_PER_SEC, timeout_ns % TST_NS_PER_SEC};
	sigset_t one;
	int ret;

	sigemptyset(&one);
	sigaddset(&one, sig);
	ret = sigtimedwait(&one, NULL, &ts);
	if (ret == -1 && errno != EAGAIN)
		tst_brk(TBROK | TERRNO, "sigtimedwait()");
	return ret == sig;
}

static void arm(int which, long long value_us, long long interval_us, struct itimerval *old)
{
	struct itimerval it = {
		.it_interval = {interval_us / 1000000, interval_us % 1000000},
		.it_value = {value_us / 1000000, value_us % 1000000},
	};

	TEST(setitimer(which, &it, old));
	if (TST_RET)
		tst_res(TFAIL | TTERRNO, "setitimer(%d, %lld us, interval %lld us) returned %ld",
			which, value_us, interval_us, TST_RET);
}

static void real_oneshot(void)
{
	int i;

	tst_timing_reset(&timing);
	for (i = 0; i < 10; i++) {
		long long start = tst_timing_now(CLOCK_MONOTONIC);

		arm(ITIMER_REAL, 20000, 0, NULL);
		if (TST_RET)
			return;
		if (!wait_sig(SIGALRM, 10 * TST_NS_PER_SEC)) {
			tst_res(TFAIL, "no SIGALRM within 10 s of a 20 ms ITIMER_REAL");
			return;
		}
		tst_timing_add(&timing, tst_timing_now(CLOCK_MONOTONIC) - start);
	}
	tst_timing_judge(&timing);
}

static void real_periodic(void)
{
	struct itimerval old;
	long long start, took;
	int i;

	start = tst_timing_now(CLOCK_MONOTONIC);
	arm(ITIMER_REAL, 10000, 10000, NULL);
	if (TST_RET)
		return;
	for (i = 0; i < 5; i++) {
		if (!wait_sig(SIGALRM, 10 * TST_NS_PER_SEC)) {
			tst_res(TFAIL, "SIGALRM %d of a 10 ms periodic timer missing", i + 1);
			arm(ITIMER_REAL, 0, 0, NULL);
			return;
		}
	}
	took = tst_timing_now(CLOCK_MONOTONIC) - start;
	arm(ITIMER_REAL, 0, 0, &old);
	if (took < 50 * TST_NS_PER_MS)
		tst_res(TFAIL, "5 periods of 10 ms took %lld us", took / 1000);
	else
		tst_res(TPASS, "5 periods of 10 ms took %lld us", took / 1000);
	if (old.it_interval.tv_sec || old.it_interval.tv_usec != 10000 ||
	    old.it_value.tv_sec || old.it_value.tv_usec <= 0 || old.it_value.tv_usec > 10000)
		tst_res(TFAIL, "disarming: old_value interval {%ld, %ld}, value {%ld, %ld}",
			(long)old.it_interval.tv_sec, (long)old.it_interval.tv_usec,
			(long)old.it_value.tv_sec, (long)old.it_value.tv_usec);
	else
		tst_res(TPASS, "disarming: old_value interval 10000 us, value %ld us",
			(long)old.it_value.tv_usec);
	/* One period may have fired between the last wait and the disarm. */
	wait_sig(SIGALRM, 0);
	if (wait_sig(SIGALRM, 50 * TST_NS_PER_MS))
		tst_res(TFAIL, "SIGALRM after the timer was disarmed");
	else
		tst_res(TPASS, "no SIGALRM in 50 ms after disarming");
}

static void cpu_timer(int which, int sig, const char *name)
{
	long long c0, w0, used;
	int got = 0;

	c0 = tst_timing_now(CLOCK_PROCESS_CPUTIME_ID);
	w0 = tst_timing_now(CLOCK_MONOTONIC);
	arm(which, 30000, 0, NULL);
	if (TST_RET)
		return;
	while (!got && tst_timing_now(CLOCK_MONOTONIC) - w0 < 10 * TST_NS_PER_SEC) {
		if (which == ITIMER_PROF)
			getppid();
		got = wait_sig(sig, 0);
	}
	used = tst_timing_now(CLOCK_PROCESS_CPUTIME_ID) - c0;
	if (!got)
		tst_res(TFAIL, "%s: no signal after %lld ms of CPU time", name, used / 1000000);
	else if (used < 30 * TST_NS_PER_MS - 2 * tick_ns)
		tst_res(TFAIL, "%s 30 ms: signal after %lld us of CPU time", name, used / 1000);
	else
		tst_res(TPASS, "%s 30 ms: signal after %lld us of CPU time", name, used / 1000);
}

static void run(void)
{
	real_oneshot();
	real_periodic();
	cpu_timer(ITIMER_VIRTUAL, SIGVTALRM, "ITIMER_VIRTUAL");
	cpu_timer(ITIMER_PROF, SIGPROF, "ITIMER_PROF");
}

static void setup(void)
{
	struct timespec res;

	sigemptyset(&sigs);
	sigaddset(&sigs, SIGALRM);
	sigaddset(&sigs, SIGVTALRM);
	sigaddset(&sigs, SIGPROF);
	SAFE_SIGPROCMASK(SIG_BLOCK, &sigs, NULL);
	/* The coarse clock advances by the tick. */
	if (clock_getres(CLOCK_MONOTONIC_COARSE, &res))
		tst_brk(TBROK | TERRNO, "clock_getres(CLOCK_MONOTONIC_COARSE)");
	tick_ns = res.tv_nsec;
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
};
