// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * preadv(2) ERRORS: "The errors are as given for read(2) ... Furthermore, preadv() ... can
 * also fail for the same reasons as lseek(2). Additionally, the following errors are
 * defined". One row per entry that applies, read(2)'s, lseek(2)'s, then preadv()'s own:
 * EBADF (closed descriptor; write-only descriptor), EFAULT (an iov_base outside the address
 * space), EISDIR; EINVAL (negative offset), ESPIPE (pipe, socket); EINVAL (an iov_len above
 * SSIZE_MAX), EINVAL (iovcnt less than zero; greater than IOV_MAX).
 *
 * Every row also checks that the failed call left no trace on the descriptor: the
 * same offset, flags, file size, data and times (tst_fd_state.h).
 *
 * Not provoked: EAGAIN, EINTR and EINVAL for unsuitable objects need pipes, sockets or
 * special files, on which preadv() fails with ESPIPE first; EIO; ENXIO/EOVERFLOW (lseek(2)
 * SEEK_DATA/SEEK_HOLE, 32-bit off_t only).
 */

#include <sys/socket.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "tst_safe_net.h"
#include "../readv/iov_errors.h"

static int closed_fd, wronly_fd = -1, rdonly_fd = -1, dir_fd = -1;
static int pipefd[2] = {-1, -1}, sock_fd = -1;

static struct tcase {
	int *fd;
	enum which_iov iov;
	int iovcnt;
	off_t offset;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&closed_fd, GOOD, 1, 0, EBADF, "closed descriptor"},
	{&wronly_fd, GOOD, 1, 0, EBADF, "descriptor open write-only"},
	{&rdonly_fd, BAD_BASE, 1, 0, EFAULT, "iov_base outside the address space"},
	{&dir_fd, GOOD, 1, 0, EISDIR, "directory"},
	{&rdonly_fd, GOOD, 1, -1, EINVAL, "negative offset"},
	{&pipefd[0], GOOD, 1, 0, ESPIPE, "pipe"},
	{&sock_fd, GOOD, 1, 0, ESPIPE, "socket"},
	{&rdonly_fd, HUGE_LEN, 1, 0, EINVAL, "iov_len above SSIZE_MAX"},
	{&rdonly_fd, GOOD, -1, 0, EINVAL, "iovcnt less than zero"},
	{&rdonly_fd, GOOD, IOV_MAX + 1, 0, EINVAL, "iovcnt greater than IOV_MAX"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state before;

	tst_fd_state_get(*tc->fd, &before);
	TST_EXP_FAIL2(preadv(*tc->fd, iov_pick(tc->iov), tc->iovcnt, tc->offset), tc->exp_errno,
		      "preadv(): %s", tc->desc);
	TST_FD_UNCHANGED(*tc->fd, &before);
}

static void setup(void)
{
	iov_errors_setup();
	iov_open_file("some data to read", &rdonly_fd, O_WRONLY, &wronly_fd);
	dir_fd = SAFE_OPEN(".", O_RDONLY | O_DIRECTORY);
	SAFE_PIPE(pipefd);
	sock_fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);

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
	close_if_open(&sock_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
