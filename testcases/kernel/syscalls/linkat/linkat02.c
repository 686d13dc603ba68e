// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * linkat(2) errors beyond link(2)'s (man 2 link, "additional errors"):
 *
 *   EBADF   oldpath (newpath) is relative but olddirfd (newdirfd) is not a valid descriptor
 *   EINVAL  an invalid flag value was specified in flags
 *   ENOENT  AT_EMPTY_PATH was specified in flags, but the caller lacks CAP_DAC_READ_SEARCH
 *           (nobody, on a descriptor root opened; see below)
 *   ENOENT  oldpath is relative and refers to a directory entry that does not exist
 *           under olddirfd
 *   ENOENT  an empty oldpath without AT_EMPTY_PATH
 *   ENOTDIR oldpath (newpath) is relative and olddirfd (newdirfd) refers to a regular file
 *   EPERM   AT_EMPTY_PATH was specified and olddirfd refers to a directory
 *
 * The AT_EMPTY_PATH capability rule changed: since Linux 6.10 ("vfs: relax linkat()
 * AT_EMPTY_PATH - aka flink() - requirements") a caller without
 * CAP_DAC_READ_SEARCH may link a descriptor it opened itself; a descriptor opened by
 * someone else with more credentials still gives ENOENT. That last case is the row here.
 */

#include <pwd.h>
#include "tst_test.h"

static int dir_fd = -1, file_fd = -1, bad_fd = -1, root_fd = -1;

static struct tcase {
	int *oldfd;
	const char *old;
	int *newfd;
	const char *new;
	int flags;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{&bad_fd, "f", &dir_fd, "l", 0, EBADF, 0, "invalid olddirfd"},
	{&dir_fd, "f", &bad_fd, "l", 0, EBADF, 0, "invalid newdirfd"},
	{&dir_fd, "f", &dir_fd, "l", 0x4000000, EINVAL, 0, "invalid flag"},
	{&root_fd, "", &dir_fd, "l", AT_EMPTY_PATH, ENOENT, 1,
		"AT_EMPTY_PATH on root's descriptor without CAP_DAC_READ_SEARCH"},
	{&dir_fd, "missing", &dir_fd, "l", 0, ENOENT, 0, "oldpath missing under olddirfd"},
	{&file_fd, "", &dir_fd, "l", 0, ENOENT, 0, "empty oldpath without AT_EMPTY_PATH"},
	{&file_fd, "f", &dir_fd, "l", 0, ENOTDIR, 0, "olddirfd is a file"},
	{&dir_fd, "f", &file_fd, "l", 0, ENOTDIR, 0, "newdirfd is a file"},
	{&dir_fd, "", &dir_fd, "l", AT_EMPTY_PATH, EPERM, 0, "AT_EMPTY_PATH on a directory"},
};

static void check(struct tcase *tc)
{
	TST_EXP_FAIL(linkat(*tc->oldfd, tc->old, *tc->newfd, tc->new, tc->flags),
		     tc->exp_errno, "linkat() %s", tc->desc);
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
	if (!access("base/l", F_OK))
		tst_res(TFAIL, "a failed linkat() created base/l");
}

static void setup(void)
{
	SAFE_MKDIR("base", 0777);
	SAFE_CHMOD("base", 0777);
	SAFE_FILE_PRINTF("base/f", "x");
	SAFE_FILE_PRINTF("file", "x");
	SAFE_FILE_PRINTF("rootonly", "x");
	SAFE_CHMOD("rootonly", 0600);
	dir_fd = SAFE_OPEN("base", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN("file", O_RDONLY);
	root_fd = SAFE_OPEN("rootonly", O_RDONLY);
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
	if (root_fd > -1)
		SAFE_CLOSE(root_fd);
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
