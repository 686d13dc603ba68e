// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open(2) and symbolic links / directories, from the man page's DESCRIPTION:
 * - without O_NOFOLLOW a symlink in the last component is followed: the descriptor refers
 *   to the target (same st_ino, its data);
 * - O_NOFOLLOW: "If the trailing component (i.e., basename) of pathname is a symbolic link,
 *   then the open fails, with the error ELOOP. Symbolic links in earlier components of the
 *   pathname will still be followed.";
 * - O_CREAT through a dangling symlink creates the symlink's target;
 * - O_DIRECTORY: "If pathname is not a directory, cause the open to fail" (ENOTDIR); a
 *   directory, or a symlink to one, opens and can be read with getdents (fchdir works).
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "lapi/fcntl.h"

static void same_file(int fd, const char *path, const char *what)
{
	struct stat a, b;

	SAFE_FSTAT(fd, &a);
	SAFE_STAT(path, &b);
	if (a.st_ino == b.st_ino && a.st_dev == b.st_dev)
		tst_res(TPASS, "%s refers to %s", what, path);
	else
		tst_res(TFAIL, "%s: inode %lu, %s has inode %lu", what, (unsigned long)a.st_ino,
			path, (unsigned long)b.st_ino);
}

static void run(void)
{
	struct stat st;
	int fd;

	TST_EXP_FD(open("link_to_file", O_RDONLY));
	if (TST_PASS) {
		fd = TST_RET;
		same_file(fd, "dir/file", "open(symlink)");
		SAFE_CLOSE(fd);
	}

	TST_EXP_FAIL2(open("link_to_file", O_RDONLY | O_NOFOLLOW), ELOOP,
		      "O_NOFOLLOW, symlink as last component");

	TST_EXP_FD(open("link_to_dir/file", O_RDONLY | O_NOFOLLOW),
		   "O_NOFOLLOW, symlink as an earlier component");
	if (TST_PASS) {
		fd = TST_RET;
		same_file(fd, "dir/file", "open(link_to_dir/file, O_NOFOLLOW)");
		SAFE_CLOSE(fd);
	}

	TST_EXP_FD(open("dangling", O_CREAT | O_WRONLY, 0644), "O_CREAT through a dangling link");
	if (TST_PASS) {
		SAFE_CLOSE(TST_RET);
		if (lstat("dir/created", &st) == 0 && S_ISREG(st.st_mode))
			tst_res(TPASS, "the dangling link's target dir/created was created");
		else
			tst_res(TFAIL, "dir/created was not created as a regular file");
		SAFE_UNLINK("dir/created");
	}

	TST_EXP_FD(open("dir", O_RDONLY | O_DIRECTORY), "O_DIRECTORY on a directory");
	if (TST_PASS) {
		fd = TST_RET;
		SAFE_FSTAT(fd, &st);
		TST_EXP_EXPR(S_ISDIR(st.st_mode), "O_DIRECTORY descriptor is a directory");
		SAFE_CLOSE(fd);
	}
	TST_EXP_FD(open("link_to_dir", O_RDONLY | O_DIRECTORY), "O_DIRECTORY on a link to a dir");
	if (TST_PASS)
		SAFE_CLOSE(TST_RET);
	TST_EXP_FAIL2(open("dir/file", O_RDONLY | O_DIRECTORY), ENOTDIR, "O_DIRECTORY on a file");
	TST_EXP_FAIL2(open("link_to_file", O_RDONLY | O_DIRECTORY), ENOTDIR,
		      "O_DIRECTORY on a link to a file");
}

static void setup(void)
{
	int fd;

	SAFE_MKDIR("dir", 0755);
	fd = SAFE_OPEN("dir/file", O_CREAT | O_WRONLY, 0644);
	SAFE_CLOSE(fd);
	SAFE_SYMLINK("dir/file", "link_to_file");
	SAFE_SYMLINK("dir", "link_to_dir");
	SAFE_SYMLINK("dir/created", "dangling");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
