// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sync_file_range02: sync_file_range(2) fails with the errno that man 2 sync_file_range
 * lists under ERRORS, in its order:
 *
 *   EBADF   fd is not a valid file descriptor (-1, and a closed descriptor)
 *   EINVAL  flags specifies an invalid bit
 *   EINVAL  offset is invalid (negative)
 *   EINVAL  nbytes is invalid (negative)
 *   EINVAL  offset + nbytes overflows (the range ends past the largest file offset)
 *   ESPIPE  fd refers to something other than a regular file, a block device, or a
 *           directory: a pipe, a FIFO and a socket
 *
 * Not provoked here:
 *   EIO     needs a device that fails writes (dm-error); the kernel has no device mapper.
 *   ENOMEM  cannot be caused on purpose without starving the whole machine.
 *   ENOSPC  filesystems here reserve space at write(2) time, so write() fails instead.
 */
#include <sys/socket.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_net.h"

#define FIFO_NAME "sync_file_range02_fifo"
#define ALL_FLAGS (SYNC_FILE_RANGE_WAIT_BEFORE | SYNC_FILE_RANGE_WRITE | \
		   SYNC_FILE_RANGE_WAIT_AFTER)

static int bad_fd = -1, closed_fd = -1, file_fd = -1;
static int pipe_fds[2] = {-1, -1}, fifo_fd = -1, sock_fd = -1;

static struct tcase {
	int *fd;
	off64_t offset;
	off64_t nbytes;
	unsigned int flags;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&bad_fd, 0, 1, ALL_FLAGS, EBADF, "fd -1"},
	{&closed_fd, 0, 1, ALL_FLAGS, EBADF, "closed fd"},
	{&file_fd, 0, 1, ALL_FLAGS | 0x8, EINVAL, "invalid flag bit 0x8"},
	{&file_fd, -1, 1, ALL_FLAGS, EINVAL, "negative offset"},
	{&file_fd, 0, -1, ALL_FLAGS, EINVAL, "negative nbytes"},
	{&file_fd, 1, LLONG_MAX, ALL_FLAGS, EINVAL, "offset + nbytes overflows"},
	{&pipe_fds[1], 0, 1, ALL_FLAGS, ESPIPE, "pipe"},
	{&fifo_fd, 0, 1, ALL_FLAGS, ESPIPE, "FIFO"},
	{&sock_fd, 0, 1, ALL_FLAGS, ESPIPE, "socket"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	TST_EXP_FAIL(sync_file_range(*tc->fd, tc->offset, tc->nbytes, tc->flags),
		     tc->exp_errno, "sync_file_range() with %s", tc->desc);
}

static void setup(void)
{
	int fd;

	file_fd = SAFE_OPEN("file", O_CREAT | O_RDWR, 0644);
	SAFE_WRITE(1, file_fd, "data", 4);
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
	if (file_fd >= 0)
		SAFE_CLOSE(file_fd);
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
