// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * readv(2) ERRORS: "The errors are as given for read(2) ... Additionally, the following
 * errors are defined". One row per entry, read(2)'s in its order, then readv()'s own:
 * EAGAIN (empty O_NONBLOCK pipe), EBADF (closed descriptor; write-only descriptor), EFAULT
 * (an iov_base outside the address space; iov itself outside it), EINVAL (epoll descriptor,
 * unsuitable for reading), EISDIR; EINVAL ("The sum of the iov_len values overflows an
 * ssize_t value": an iov_len above SSIZE_MAX), EINVAL (iovcnt less than zero; greater than
 * IOV_MAX).
 *
 * Every row also checks that the failed call left no trace on the descriptor: the
 * same offset, flags, file size, data and times (tst_fd_state.h).
 *
 * Not provoked: EINTR and the timerfd EINVAL are covered by read02 (same code path); EIO;
 * EOPNOTSUPP ("an unknown flag is specified in flags": readv() takes no flags, the entry
 * is preadv2()'s, checked by preadv203).
 */

#include <sys/epoll.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "iov_errors.h"

static int pipefd[2] = {-1, -1}, closed_fd, wronly_fd = -1, rdonly_fd = -1;
static int epoll_fd = -1, dir_fd = -1;

static struct tcase {
	int *fd;
	enum which_iov iov;
	int iovcnt;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&pipefd[0], GOOD, 1, EAGAIN, "empty O_NONBLOCK pipe"},
	{&closed_fd, GOOD, 1, EBADF, "closed descriptor"},
	{&wronly_fd, GOOD, 1, EBADF, "descriptor open write-only"},
	{&rdonly_fd, BAD_BASE, 1, EFAULT, "iov_base outside the address space"},
	{&rdonly_fd, BAD_IOV, 1, EFAULT, "iov outside the address space"},
	{&epoll_fd, GOOD, 1, EINVAL, "epoll descriptor"},
	{&dir_fd, GOOD, 1, EISDIR, "directory"},
	{&rdonly_fd, HUGE_LEN, 1, EINVAL, "iov_len above SSIZE_MAX"},
	{&rdonly_fd, GOOD, -1, EINVAL, "iovcnt less than zero"},
	{&rdonly_fd, GOOD, IOV_MAX + 1, EINVAL, "iovcnt greater than IOV_MAX"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state before;
	struct iovec *iov = iov_pick(tc->iov);

	tst_fd_state_get(*tc->fd, &before);
	TST_EXP_FAIL2(readv(*tc->fd, iov, tc->iovcnt), tc->exp_errno, "readv(): %s", tc->desc);
	TST_FD_UNCHANGED(*tc->fd, &before);
}

static void setup(void)
{
	iov_errors_setup();
	SAFE_PIPE2(pipefd, O_NONBLOCK);
	iov_open_file("some data to read", &rdonly_fd, O_WRONLY, &wronly_fd);
	epoll_fd = epoll_create1(0);
	if (epoll_fd < 0)
		tst_brk(TBROK | TERRNO, "epoll_create1()");
	dir_fd = SAFE_OPEN(".", O_RDONLY | O_DIRECTORY);

	/* Taken last, so that no later open() in setup reuses the number. */
	closed_fd = iov_closed_fd();
}

static void cleanup(void)
{
	close_if_open(&pipefd[0]);
	close_if_open(&pipefd[1]);
	close_if_open(&wronly_fd);
	close_if_open(&rdonly_fd);
	close_if_open(&epoll_fd);
	close_if_open(&dir_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
