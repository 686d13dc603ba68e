// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * renameat(2) errors beyond rename(2)'s (man 2 rename, "additional errors"):
 *
 *   EBADF   oldpath is relative and olddirfd is not a valid file descriptor
 *   EBADF   newpath is relative and newdirfd is not a valid file descriptor
 *   ENOTDIR oldpath is relative and olddirfd refers to a regular file
 *   ENOTDIR newpath is relative and newdirfd refers to a regular file
 *
 * plus ENOENT and EACCES (nobody) reached through a directory descriptor; the rest of
 * rename()'s list is in rename02.
 */

#include <pwd.h>
#include "tst_test.h"

static int dir_fd = -1, file_fd = -1, bad_fd = -1;

static struct tcase {
	int *oldfd;
	const char *old;
	int *newfd;
	const char *new;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{&bad_fd, "f", &dir_fd, "g", EBADF, 0, "invalid olddirfd"},
	{&dir_fd, "f", &bad_fd, "g", EBADF, 0, "invalid newdirfd"},
	{&file_fd, "f", &dir_fd, "g", ENOTDIR, 0, "olddirfd is a file"},
	{&dir_fd, "f", &file_fd, "g", ENOTDIR, 0, "newdirfd is a file"},
	{&dir_fd, "missing", &dir_fd, "g", ENOENT, 0, "oldpath missing under olddirfd"},
	{&dir_fd, "f", &dir_fd, "g", EACCES, 1, "dirfd not writable for nobody"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct passwd *pw;

	if (tc->as_nobody && !SAFE_FORK()) {
		pw = SAFE_GETPWNAM("nobody");
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(pw->pw_gid);
		SAFE_SETUID(pw->pw_uid);
		TST_EXP_FAIL(renameat(*tc->oldfd, tc->old, *tc->newfd, tc->new), tc->exp_errno,
			     "renameat() %s", tc->desc);
		exit(0);
	}
	if (!tc->as_nobody)
		TST_EXP_FAIL(renameat(*tc->oldfd, tc->old, *tc->newfd, tc->new), tc->exp_errno,
			     "renameat() %s", tc->desc);
	tst_reap_children();
	if (access("base/f", F_OK) || !access("base/g", F_OK))
		tst_res(TFAIL, "base/f moved after a failed renameat()");
}

static void setup(void)
{
	SAFE_MKDIR("base", 0755);
	SAFE_FILE_PRINTF("base/f", "x");
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
