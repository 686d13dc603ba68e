// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timerfd_settime(2) errors, in the order of man 2 timerfd_settime:
 * - EBADF: fd -1, a closed fd;
 * - EFAULT: new_value outside the address space; old_value outside it;
 * - EINVAL: fd of a regular file (/dev/null), of an eventfd: not a timerfd;
 * - EINVAL: it_value.tv_nsec -1 and 1000000000, it_interval.tv_nsec 1000000000;
 * - EINVAL: flags 0x4 (neither TFD_TIMER_ABSTIME nor TFD_TIMER_CANCEL_ON_SET).
 * The timerfd is armed for 100 s beforehand; after each failed row timerfd_gettime()
 * still shows 99..100 s and the 100 s interval (the old_value row asks for the same
 * 100 s: the kernel applies new_value before it fails to write old_value).
 * The EFAULT rows use the raw system call: a 32-bit program's glibc copies the itimerspecs
 * into 64-bit ones of its own (and back), so its timerfd_settime() would fault in user
 * space. The raw call is the one whose struct is glibc's struct itimerspec: the old one
 * where time_t is as wide as long, timerfd_settime64 for a 32-bit program with a 64-bit
 * time_t.
 *
 * ECANCELED (re-arming a TFD_TIMER_CANCEL_ON_SET timer after the clock was set) needs
 * CLOCK_REALTIME set: clock_settime02 and settimeofday02 check it with a set that leaves
 * the wall clock where it was.
 */

#include "tst_test.h"
#include "timerfd_err_fds.h"

static struct itimerspec *nv, *ov;

static struct tcase {
	int *fd;
	int flags;
	int bad_new;
	int bad_old;
	long nsec;
	long interval_nsec;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&minus_one, 0, 0, 0, 0, 0, EBADF, "fd -1"},
	{&closed_fd, 0, 0, 0, 0, 0, EBADF, "a closed fd"},
	{&tfd, 0, 1, 0, 0, 0, EFAULT, "new_value outside the address space"},
	{&tfd, 0, 0, 1, 0, 0, EFAULT, "old_value outside the address space"},
	{&null_fd, 0, 0, 0, 0, 0, EINVAL, "fd of /dev/null"},
	{&efd, 0, 0, 0, 0, 0, EINVAL, "fd of an eventfd"},
	{&tfd, 0, 0, 0, -1, 0, EINVAL, "it_value.tv_nsec -1"},
	{&tfd, 0, 0, 0, 1000000000, 0, EINVAL, "it_value.tv_nsec 1000000000"},
	{&tfd, 0, 0, 0, 0, 1000000000, EINVAL, "it_interval.tv_nsec 1000000000"},
	{&tfd, 0x4, 0, 0, 0, 0, EINVAL, "flags 0x4"},
};

static int set_raw(int fd, int flags, void *new_value, void *old_value)
{
	long nr = sizeof(time_t) == sizeof(long) ? __NR_timerfd_settime : __NR_timerfd_settime64;

	return tst_syscall(nr, fd, flags, new_value, old_value);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct itimerspec hundred = {{100, 0}, {100, 0}}, cur;

	if (timerfd_settime(tfd, 0, &hundred, NULL))
		tst_brk(TBROK | TERRNO, "timerfd_settime(100 s)");
	*nv = hundred;
	/* With old_value bad the new setting is applied before the copy-out fails. */
	if (!tc->bad_old)
		nv->it_value.tv_sec = 1;
	nv->it_value.tv_nsec = tc->nsec;
	nv->it_interval.tv_nsec = tc->interval_nsec;
	if (tc->bad_new || tc->bad_old)
		TST_EXP_FAIL(set_raw(*tc->fd, tc->flags, tc->bad_new ? bad_addr : nv,
				     tc->bad_old ? bad_addr : ov), tc->exp_errno,
			     "timerfd_settime(%s)", tc->desc);
	else
		TST_EXP_FAIL(timerfd_settime(*tc->fd, tc->flags, nv, ov), tc->exp_errno,
			     "timerfd_settime(%s)", tc->desc);
	if (timerfd_gettime(tfd, &cur))
		tst_brk(TBROK | TERRNO, "timerfd_gettime()");
	if (cur.it_value.tv_sec < 99 || cur.it_value.tv_sec > 100 ||
	    cur.it_interval.tv_sec != 100 || cur.it_interval.tv_nsec)
		tst_res(TFAIL, "the timerfd now reads {%ld, %ld} / {%ld, %ld}",
			(long)cur.it_value.tv_sec, cur.it_value.tv_nsec,
			(long)cur.it_interval.tv_sec, cur.it_interval.tv_nsec);
}

static struct tst_test test = {
	.setup = timerfd_err_setup,
	.cleanup = timerfd_err_cleanup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.bufs = (struct tst_buffers []) {
		{&nv, .size = sizeof(*nv)},
		{&ov, .size = sizeof(*ov)},
		{},
	},
};
