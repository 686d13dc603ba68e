// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * writev(2) ERRORS: "The errors are as given for ... write(2) ... Additionally, the
 * following errors are defined". One row per entry, write(2)'s in its order, then
 * writev()'s own:
 * EAGAIN (full O_NONBLOCK pipe), EBADF (closed descriptor; read-only descriptor),
 * EDESTADDRREQ (unconnected UDP socket), EFAULT (an iov_base outside the address space;
 * iov itself outside it), EINVAL (epoll descriptor, unsuitable for writing), EPIPE (pipe
 * without a reader, SIGPIPE ignored); EINVAL (an iov_len above SSIZE_MAX, the sum
 * overflowing ssize_t), EINVAL (iovcnt less than zero; greater than IOV_MAX).
 *
 * Every row also checks that the failed call left no trace on the descriptor: the
 * same offset, flags, file size and data (tst_fd_state.h; not the times, which the
 * kernel updates before its seal, space and size checks).
 *
 * Not provoked: EFBIG, EINTR, ENOSPC and EPERM take the same path as write(2) and are
 * covered by write02; EDQUOT, EIO as in write02; EOPNOTSUPP ("an unknown flag is specified
 * in flags": writev() takes no flags, the entry is pwritev2()'s, checked by pwritev203).
 */

#include <sys/epoll.h>
#include <sys/socket.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "tst_safe_net.h"
#include "../readv/iov_errors.h"

static int full_pipe[2] = {-1, -1}, noreader[2] = {-1, -1};
static int closed_fd, rdonly_fd = -1, rdwr_fd = -1, udp_fd = -1, epoll_fd = -1;

static struct tcase {
	int *fd;
	enum which_iov iov;
	int iovcnt;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&full_pipe[1], GOOD, 1, EAGAIN, "full O_NONBLOCK pipe"},
	{&closed_fd, GOOD, 1, EBADF, "closed descriptor"},
	{&rdonly_fd, GOOD, 1, EBADF, "descriptor open read-only"},
	{&udp_fd, GOOD, 1, EDESTADDRREQ, "datagram socket without a peer"},
	{&rdwr_fd, BAD_BASE, 1, EFAULT, "iov_base outside the address space"},
	{&rdwr_fd, BAD_IOV, 1, EFAULT, "iov outside the address space"},
	{&epoll_fd, GOOD, 1, EINVAL, "epoll descriptor"},
	{&noreader[1], GOOD, 1, EPIPE, "pipe without a reader"},
	{&rdwr_fd, HUGE_LEN, 1, EINVAL, "iov_len above SSIZE_MAX"},
	{&rdwr_fd, GOOD, -1, EINVAL, "iovcnt less than zero"},
	{&rdwr_fd, GOOD, IOV_MAX + 1, EINVAL, "iovcnt greater than IOV_MAX"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state before;

	tst_fd_state_get(*tc->fd, &before);
	/* file_modified() comes before the seal, space and size checks: times may change */
	before.skip_times = 1;
	TST_EXP_FAIL2(writev(*tc->fd, iov_pick(tc->iov), tc->iovcnt), tc->exp_errno, "writev(): %s",
		      tc->desc);
	TST_FD_UNCHANGED(*tc->fd, &before);
}

static void setup(void)
{
	SAFE_SIGNAL(SIGPIPE, SIG_IGN);
	iov_errors_setup();
	iov_full_pipe(full_pipe);
	SAFE_PIPE(noreader);
	SAFE_CLOSE(noreader[0]);
	iov_open_file(NULL, &rdonly_fd, O_RDWR, &rdwr_fd);
	udp_fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	epoll_fd = epoll_create1(0);
	if (epoll_fd < 0)
		tst_brk(TBROK | TERRNO, "epoll_create1()");

	/* Taken last, so that no later open() in setup reuses the number. */
	closed_fd = iov_closed_fd();
}

static void cleanup(void)
{
	close_if_open(&full_pipe[0]);
	close_if_open(&full_pipe[1]);
	close_if_open(&noreader[1]);
	close_if_open(&rdonly_fd);
	close_if_open(&rdwr_fd);
	close_if_open(&udp_fd);
	close_if_open(&epoll_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
