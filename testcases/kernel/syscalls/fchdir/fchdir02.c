// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fchdir(2) errors (man 2 chdir, fchdir part of ERRORS):
 *
 *   EACCES  search permission was denied on the directory open on fd (nobody, no
 *           capabilities, directory mode 0666 opened by root)
 *   EBADF   fd is not a valid file descriptor
 *   ENOTDIR fd does not refer to a directory (a regular file)
 *
 * After each failure the working directory must be unchanged.
 *
 * Not provoked: EFAULT (fchdir() takes no pathname; chdir02), ELOOP (path lookup, which
 * fchdir() does not do; chdir02), ENAMETOOLONG (path lookup; chdir02), ENOENT (path
 * lookup; chdir02), EIO (needs a failing device), ENOMEM (needs the kernel to run out of
 * memory)
 */

#include <sys/stat.h>
#include "tst_test.h"

static int nosearch_fd = -1, file_fd = -1, bad_fd = -1;
static struct stat start;

static struct tcase {
	int *fd;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{&nosearch_fd, EACCES, 1, "directory without search permission"},
	{&bad_fd, EBADF, 0, "closed descriptor"},
	{&file_fd, ENOTDIR, 0, "regular file"},
};

static void check(struct tcase *tc)
{
	struct stat now;

	TST_EXP_FAIL(fchdir(*tc->fd), tc->exp_errno, "fchdir() %s", tc->desc);
	SAFE_STAT(".", &now);
	if (now.st_ino != start.st_ino || now.st_dev != start.st_dev)
		tst_res(TFAIL, "the working directory changed after a failed fchdir()");
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (!tc->as_nobody) {
		check(tc);
		return;
	}
	if (!SAFE_FORK()) {
		tst_become_nobody();
		check(tc);
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	SAFE_MKDIR("nosearch", 0666);
	SAFE_CHMOD("nosearch", 0666);
	nosearch_fd = SAFE_OPEN("nosearch", O_RDONLY | O_DIRECTORY);
	SAFE_FILE_PRINTF("file", "x");
	file_fd = SAFE_OPEN("file", O_RDONLY);
	bad_fd = 1000;
	while (fcntl(bad_fd, F_GETFD) != -1)
		bad_fd++;
	SAFE_STAT(".", &start);
}

static void cleanup(void)
{
	if (nosearch_fd > -1)
		SAFE_CLOSE(nosearch_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
