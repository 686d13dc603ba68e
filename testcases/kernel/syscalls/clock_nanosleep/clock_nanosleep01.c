// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clock_nanosleep(2) as man 2 clock_nanosleep describes it (raw system call, which
 * returns -1 and sets errno, where the C library returns the error number):
 * - relative sleeps of 10 ms against CLOCK_REALTIME, CLOCK_TAI, CLOCK_MONOTONIC and
 *   CLOCK_BOOTTIME: no sample shorter than asked (measured on CLOCK_MONOTONIC, and on
 *   CLOCK_BOOTTIME for that clock), the median at most 100 ms late (tst_timing);
 * - TIMER_ABSTIME: "request is interpreted as an absolute time as measured by the clock":
 *   for CLOCK_REALTIME, CLOCK_MONOTONIC and CLOCK_BOOTTIME a target 10 ms ahead; on
 *   return the clock has reached the target, the median at most 100 ms late;
 *   a target in the past returns 0 at once;
 * - CLOCK_PROCESS_CPUTIME_ID: 20 ms of the process's CPU time, burnt by a second thread,
 *   have passed when the sleep ends;
 * - EINTR: a relative 5 s sleep cut by a 100 ms ITIMER_REAL returns EINTR and writes the
 *   remaining time (at least 5 s minus the time slept, less than 5 s) to remain; with
 *   TIMER_ABSTIME "remain is unused", the buffer keeps its contents.
 */

#include <pthread.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"
#include "tst_timing.h"

#define PATTERN 0x5a5a5a5aL

static struct tst_timing timing = {
	.expect_ns = 10 * TST_NS_PER_MS,
	.percentile = 50,
	.late_ns = 100 * TST_NS_PER_MS,
};

static const struct clk {
	clockid_t id;
	const char *name;
	clockid_t measure;
} clocks[] = {
	{CLOCK_REALTIME, "CLOCK_REALTIME", CLOCK_MONOTONIC},
	{CLOCK_TAI, "CLOCK_TAI", CLOCK_MONOTONIC},
	{CLOCK_MONOTONIC, "CLOCK_MONOTONIC", CLOCK_MONOTONIC},
	{CLOCK_BOOTTIME, "CLOCK_BOOTTIME", CLOCK_BOOTTIME},
};

static volatile int burning;

static long sys_sleep(clockid_t id, int flags, struct timespec *req, struct timespec *rem)
{
	return syscall(__NR_clock_nanosleep, id, flags, req, rem);
}

static struct timespec ns_ts(long long ns)
{
	return (struct timespec){ns / TST_NS_PER_SEC, ns % TST_NS_PER_SEC};
}

static void relative(const struct clk *c)
{
	struct timespec req = ns_ts(timing.expect_ns);
	char name[64];
	int i;

	snprintf(name, sizeof(name), "clock_nanosleep(%s, 10 ms)", c->name);
	timing.name = name;
	tst_timing_reset(&timing);
	for (i = 0; i < 10; i++) {
		long long start = tst_timing_now(c->measure);

		TEST(sys_sleep(c->id, 0, &req, NULL));
		if (TST_RET) {
			tst_res(TFAIL | TTERRNO, "%s returned %ld", name, TST_RET);
			return;
		}
		tst_timing_add(&timing, tst_timing_now(c->measure) - start);
	}
	tst_timing_judge(&timing);
}

static void absolute(const struct clk *c)
{
	struct timespec req;
	long long target;
	char name[64];
	int i;

	snprintf(name, sizeof(name), "clock_nanosleep(%s, TIMER_ABSTIME, now + 10 ms)",
		 c->name);
	timing.name = name;
	tst_timing_reset(&timing);
	for (i = 0; i < 10; i++) {
		target = tst_timing_now(c->id) + timing.expect_ns;
		req = ns_ts(target);
		TEST(sys_sleep(c->id, TIMER_ABSTIME, &req, NULL));
		if (TST_RET) {
			tst_res(TFAIL | TTERRNO, "%s returned %ld", name, TST_RET);
			return;
		}
		/* Elapsed since "now", with the target exactly 10 ms after it. */
		tst_timing_add(&timing, tst_timing_now(c->id) - target + timing.expect_ns);
	}
	tst_timing_judge(&timing);
	req = ns_ts(tst_timing_now(c->id) - TST_NS_PER_SEC);
	TST_EXP_PASS(sys_sleep(c->id, TIMER_ABSTIME, &req, NULL),
		     "clock_nanosleep(%s, TIMER_ABSTIME, 1 s ago)", c->name);
}

