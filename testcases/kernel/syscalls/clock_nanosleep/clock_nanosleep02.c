// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clock_nanosleep(2) errors, in the order of man 2 clock_nanosleep (raw system call:
 * -1 and errno):
 * - EFAULT: request outside the address space; remain outside it when a signal cuts a
 *   relative sleep;
 * - EINTR: a relative 5 s sleep cut by a 100 ms ITIMER_REAL;
 * - EINVAL: tv_nsec -1, tv_nsec 1000000000, tv_sec -1 (relative and TIMER_ABSTIME);
 * - EINVAL: clock id 1000;
 * - ENOTSUP: CLOCK_THREAD_CPUTIME_ID (the man page's EINVAL is the C library's answer,
 *   which checks this id itself; the kernel's is EOPNOTSUPP, the same number as ENOTSUP),
 *   and CLOCK_MONOTONIC_COARSE, CLOCK_REALTIME_COARSE, CLOCK_MONOTONIC_RAW, which have no
 *   sleep.
 * A failed call without a signal returns at once, without sleeping the 1 s asked; a cut
 * one returns after the signal and before its 5 s.
 */

#include <signal.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include "tst_test.h"
#include "tst_timing.h"

static void *bad_addr;
static struct timespec *req, *rem;

static struct tcase {
	clockid_t id;
	int flags;
	int bad_req;
	int bad_rem;
	int cut;
	long long sec;
	long nsec;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{CLOCK_MONOTONIC, 0, 1, 0, 0, 1, 0, EFAULT, "request outside the address space"},
	{CLOCK_MONOTONIC, 0, 0, 1, 1, 5, 0, EFAULT, "remain outside the address space, cut"},
	{CLOCK_MONOTONIC, 0, 0, 0, 1, 5, 0, EINTR, "5 s cut by SIGALRM after 100 ms"},
	{CLOCK_MONOTONIC, 0, 0, 0, 0, 1, -1, EINVAL, "tv_nsec -1"},
	{CLOCK_REALTIME, 0, 0, 0, 0, 1, 1000000000, EINVAL, "tv_nsec 1000000000"},
	{CLOCK_MONOTONIC, 0, 0, 0, 0, -1, 0, EINVAL, "tv_sec -1"},
	{CLOCK_MONOTONIC, TIMER_ABSTIME, 0, 0, 0, -1, 0, EINVAL, "TIMER_ABSTIME, tv_sec -1"},
	{1000, 0, 0, 0, 0, 1, 0, EINVAL, "clock id 1000"},
	{CLOCK_THREAD_CPUTIME_ID, 0, 0, 0, 0, 1, 0, ENOTSUP, "CLOCK_THREAD_CPUTIME_ID"},
	{CLOCK_MONOTONIC_COARSE, 0, 0, 0, 0, 1, 0, ENOTSUP, "CLOCK_MONOTONIC_COARSE"},
	{CLOCK_REALTIME_COARSE, 0, 0, 0, 0, 1, 0, ENOTSUP, "CLOCK_REALTIME_COARSE"},
	{CLOCK_MONOTONIC_RAW, 0, 0, 0, 0, 1, 0, ENOTSUP, "CLOCK_MONOTONIC_RAW"},
};

static void handler(int sig)
{
	(void)sig;
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct itimerval it = {.it_value = {0, 100000}};
	long long start, slept, limit;

	req->tv_sec = tc->sec;
	req->tv_nsec = tc->nsec;
	if (tc->cut && setitimer(ITIMER_REAL, &it, NULL))
		tst_brk(TBROK | TERRNO, "setitimer(ITIMER_REAL, 100 ms)");
	start = tst_timing_now(CLOCK_MONOTONIC);
	TST_EXP_FAIL(syscall(__NR_clock_nanosleep, tc->id, tc->flags,
			     tc->bad_req ? bad_addr : req, tc->bad_rem ? bad_addr : rem),
		     tc->exp_errno, "clock_nanosleep(%s)", tc->desc);
	slept = tst_timing_now(CLOCK_MONOTONIC) - start;
	limit = (tc->cut ? 5 : 1) * TST_NS_PER_SEC;
	if (slept >= limit)
		tst_res(TFAIL, "the failed call took %lld ms", slept / TST_NS_PER_MS);
	if (tc->cut && slept < 100 * TST_NS_PER_MS)
		tst_res(TFAIL, "returned after %lld us, before the signal", slept / 1000);
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};

	bad_addr = tst_get_bad_addr(NULL);
	SAFE_SIGACTION(SIGALRM, &sa, NULL);
}

static struct tst_test test = {
	.setup = setup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.bufs = (struct tst_buffers []) {
		{&req, .size = sizeof(*req)},
		{&rem, .size = sizeof(*rem)},
		{},
	},
};
