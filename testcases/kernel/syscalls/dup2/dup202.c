// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * dup2(2) ERRORS, in the man page's order (the entries that apply to dup2()):
 * EBADF ("oldfd isn't an open file descriptor": closed, -1; and the NOTES: "If oldfd is
 * not a valid file descriptor, then the call fails, and newfd is not closed", checked),
 * EBADF (oldfd == newfd and not open: the "does nothing" case needs a valid oldfd),
 * EBADF ("newfd is out of the allowed range for file descriptors": negative; equal to
 * RLIMIT_NOFILE).
 *
 * Every row also checks that the failed call left no trace: oldfd and newfd keep their file,
 * offset and flags, and a newfd that was not open stays closed (tst_fd_state.h).
 *
 * Not provoked: EBUSY (a race with open(2) that cannot be made to happen on demand), EINTR
 * (dup2() closes local files only, which does not block), EINVAL (dup3() only), EMFILE
 * (dup2() reports a newfd beyond the limit as EBADF, checked above).
 */

#include "tst_test.h"
#include "dup_errors.h"

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
	struct tst_fd_state before[2];
	int oldfd = tc->oldfd ? *tc->oldfd : -1, newfd = tc->newfd ? *tc->newfd : -1;

	dup_fds_get(oldfd, newfd, before);
	TST_EXP_FAIL2(dup2(oldfd, newfd), tc->exp_errno, "dup2(): %s", tc->desc);
	dup_fds_unchanged(oldfd, newfd, before, tc->desc);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = dup_fds_setup,
	.cleanup = dup_fds_cleanup,
	.needs_tmpdir = 1,
};
