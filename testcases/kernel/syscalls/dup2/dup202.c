// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * dup2(2) ERRORS, in the man page's order (the entries that apply to dup2()):
 * EBADF ("oldfd isn't an open file descriptor": closed, -1; and the NOTES: "If oldfd is
 * not a valid file descriptor, then the call fails, and newfd is not closed", checked),
 * EBADF (oldfd == newfd and not open: the "does nothing" case needs a valid oldfd),
 * EBADF ("newfd is out of the allowed range for file descriptors": negative; equal to
 * RLIMIT_NOFILE).
 * Not provoked: EBUSY (a race with open(2) that cannot be made to happen on demand), EINTR
 * (dup2() closes local files only, which does not block), EINVAL (dup3() only), EMFILE
 * (dup2() reports a newfd beyond the limit as EBADF, checked above).
 */

#include <sys/resource.h>
#include "tst_test.h"

static int closed_fd, open_fd = -1, victim_fd = -1, limit_fd;

static struct tcase {
	int *oldfd;
	int *newfd;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&closed_fd, &victim_fd, EBADF, "oldfd closed, newfd open"},
	{NULL, &victim_fd, EBADF, "oldfd -1, newfd open"},
	{&closed_fd, &closed_fd, EBADF, "oldfd == newfd, not open"},
	{&open_fd, NULL, EBADF, "newfd -1"},
	{&open_fd, &limit_fd, EBADF, "newfd equal to RLIMIT_NOFILE"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	TST_EXP_FAIL2(dup2(tc->oldfd ? *tc->oldfd : -1, tc->newfd ? *tc->newfd : -1),
		      tc->exp_errno, "dup2(): %s", tc->desc);
	if (tc->newfd == &victim_fd && fcntl(victim_fd, F_GETFD) == -1)
		tst_res(TFAIL, "the failed dup2() closed newfd");
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
