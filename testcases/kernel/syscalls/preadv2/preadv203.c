// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * preadv2(2) ERRORS: as for read(2) and lseek(2), plus preadv2()'s own. One row per entry
 * that applies, in the man page's order (read(2), lseek(2), readv(2)'s additions):
 * EAGAIN (RWF_NOWAIT on an empty pipe), EBADF (closed descriptor; write-only
 * descriptor), EFAULT (iov_base outside the address space), EISDIR; EINVAL (offset below
 * -1), ESPIPE (offset >= 0 on a pipe); EINVAL (iov_len above SSIZE_MAX), EINVAL (iovcnt
 * below zero; above IOV_MAX), EOPNOTSUPP ("An unknown flag is specified in flags").
 * Pipes refuse RWF_NOWAIT on 6.1 (EOPNOTSUPP): before Linux 6.6, decided by
 * the version and not by the call, the EAGAIN row is TCONF.
 *
 * Every row also checks that the failed call left no trace on the descriptor: the
 * same offset, flags, file size, data and times (tst_fd_state.h).
 *
 * Not provoked: EINTR and EINVAL for unsuitable objects (same path as read(2), read02);
 * EIO; ENXIO/EOVERFLOW (lseek(2) SEEK_DATA/SEEK_HOLE, 32-bit off_t only).
 */

#include "tst_test.h"
#include "tst_fd_state.h"
#include "lapi/uio.h"
#include "../readv/iov_errors.h"

static int closed_fd, wronly_fd = -1, rdonly_fd = -1, dir_fd = -1;
static int pipefd[2] = {-1, -1};

static struct tcase {
	int *fd;
	enum which_iov iov;
	int iovcnt;
	off_t offset;
	int flags;
	int exp_errno;
	const char *desc;
} tcases[] = {
	/* First row: the only one that needs pipes to take RWF_NOWAIT. */
	{&pipefd[0], GOOD, 1, -1, RWF_NOWAIT, EAGAIN, "RWF_NOWAIT on an empty pipe"},
	{&closed_fd, GOOD, 1, 0, 0, EBADF, "closed descriptor"},
	{&wronly_fd, GOOD, 1, 0, 0, EBADF, "descriptor open write-only"},
	{&rdonly_fd, BAD_BASE, 1, 0, 0, EFAULT, "iov_base outside the address space"},
	{&dir_fd, GOOD, 1, 0, 0, EISDIR, "directory"},
	{&rdonly_fd, GOOD, 1, -2, 0, EINVAL, "offset below -1"},
	{&pipefd[0], GOOD, 1, 0, 0, ESPIPE, "offset 0 on a pipe"},
	{&rdonly_fd, HUGE_LEN, 1, 0, 0, EINVAL, "iov_len above SSIZE_MAX"},
	{&rdonly_fd, GOOD, -1, 0, 0, EINVAL, "iovcnt less than zero"},
	{&rdonly_fd, GOOD, IOV_MAX + 1, 0, 0, EINVAL, "iovcnt greater than IOV_MAX"},
	{&rdonly_fd, GOOD, 1, 0, 1 << 30, EOPNOTSUPP, "unknown flag"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state before;

	if (iov_nowait_unsupported(tc->flags, tc->desc))
		return;

	tst_fd_state_get(*tc->fd, &before);
	TST_EXP_FAIL2(preadv2(*tc->fd, iov_pick(tc->iov), tc->iovcnt, tc->offset, tc->flags),
		      tc->exp_errno, "preadv2(): %s", tc->desc);
	TST_FD_UNCHANGED(*tc->fd, &before);
}

static void setup(void)
{
	iov_errors_setup();
	iov_open_file("some data to read", &rdonly_fd, O_WRONLY, &wronly_fd);
	dir_fd = SAFE_OPEN(".", O_RDONLY | O_DIRECTORY);
	SAFE_PIPE(pipefd);
	iov_nowait_setup();

	/* Taken last, so that no later open() in setup reuses the number. */
	closed_fd = iov_closed_fd();
}

static void cleanup(void)
{
	close_if_open(&wronly_fd);
	close_if_open(&rdonly_fd);
	close_if_open(&dir_fd);
	close_if_open(&pipefd[0]);
	close_if_open(&pipefd[1]);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
