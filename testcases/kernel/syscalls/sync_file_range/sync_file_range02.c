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
#include "tst_test.h"
#include "../fsync/sync_errors.h"

#define FIFO_NAME "sync_file_range02_fifo"
#define ALL_FLAGS (SYNC_FILE_RANGE_WAIT_BEFORE | SYNC_FILE_RANGE_WRITE | \
		   SYNC_FILE_RANGE_WAIT_AFTER)

static int file_fd = -1;

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
	file_fd = SAFE_OPEN("file", O_CREAT | O_RDWR, 0644);
	SAFE_WRITE(1, file_fd, "data", 4);
	/* Last: it takes the closed descriptor's number. */
	sync_fds_setup(FIFO_NAME);
}

static void cleanup(void)
{
	if (file_fd >= 0)
		SAFE_CLOSE(file_fd);
	sync_fds_cleanup();
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
