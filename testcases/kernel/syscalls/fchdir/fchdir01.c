// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fchdir(2) "is identical to chdir(); the only difference is that the directory is given
 * as an open file descriptor." Checked on every filesystem: after fchdir(fd) "." is the
 * directory fd refers to, a relative create lands there, it works on a descriptor opened
 * with O_PATH, and it still works (getcwd() names the directory) after the directory was
 * renamed while the descriptor was open.
 */

#include <sys/stat.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"

static char top[PATH_MAX];

static void same_as_dot(const char *path)
{
	struct stat a, b;

	SAFE_STAT(".", &a);
	SAFE_STAT(path, &b);
	TST_EXP_EXPR(a.st_ino == b.st_ino && a.st_dev == b.st_dev, "\".\" is %s", path);
}

static void run(void)
{
	char cwd[PATH_MAX], want[PATH_MAX + 32];
	int fd;

	fd = SAFE_OPEN(MNTPOINT "/dir", O_RDONLY | O_DIRECTORY);
	TST_EXP_PASS(fchdir(fd), "fchdir(fd of dir)");
	SAFE_FILE_PRINTF("created", "x");
	SAFE_CHDIR(top);
	TST_EXP_EXPR(access(MNTPOINT "/dir/created", F_OK) == 0,
		     "a relative create after fchdir() landed in the directory");
	SAFE_UNLINK(MNTPOINT "/dir/created");
	SAFE_CLOSE(fd);

	fd = SAFE_OPEN(MNTPOINT "/dir", O_PATH | O_DIRECTORY);
	TST_EXP_PASS(fchdir(fd), "fchdir(O_PATH fd)");
	snprintf(want, sizeof(want), "%s/%s/dir", top, MNTPOINT);
	same_as_dot(want);
	SAFE_CHDIR(top);

	SAFE_RENAME(MNTPOINT "/dir", MNTPOINT "/moved");
	TST_EXP_PASS(fchdir(fd), "fchdir() after the directory was renamed");
	SAFE_GETCWD(cwd, sizeof(cwd));
	snprintf(want, sizeof(want), "%s/%s/moved", top, MNTPOINT);
	TST_EXP_EQ_STR(cwd, want);
	SAFE_CHDIR(top);
	SAFE_RENAME(MNTPOINT "/moved", MNTPOINT "/dir");
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	SAFE_GETCWD(top, sizeof(top));
	SAFE_MKDIR(MNTPOINT "/dir", 0755);
}

static void cleanup(void)
{
	if (top[0])
		chdir(top);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