static void *burn(void *arg)
{
	(void)arg;
	while (burning)
		;
	return NULL;
}

static void cputime(void)
{
	struct timespec req = ns_ts(20 * TST_NS_PER_MS);
	pthread_t thr;
	long long start, used;

	burning = 1;
	SAFE_PTHREAD_CREATE(&thr, NULL, burn, NULL);
	start = tst_timing_now(CLOCK_PROCESS_CPUTIME_ID);
	TEST(sys_sleep(CLOCK_PROCESS_CPUTIME_ID, 0, &req, NULL));
	used = tst_timing_now(CLOCK_PROCESS_CPUTIME_ID) - start;
	burning = 0;
	SAFE_PTHREAD_JOIN(thr, NULL);
	if (TST_RET)
		tst_res(TFAIL | TTERRNO, "clock_nanosleep(CLOCK_PROCESS_CPUTIME_ID, 20 ms)");
	else if (used < 20 * TST_NS_PER_MS)
		tst_res(TFAIL, "CLOCK_PROCESS_CPUTIME_ID sleep of 20 ms ended after %lld us CPU",
			used / 1000);
	else
		tst_res(TPASS, "CLOCK_PROCESS_CPUTIME_ID sleep of 20 ms ended after %lld us CPU",
			used / 1000);
}

static void handler(int sig)
{
	(void)sig;
}

static void interrupted(int flags)
{
	struct itimerval it = {.it_value = {0, 100000}};
	struct timespec req, rem = {PATTERN, PATTERN};
	long long start, slept, left, req_ns = 5 * TST_NS_PER_SEC;

	start = tst_timing_now(CLOCK_MONOTONIC);
	req = ns_ts(flags ? start + req_ns : req_ns);
	if (setitimer(ITIMER_REAL, &it, NULL))
		tst_brk(TBROK | TERRNO, "setitimer(ITIMER_REAL, 100 ms)");
	TEST(sys_sleep(CLOCK_MONOTONIC, flags, &req, &rem));
	slept = tst_timing_now(CLOCK_MONOTONIC) - start;
	if (TST_RET != -1 || TST_ERR != EINTR) {
		tst_res(TFAIL | TTERRNO, "clock_nanosleep(%s 5 s) cut by SIGALRM returned %ld, "
			"expected EINTR", flags ? "TIMER_ABSTIME" : "relative", TST_RET);
		return;
	}
	if (flags) {
		if (rem.tv_sec != PATTERN || rem.tv_nsec != PATTERN)
			tst_res(TFAIL, "TIMER_ABSTIME: EINTR wrote {%lld, %ld} to remain",
				(long long)rem.tv_sec, rem.tv_nsec);
		else
			tst_res(TPASS, "TIMER_ABSTIME: EINTR after %lld us, remain untouched",
				slept / 1000);
		return;
	}
	left = rem.tv_sec * TST_NS_PER_SEC + rem.tv_nsec;
	if (rem.tv_nsec < 0 || rem.tv_nsec >= TST_NS_PER_SEC || left < req_ns - slept ||
	    left >= req_ns) {
		tst_res(TFAIL, "EINTR after %lld us: remain {%lld, %ld}, expected %lld us to < 5 s",
			slept / 1000, (long long)rem.tv_sec, rem.tv_nsec, (req_ns - slept) / 1000);
		return;
	}
	tst_res(TPASS, "relative: EINTR after %lld us, remain %lld us", slept / 1000,
		left / 1000);
}

static void run(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(clocks); i++)
		relative(&clocks[i]);
	for (i = 0; i < ARRAY_SIZE(clocks); i++) {
		if (clocks[i].id != CLOCK_TAI)
			absolute(&clocks[i]);
	}
	cputime();
	interrupted(0);
	interrupted(TIMER_ABSTIME);
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};

	SAFE_SIGACTION(SIGALRM, &sa, NULL);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
};
