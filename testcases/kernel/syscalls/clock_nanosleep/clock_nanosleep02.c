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

#include <sys/syscall.h>
#include "tst_test.h"
#include "../nanosleep/sleep_err.h"

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

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	long long start;

	req->tv_sec = tc->sec;
	req->tv_nsec = tc->nsec;
	start = sleep_err_arm(tc->cut);
	TST_EXP_FAIL(syscall(__NR_clock_nanosleep, tc->id, tc->flags,
			     tc->bad_req ? bad_addr : req, tc->bad_rem ? bad_addr : rem),
		     tc->exp_errno, "clock_nanosleep(%s)", tc->desc);
	sleep_err_check(tc->cut, start);
}

static struct tst_test test = {
	.setup = sleep_err_setup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.bufs = (struct tst_buffers []) {
		{&req, .size = sizeof(*req)},
		{&rem, .size = sizeof(*rem)},
		{},
	},
};
