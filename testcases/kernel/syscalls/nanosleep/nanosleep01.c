// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * nanosleep(2) as man 2 nanosleep describes it:
 * - "suspends the execution of the calling thread until either at least the time
 *   specified in *req has elapsed, or ...": 1 ms, 10 ms and 50 ms sleeps, sampled; no
 *   sample is shorter than asked, the median is at most 100 ms late (tst_timing);
 * - "If the call is interrupted by a signal handler, nanosleep() returns -1, sets errno to
 *   EINTR, and writes the remaining time into the structure pointed to by rem": a 5 s
 *   sleep cut by a 100 ms ITIMER_REAL; rem is at least 5 s minus the time slept and less
 *   than 5 s; this holds with SA_RESTART too (man 7 signal: nanosleep is never
 *   restarted);
 * - "measures the time against the CLOCK_MONOTONIC clock".
 */

#include <signal.h>
#include <sys/time.h>
#include "tst_test.h"
#include "tst_timing.h"

static struct tst_timing timing = {
	.percentile = 50,
	.late_ns = 100 * TST_NS_PER_MS,
};

static const struct {
	long long ms;
	unsigned int samples;
} lengths[] = {
	{1, 40}, {10, 20}, {50, 6},
};

static volatile sig_atomic_t alarms;

static void handler(int sig)
{
	(void)sig;
	alarms++;
}

static void sample(long long ms, unsigned int n)
{
	struct timespec req = {ms / 1000, ms % 1000 * TST_NS_PER_MS};
	char name[32];
	unsigned int i;

	snprintf(name, sizeof(name), "nanosleep(%lld ms)", ms);
	timing.name = name;
	timing.expect_ns = ms * TST_NS_PER_MS;
	tst_timing_reset(&timing);
	for (i = 0; i < n; i++) {
		long long start = tst_timing_now(CLOCK_MONOTONIC);

		TEST(nanosleep(&req, NULL));
		if (TST_RET) {
			tst_res(TFAIL | TTERRNO, "nanosleep(%lld ms) returned %ld", ms, TST_RET);
			return;
		}
		tst_timing_add(&timing, tst_timing_now(CLOCK_MONOTONIC) - start);
	}
	tst_timing_judge(&timing);
}

static void interrupted(int flags)
{
	struct sigaction sa = {.sa_handler = handler, .sa_flags = flags};
	struct itimerval it = {.it_value = {0, 100000}};
	struct timespec req = {5, 0}, rem = {-1, -1};
	long long start, slept, left, req_ns = 5 * TST_NS_PER_SEC;
	const char *how = flags ? "SA_RESTART" : "no SA_RESTART";

	SAFE_SIGACTION(SIGALRM, &sa, NULL);
	alarms = 0;
	start = tst_timing_now(CLOCK_MONOTONIC);
	if (setitimer(ITIMER_REAL, &it, NULL))
		tst_brk(TBROK | TERRNO, "setitimer(ITIMER_REAL, 100 ms)");
	TEST(nanosleep(&req, &rem));
	slept = tst_timing_now(CLOCK_MONOTONIC) - start;
	if (TST_RET != -1 || TST_ERR != EINTR) {
		tst_res(TFAIL | TTERRNO, "nanosleep(5 s) cut by SIGALRM (%s) returned %ld, "
			"expected -1 EINTR", how, TST_RET);
		return;
	}
	if (alarms != 1) {
		tst_res(TFAIL, "EINTR, but the handler ran %d times", (int)alarms);
		return;
	}
	left = rem.tv_sec * TST_NS_PER_SEC + rem.tv_nsec;
	if (rem.tv_nsec < 0 || rem.tv_nsec >= TST_NS_PER_SEC || left < req_ns - slept ||
	    left >= req_ns) {
		tst_res(TFAIL, "EINTR (%s) after %lld us: rem {%lld, %ld}, expected %lld us "
			"to < 5 s", how, slept / 1000, (long long)rem.tv_sec, rem.tv_nsec,
			(req_ns - slept) / 1000);
		return;
	}
	tst_res(TPASS, "EINTR (%s) after %lld us, rem %lld us", how, slept / 1000, left / 1000);
}

static void run(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(lengths); i++)
		sample(lengths[i].ms, lengths[i].samples);
	interrupted(0);
	interrupted(SA_RESTART);
}

static struct tst_test test = {
	.test_all = run,
};
