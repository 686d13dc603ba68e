// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pread64(2) ERRORS: "pread() can fail and set errno to any error specified for read(2) or
 * lseek(2)". One row per entry that applies, read(2)'s first then lseek(2)'s:
 * from read(2): EBADF (closed descriptor; descriptor open write-only), EFAULT, EISDIR;
 * from lseek(2): EINVAL (negative offset), ESPIPE (pipe, FIFO, socket, and an epoll
 * descriptor, which cannot be positioned either).
 *
 * Every row also checks that the failed call left no trace on the descriptor: the
 * same offset, flags, file size, data and times (tst_fd_state.h).
 *
 * Not provoked: EAGAIN, EINTR and read(2)'s EINVAL for unsuitable objects need a pipe,
 * socket or special file, on which pread() fails with ESPIPE first; EIO (needs a failing
 * disk); ENXIO/EOVERFLOW (lseek(2) SEEK_DATA/SEEK_HOLE, 32-bit off_t only).
 */

#include <sys/epoll.h>
#include <sys/socket.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "tst_safe_net.h"

static int closed_fd, wronly_fd = -1, rdonly_fd = -1, epoll_fd = -1, dir_fd = -1;
static int pipefd[2] = {-1, -1}, fifo_fd = -1, sock_fd = -1;
static char buf[64], *bad_addr;

static struct tcase {
	int *fd;
	char **buf;
	off_t offset;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&closed_fd, NULL, 0, EBADF, "closed descriptor"},
	{&wronly_fd, NULL, 0, EBADF, "descriptor open write-only"},
	{&rdonly_fd, &bad_addr, 0, EFAULT, "buf outside the address space"},
	{&dir_fd, NULL, 0, EISDIR, "directory"},
	{&rdonly_fd, NULL, -1, EINVAL, "negative offset"},
	{&pipefd[0], NULL, 0, ESPIPE, "pipe"},
	{&fifo_fd, NULL, 0, ESPIPE, "FIFO"},
	{&sock_fd, NULL, 0, ESPIPE, "socket"},
	{&epoll_fd, NULL, 0, ESPIPE, "epoll descriptor"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state before;

	tst_fd_state_get(*tc->fd, &before);
	TST_EXP_FAIL2(pread(*tc->fd, tc->buf ? *tc->buf : buf, sizeof(buf), tc->offset),
		      tc->exp_errno, "pread(): %s", tc->desc);
	TST_FD_UNCHANGED(*tc->fd, &before);
}

static void setup(void)
{
	int fd;

	bad_addr = tst_get_bad_addr(NULL);
	SAFE_FILE_PRINTF("file", "0123456789");
	fd = SAFE_OPEN("file", O_RDONLY);
	SAFE_CLOSE(fd);
	wronly_fd = SAFE_OPEN("file", O_WRONLY);
	rdonly_fd = SAFE_OPEN("file", O_RDONLY);
	epoll_fd = epoll_create1(0);
	if (epoll_fd < 0)
		tst_brk(TBROK | TERRNO, "epoll_create1()");
	dir_fd = SAFE_OPEN(".", O_RDONLY | O_DIRECTORY);
	SAFE_PIPE(pipefd);
	SAFE_MKFIFO("fifo", 0644);
	fifo_fd = SAFE_OPEN("fifo", O_RDWR);
	sock_fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);

	/* Taken last, so that no later open() in setup reuses the number. */
	fd = SAFE_OPEN(".", O_RDONLY);
	closed_fd = fd;
	SAFE_CLOSE(fd);
}

static void close_if_open(int *fd)
{
	if (*fd > -1)
		SAFE_CLOSE(*fd);
}

static void cleanup(void)
{
	close_if_open(&wronly_fd);
	close_if_open(&rdonly_fd);
	close_if_open(&epoll_fd);
	close_if_open(&dir_fd);
	close_if_open(&pipefd[0]);
	close_if_open(&pipefd[1]);
	close_if_open(&fifo_fd);
	close_if_open(&sock_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
