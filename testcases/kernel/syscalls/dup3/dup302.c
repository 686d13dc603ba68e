// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * dup3(2) ERRORS, in the man page's order (the entries that apply to dup3()):
 * EBADF (oldfd not open: closed, -1; newfd stays open), EBADF (newfd out of range:
 * negative, equal to RLIMIT_NOFILE), EINVAL ("(dup3()) flags contain an invalid value":
 * O_NONBLOCK, an unused bit), EINVAL ("(dup3()) oldfd was equal to newfd", also with
 * O_CLOEXEC; FD_CLOEXEC must not change).
 * Not provoked: EBUSY (a race with open(2)), EINTR (closing local files does not block),
 * EMFILE (a newfd beyond the limit is EBADF, checked above).
 */

#include <sys/resource.h>
#include "tst_test.h"

static int closed_fd, open_fd = -1, victim_fd = -1, limit_fd;

static struct tcase {
	int *oldfd;
	int *newfd;
	int flags;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&closed_fd, &victim_fd, 0, EBADF, "oldfd closed"},
	{NULL, &victim_fd, 0, EBADF, "oldfd -1"},
	{&open_fd, NULL, 0, EBADF, "newfd -1"},
	{&open_fd, &limit_fd, 0, EBADF, "newfd equal to RLIMIT_NOFILE"},
	{&open_fd, &victim_fd, O_NONBLOCK, EINVAL, "flags O_NONBLOCK"},
	{&open_fd, &victim_fd, 1 << 30, EINVAL, "unknown flag bit"},
	{&open_fd, &open_fd, 0, EINVAL, "oldfd equal to newfd"},
	{&open_fd, &open_fd, O_CLOEXEC, EINVAL, "oldfd equal to newfd, O_CLOEXEC"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	TST_EXP_FAIL2(dup3(tc->oldfd ? *tc->oldfd : -1, tc->newfd ? *tc->newfd : -1, tc->flags),
		      tc->exp_errno, "dup3(): %s", tc->desc);
	if (tc->newfd == &victim_fd && fcntl(victim_fd, F_GETFD) == -1)
		tst_res(TFAIL, "the failed dup3() closed newfd");
	if (fcntl(open_fd, F_GETFD) != 0)
		tst_res(TFAIL, "the failed dup3() changed oldfd's descriptor flags");
}

static void setup(void)
{
	struct rlimit rl;
	int fd;

	SAFE_GETRLIMIT(RLIMIT_NOFILE, &rl);
	limit_fd = rl.rlim_cur;
	open_fd = SAFE_OPEN(".", O_RDONLY);
	victim_fd = SAFE_OPEN(".", O_RDONLY);

	/* Taken last, so that no later open() in setup reuses the number. */
	fd = SAFE_OPEN(".", O_RDONLY);
	closed_fd = fd;
	SAFE_CLOSE(fd);
}

static void cleanup(void)
{
	if (open_fd > -1)
		SAFE_CLOSE(open_fd);
	if (victim_fd > -1)
		SAFE_CLOSE(victim_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
