// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mkdirat(2) errors that mkdir(2) does not have (man 2 mkdir, "additional errors"):
 *
 *   EBADF   pathname is relative and dirfd is neither AT_FDCWD nor a valid descriptor
 *   ENOTDIR pathname is relative and dirfd refers to a file other than a directory
 *
 * and the mkdir() errors reached relative to dirfd (EEXIST, ENOENT, EACCES as nobody),
 * showing the lookup starts at dirfd. The full mkdir() list is in mkdir02.
 */

#include <pwd.h>
#include "tst_test.h"

static int dir_fd = -1, file_fd = -1, bad_fd = -1;

static struct tcase {
	int *fd;
	const char *path;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{&bad_fd, "d", EBADF, 0, "invalid dirfd"},
	{&file_fd, "d", ENOTDIR, 0, "dirfd is a regular file"},
	{&dir_fd, "exists", EEXIST, 0, "existing entry under dirfd"},
	{&dir_fd, "missing/d", ENOENT, 0, "missing component under dirfd"},
	{&dir_fd, "d", EACCES, 1, "dirfd not writable for nobody"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct passwd *pw;

	if (tc->as_nobody) {
		if (!SAFE_FORK()) {
			pw = SAFE_GETPWNAM("nobody");
			SAFE_SETGROUPS(0, NULL);
			SAFE_SETGID(pw->pw_gid);
			SAFE_SETUID(pw->pw_uid);
			TST_EXP_FAIL(mkdirat(*tc->fd, tc->path, 0755), tc->exp_errno,
				     "mkdirat() %s", tc->desc);
			exit(0);
		}
		tst_reap_children();
		return;
	}
	TST_EXP_FAIL(mkdirat(*tc->fd, tc->path, 0755), tc->exp_errno, "mkdirat() %s", tc->desc);
}

static void setup(void)
{
	SAFE_MKDIR("base", 0755);
	SAFE_MKDIR("base/exists", 0755);
	SAFE_FILE_PRINTF("file", "x");
	dir_fd = SAFE_OPEN("base", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN("file", O_RDONLY);
	/* the first closed descriptor from 1000 on */
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
