// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * nanosleep(2) errors, in the order of man 2 nanosleep:
 * - EFAULT: req outside the address space; rem outside the address space when a signal
 *   cuts the sleep (the remaining time cannot be written back);
 * - EINTR: a 5 s sleep cut by a 100 ms ITIMER_REAL;
 * - EINVAL: tv_nsec -1, tv_nsec 1000000000, tv_sec -1.
 * A failed call without a signal returns at once: it did not sleep for the 1 s in the
 * seconds field; a cut one returned before its 5 s.
 * The EFAULT rows use the raw system call: a 32-bit program's glibc copies the timespecs
 * into 64-bit ones of its own (and back), so its nanosleep() would fault in user space.
 */

#include "tst_test.h"
#include "sleep_err.h"

static struct timespec *req, *rem;

static struct tcase {
	int bad_req;
	int bad_rem;
	int cut;
	long long sec;
	long nsec;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{1, 0, 0, 1, 0, EFAULT, "req outside the address space"},
	{0, 1, 1, 5, 0, EFAULT, "rem outside the address space, cut by a signal"},
	{0, 0, 1, 5, 0, EINTR, "5 s cut by SIGALRM after 100 ms"},
	{0, 0, 0, 1, -1, EINVAL, "tv_nsec -1"},
	{0, 0, 0, 1, 1000000000, EINVAL, "tv_nsec 1000000000"},
	{0, 0, 0, -1, 0, EINVAL, "tv_sec -1"},
};

static int do_sleep(struct tcase *tc)
{
	if (tc->bad_req || tc->bad_rem)
		return tst_syscall(__NR_nanosleep, tc->bad_req ? bad_addr : req,
				   tc->bad_rem ? bad_addr : rem);
	return nanosleep(req, rem);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	long long start;

	req->tv_sec = tc->sec;
	req->tv_nsec = tc->nsec;
	start = sleep_err_arm(tc->cut);
	TST_EXP_FAIL(do_sleep(tc), tc->exp_errno, "nanosleep(%s)", tc->desc);
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
