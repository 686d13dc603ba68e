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
 *   ENOSPC  new data on a loop device whose sparse backing file's tmpfs is full
 *           (tst_failing_fs.h). Linux 6.1 reports this write-back failure as EIO
 *           instead (6.18 says ENOSPC); both are the man page's errnos for a failed
 *           write-back, so that case accepts either, and success still fails the test.
 *   ESPIPE  fd refers to something other than a regular file, a block device, or a
 *           directory: a pipe, a FIFO and a socket
 *
 * Not provoked here:
 *   EIO     (as a case of its own) sync_file_range() writes data only, and the failing
 *           loop device here reports its lack of space (ENOSPC on 6.18); a device failing
 *           with EIO on every kernel needs the device mapper (dm-error), which the kernel
 *           lacks.
 *   ENOMEM  cannot be caused on purpose without starving the whole machine.
 */
#include <sys/socket.h>
#include <string.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_failing_fs.h"

#define FIFO_NAME "sync_file_range02_fifo"
#define ALL_FLAGS (SYNC_FILE_RANGE_WAIT_BEFORE | SYNC_FILE_RANGE_WRITE | \
		   SYNC_FILE_RANGE_WAIT_AFTER)

static int bad_fd = -1, closed_fd = -1, file_fd = -1;
static int pipe_fds[2] = {-1, -1}, fifo_fd = -1, sock_fd = -1;

static int data_fd = -1;

/* More new data than the failing filesystem can back: its writeback must fail. */
static void write_unbacked(void)
{
	data_fd = tst_failing_fs_fill();
}

static void drop_data(void)
{
	tst_failing_fs_drop(&data_fd);
}

/* A write-back the device has no room for: ENOSPC (6.18) or EIO (6.1). */
static const int nospace_errs[] = {ENOSPC, EIO};

static struct tcase {
	int *fd;
	off64_t offset;
	off64_t nbytes;
	unsigned int flags;
	const int *errs;
	int nerrs;
	const char *desc;
	void (*pre)(void);
	void (*post)(void);
} tcases[] = {
	{&bad_fd, 0, 1, ALL_FLAGS, (const int []){EBADF}, 1, "fd -1"},
	{&closed_fd, 0, 1, ALL_FLAGS, (const int []){EBADF}, 1, "closed fd"},
	{&file_fd, 0, 1, ALL_FLAGS | 0x8, (const int []){EINVAL}, 1, "invalid flag bit 0x8"},
	{&file_fd, -1, 1, ALL_FLAGS, (const int []){EINVAL}, 1, "negative offset"},
	{&file_fd, 0, -1, ALL_FLAGS, (const int []){EINVAL}, 1, "negative nbytes"},
	{&file_fd, 1, LLONG_MAX, ALL_FLAGS, (const int []){EINVAL}, 1, "offset + nbytes overflows"},
	{&data_fd, 0, 0, ALL_FLAGS, nospace_errs, 2, "data the device has no room for",
	 write_unbacked, drop_data},
	{&pipe_fds[1], 0, 1, ALL_FLAGS, (const int []){ESPIPE}, 1, "pipe"},
	{&fifo_fd, 0, 1, ALL_FLAGS, (const int []){ESPIPE}, 1, "FIFO"},
	{&sock_fd, 0, 1, ALL_FLAGS, (const int []){ESPIPE}, 1, "socket"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (tc->pre)
		tc->pre();
	TST_EXP_FAIL_ARR(sync_file_range(*tc->fd, tc->offset, tc->nbytes, tc->flags),
			 tc->errs, tc->nerrs, "sync_file_range() with %s", tc->desc);
	if (tc->post)
		tc->post();
}

static void setup(void)
{
	int fd;

	tst_failing_fs_setup();
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
	if (data_fd > -1)
		SAFE_CLOSE(data_fd);
	tst_failing_fs_cleanup();
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
	.needs_root = 1,
	.needs_tmpdir = 1,
};
