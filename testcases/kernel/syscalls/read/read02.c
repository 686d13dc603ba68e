// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * read(2) ERRORS, one row per entry of the man page in its order:
 * EAGAIN (empty O_NONBLOCK pipe), EAGAIN/EWOULDBLOCK (nonblocking socket without data),
 * EBADF (closed descriptor; descriptor not open for reading), EFAULT (buf outside the
 * address space), EINTR (blocked on an empty pipe, interrupted by a signal handler before
 * any data), EINVAL (object unsuitable for reading: an epoll descriptor), EINVAL (timerfd
 * and a buffer smaller than 8 bytes), EISDIR (fd refers to a directory).
 *
 * Every row also checks that the failed call left no trace on the descriptor: the
 * same offset, flags, file size, data and times (tst_fd_state.h).
 *
 * Not provoked:
 * - EINVAL for O_DIRECT misalignment: depends on the filesystem (btrfs and tmpfs fall back
 *   to buffered I/O instead of failing);
 * - EIO: needs a background process group reading its controlling terminal (no terminal
 *   here) or a failing disk.
 */

#include <signal.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/timerfd.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "tst_safe_net.h"

static int pipe_nb[2] = {-1, -1}, pipe_blk[2] = {-1, -1}, socks[2] = {-1, -1};
static int closed_fd, wronly_fd = -1, epoll_fd = -1, timer_fd = -1, dir_fd = -1;
static char buf[64], *bad_addr;

static void on_alarm(int sig)
{
	(void)sig;
}

static void interrupt_soon(void)
{
	struct itimerval it = {.it_value = {.tv_usec = 100000}};

	setitimer(ITIMER_REAL, &it, NULL);
}

static struct tcase {
	int *fd;
	char **buf;
	size_t count;
	int exp_errno;
	const char *desc;
	void (*pre)(void);
} tcases[] = {
	{&pipe_nb[0], NULL, sizeof(buf), EAGAIN, "empty O_NONBLOCK pipe", NULL},
	{&socks[0], NULL, sizeof(buf), EWOULDBLOCK, "nonblocking socket without data", NULL},
	{&closed_fd, NULL, sizeof(buf), EBADF, "closed descriptor", NULL},
	{&wronly_fd, NULL, sizeof(buf), EBADF, "descriptor open for writing only", NULL},
	{&pipe_nb[0], &bad_addr, sizeof(buf), EFAULT, "buf outside the address space", NULL},
	{&pipe_blk[0], NULL, sizeof(buf), EINTR, "blocked read interrupted by a signal",
	 interrupt_soon},
	{&epoll_fd, NULL, sizeof(buf), EINVAL, "epoll descriptor", NULL},
	{&timer_fd, NULL, 4, EINVAL, "timerfd with a 4 byte buffer", NULL},
	{&dir_fd, NULL, sizeof(buf), EISDIR, "directory", NULL},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state before;
	char *b = tc->buf ? *tc->buf : buf;

	/* The EFAULT row needs data in the pipe, or EAGAIN would come first. */
	if (tc->buf)
		SAFE_WRITE(SAFE_WRITE_ALL, pipe_nb[1], "x", 1);
	if (tc->pre)
		tc->pre();
	tst_fd_state_get(*tc->fd, &before);
	TST_EXP_FAIL2(read(*tc->fd, b, tc->count), tc->exp_errno, "read(): %s", tc->desc);
	TST_FD_UNCHANGED(*tc->fd, &before);
	if (tc->buf)
		SAFE_READ(1, pipe_nb[0], buf, 1);
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = on_alarm};
	struct itimerspec its = {.it_value = {.tv_sec = 3600}};
	int fd;

	bad_addr = tst_get_bad_addr(NULL);
	SAFE_SIGACTION(SIGALRM, &sa, NULL);
	SAFE_PIPE2(pipe_nb, O_NONBLOCK);
	SAFE_PIPE(pipe_blk);
	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0, socks);
	fd = SAFE_OPEN("file", O_CREAT | O_WRONLY, 0644);
	SAFE_CLOSE(fd);
	wronly_fd = SAFE_OPEN("file", O_WRONLY);
	SAFE_WRITE(SAFE_WRITE_ALL, wronly_fd, "data", 4);
	epoll_fd = epoll_create1(0);
	if (epoll_fd < 0)
		tst_brk(TBROK | TERRNO, "epoll_create1()");
	timer_fd = timerfd_create(CLOCK_MONOTONIC, 0);
	if (timer_fd < 0)
		tst_brk(TBROK | TERRNO, "timerfd_create()");
	if (timerfd_settime(timer_fd, 0, &its, NULL))
		tst_brk(TBROK | TERRNO, "timerfd_settime()");
	dir_fd = SAFE_OPEN(".", O_RDONLY | O_DIRECTORY);

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
	close_if_open(&pipe_nb[0]);
	close_if_open(&pipe_nb[1]);
	close_if_open(&pipe_blk[0]);
	close_if_open(&pipe_blk[1]);
	close_if_open(&socks[0]);
	close_if_open(&socks[1]);
	close_if_open(&wronly_fd);
	close_if_open(&epoll_fd);
	close_if_open(&timer_fd);
	close_if_open(&dir_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
