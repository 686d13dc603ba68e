// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * syncfs02: syncfs(2) fails with the errno that man 2 syncfs lists under ERRORS:
 *
 *   EBADF   fd is not a valid file descriptor (-1, and a closed descriptor)
 *
 * Not provoked here:
 *   EIO             needs a device that fails writes (dm-error); the kernel has no
 *                   device mapper.
 *   ENOSPC, EDQUOT  filesystems here reserve space at write(2) time, so write() fails
 *                   instead; only NFS-like filesystems defer the error to the sync.
 */
#include "tst_test.h"

static int bad_fd = -1, closed_fd = -1;

static struct tcase {
	int *fd;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&bad_fd, EBADF, "fd -1"},
	{&closed_fd, EBADF, "closed fd"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	TST_EXP_FAIL(syncfs(*tc->fd), tc->exp_errno, "syncfs() on %s", tc->desc);
}

static void setup(void)
{
	int fd = SAFE_OPEN("closed_file", O_CREAT | O_RDWR, 0644);

	/* syncfs() came with Linux 2.6.39 and glibc 2.14. */
	if (syncfs(fd) && errno == ENOSYS)
		tst_brk(TCONF, "syncfs() is not supported");
	/* SAFE_CLOSE() resets its argument: keep the number. */
	closed_fd = fd;
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
