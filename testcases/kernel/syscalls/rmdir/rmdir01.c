// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rmdir(2) on every filesystem: "rmdir() deletes a directory, which must be empty."
 * Checked: the name is gone (stat gives ENOENT), the parent's link count is what it was
 * before the directory was made, and a directory that holds an entry is left alone
 * (ENOTEMPTY) until the entry is removed. A descriptor still open on the removed
 * directory lists no entry other than "." and "..".
 */

#include <dirent.h>
#include <sys/stat.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define DIR1 MNTPOINT "/dir1"

static void run(void)
{
	struct stat before, after, st;
	DIR *d;
	struct dirent *e;
	int others = 0;

	SAFE_STAT(MNTPOINT, &before);
	SAFE_MKDIR(DIR1, 0755);
	SAFE_MKDIR(DIR1 "/sub", 0755);

	TST_EXP_FAIL(rmdir(DIR1), ENOTEMPTY, "rmdir() of a directory holding a subdirectory");
	TST_EXP_EXPR(stat(DIR1 "/sub", &st) == 0, "the subdirectory survived");
	SAFE_RMDIR(DIR1 "/sub");

	d = SAFE_OPENDIR(DIR1);
	TST_EXP_PASS(rmdir(DIR1));
	TST_EXP_FAIL(stat(DIR1, &st), ENOENT, "stat() of the removed directory");
	SAFE_STAT(MNTPOINT, &after);
	TST_EXP_EQ_LU(after.st_nlink, before.st_nlink);

	while ((e = SAFE_READDIR(d)))
		others += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
	SAFE_CLOSEDIR(d);
	TST_EXP_EQ_LI(others, 0);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
