// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * dup3(2) ERRORS, in the man page's order (the entries that apply to dup3()):
 * EBADF (oldfd not open: closed, -1; newfd stays open), EBADF (newfd out of range:
 * negative, equal to RLIMIT_NOFILE), EINVAL ("(dup3()) flags contain an invalid value":
 * O_NONBLOCK, an unused bit), EINVAL ("(dup3()) oldfd was equal to newfd", also with
 * O_CLOEXEC; FD_CLOEXEC must not change).
 *
 * Every row also checks that the failed call left no trace: oldfd and newfd keep their file,
 * offset and flags (FD_CLOEXEC too), and a newfd that was not open stays closed
 * (tst_fd_state.h).
 *
 * Not provoked: EBUSY (a race with open(2)), EINTR (closing local files does not block),
 * EMFILE (a newfd beyond the limit is EBADF, checked above).
 */

#include "tst_test.h"
#include "../dup2/dup_errors.h"

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
	struct tst_fd_state before[2];
	int oldfd = tc->oldfd ? *tc->oldfd : -1, newfd = tc->newfd ? *tc->newfd : -1;

	dup_fds_get(oldfd, newfd, before);
	TST_EXP_FAIL2(dup3(oldfd, newfd, tc->flags), tc->exp_errno, "dup3(): %s", tc->desc);
	dup_fds_unchanged(oldfd, newfd, before, tc->desc);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = dup_fds_setup,
	.cleanup = dup_fds_cleanup,
	.needs_tmpdir = 1,
};
