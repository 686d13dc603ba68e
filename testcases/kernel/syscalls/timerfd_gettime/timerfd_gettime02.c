// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timerfd_gettime(2) errors, in the order of man 2 timerfd_gettime:
 * - EBADF: fd -1, a closed fd;
 * - EFAULT: curr_value outside the address space;
 * - EINVAL: fd of /dev/null, of an eventfd: not a timerfd.
 * A failed call leaves the caller's buffer untouched. The EFAULT row uses the raw system
 * call: a 32-bit program's glibc reads the timer into a 64-bit itimerspec of its own and
 * converts it into the caller's buffer, so its timerfd_gettime() would fault in user space.
 *
 * Not provoked: ECANCELED and the EINVAL entries for new_value and flags concern
 * timerfd_settime() (clock_settime02 and settimeofday02 provoke ECANCELED, setting
 * CLOCK_REALTIME where it already was); EINVAL for the clockid, EMFILE, ENFILE, ENODEV,
 * ENOMEM and EPERM concern timerfd_create().
 */

#include "tst_test.h"
#include "../timerfd_settime/timerfd_err_fds.h"

#define PATTERN 0x5a5a5a5a

static struct itimerspec *cur;

static struct tcase {
	int *fd;
	int bad;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&minus_one, 0, EBADF, "fd -1"},
	{&closed_fd, 0, EBADF, "a closed fd"},
	{&tfd, 1, EFAULT, "curr_value outside the address space"},
	{&null_fd, 0, EINVAL, "fd of /dev/null"},
	{&efd, 0, EINVAL, "fd of an eventfd"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	cur->it_value.tv_sec = PATTERN;
	if (tc->bad)
		TST_EXP_FAIL(tst_syscall(__NR_timerfd_gettime, *tc->fd, bad_addr), tc->exp_errno,
			     "timerfd_gettime(%s)", tc->desc);
	else
		TST_EXP_FAIL(timerfd_gettime(*tc->fd, cur), tc->exp_errno,
			     "timerfd_gettime(%s)", tc->desc);
	if (cur->it_value.tv_sec != PATTERN)
		tst_res(TFAIL, "the failed call wrote to the buffer");
}

static struct tst_test test = {
	.setup = timerfd_err_setup,
	.cleanup = timerfd_err_cleanup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.bufs = (struct tst_buffers []) {
		{&cur, .size = sizeof(*cur)},
		{},
	},
};
