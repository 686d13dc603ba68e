// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fsync02: fsync(2) fails with the errno that man 2 fsync lists under ERRORS:
 *
 *   EBADF          fd is not a valid open file descriptor (-1, and a closed descriptor)
 *   EROFS, EINVAL  fd is bound to a special file which does not support synchronization:
 *                  a pipe, a FIFO and a socket (Linux answers EINVAL; the man page allows
 *                  either)
 *
 * Not provoked here:
 *   EINTR          fsync() of local data is not interrupted by signals in a way a test
 *                  can rely on.
 *   EIO            needs a device that fails writes (dm-error, dm-flakey); the kernel has
 *                  no device mapper.
 *   ENOSPC, EDQUOT filesystems here reserve space at write(2) time, so write() fails
 *                  instead; only NFS-like filesystems defer the error to fsync().
 */
#include <sys/socket.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_net.h"

#define FIFO_NAME "fsync02_fifo"

static int bad_fd = -1, closed_fd = -1, pipe_fds[2] = {-1, -1}, fifo_fd = -1, sock_fd = -1;
static const int special_errs[] = {EROFS, EINVAL};

static struct tcase {
	int *fd;
	const int *errs;
	int nerrs;
	const char *desc;
} tcases[] = {
	{&bad_fd, (const int []){EBADF}, 1, "fd -1"},
	{&closed_fd, (const int []){EBADF}, 1, "closed fd"},
	{&pipe_fds[1], special_errs, 2, "pipe"},
	{&fifo_fd, special_errs, 2, "FIFO"},
	{&sock_fd, special_errs, 2, "socket"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	TST_EXP_FAIL_ARR(fsync(*tc->fd), tc->errs, tc->nerrs, "fsync() on %s", tc->desc);
}

static void setup(void)
{
	int fd;


	SAFE_PIPE(pipe_fds);
	SAFE_MKFIFO(FIFO_NAME, 0644);
	/* O_RDWR on a FIFO does not block (Linux, fifo(7)). */
	fifo_fd = SAFE_OPEN(FIFO_NAME, O_RDWR);
	sock_fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);

	/* Last, so no later open() reuses the number; SAFE_CLOSE() resets its argument. */
	fd = SAFE_OPEN("closed_file", O_CREAT | O_RDWR, 0644);
	closed_fd = fd;
	SAFE_CLOSE(fd);
}

static void cleanup(void)
{
	if (pipe_fds[0] >= 0)
		SAFE_CLOSE(pipe_fds[0]);
	if (pipe_fds[1] >= 0)
		SAFE_CLOSE(pipe_fds[1]);
	if (fifo_fd >= 0)
		SAFE_CLOSE(fifo_fd);
	if (sock_fd >= 0)
		SAFE_CLOSE(sock_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
