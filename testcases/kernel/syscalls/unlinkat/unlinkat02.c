// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * unlinkat(2) errors beyond unlink(2)'s (man 2 unlink, "additional errors"):
 *
 *   EBADF   pathname is relative but dirfd is neither AT_FDCWD nor a valid descriptor
 *   EINVAL  an invalid flag value was specified in flags
 *   EISDIR  pathname refers to a directory, and AT_REMOVEDIR was not specified
 *   ENOTDIR pathname is relative and dirfd refers to a regular file
 *
 * plus EACCES (nobody) and, with AT_REMOVEDIR, rmdir()'s ENOTEMPTY and EINVAL (last
 * component ".") reached through dirfd. The rest of unlink()'s list is in unlink02.
 */

#include <pwd.h>
#include "tst_test.h"

static int dir_fd = -1, file_fd = -1, bad_fd = -1;

static struct tcase {
	int *fd;
	const char *path;
	int flags;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{&dir_fd, "f", 0, EACCES, 1, "dirfd not writable for nobody"},
	{&bad_fd, "f", 0, EBADF, 0, "invalid dirfd"},
	{&dir_fd, "f", 0x4000000, EINVAL, 0, "invalid flag"},
	{&dir_fd, "d", 0, EISDIR, 0, "directory without AT_REMOVEDIR"},
	{&file_fd, "f", 0, ENOTDIR, 0, "dirfd is a file"},
	{&dir_fd, "d", AT_REMOVEDIR, ENOTEMPTY, 0, "AT_REMOVEDIR of a non-empty directory"},
	{&dir_fd, "d/.", AT_REMOVEDIR, EINVAL, 0, "AT_REMOVEDIR with last component ."},
};

static void check(struct tcase *tc)
{
	TST_EXP_FAIL(unlinkat(*tc->fd, tc->path, tc->flags), tc->exp_errno,
		     "unlinkat() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct passwd *pw;

	if (!tc->as_nobody) {
		check(tc);
	} else if (!SAFE_FORK()) {
		pw = SAFE_GETPWNAM("nobody");
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(pw->pw_gid);
		SAFE_SETUID(pw->pw_uid);
		check(tc);
		exit(0);
	}
	tst_reap_children();
	if (access("base/f", F_OK) || access("base/d/inner", F_OK))
		tst_res(TFAIL, "a failed unlinkat() removed something");
}

static void setup(void)
{
	SAFE_MKDIR("base", 0755);
	SAFE_FILE_PRINTF("base/f", "x");
	SAFE_MKDIR("base/d", 0755);
	SAFE_FILE_PRINTF("base/d/inner", "x");
	SAFE_FILE_PRINTF("file", "x");
	dir_fd = SAFE_OPEN("base", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN("file", O_RDONLY);
	bad_fd = 1000;
	while (fcntl(bad_fd, F_GETFD) != -1)
		bad_fd++;
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
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
