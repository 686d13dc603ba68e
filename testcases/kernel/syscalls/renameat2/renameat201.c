// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * renameat2(2) RENAME_NOREPLACE on every filesystem: "Don't overwrite newpath of the
 * rename. Return an error if newpath already exists." Checked: onto a free name the file
 * moves (data and inode kept); onto an existing file it fails with EEXIST and both files
 * keep their data; onto an existing directory and onto a dangling symbolic link it fails
 * with EEXIST too (the link counts as existing). A filesystem answering EINVAL for the
 * flag is TCONF, as the man page allows ("The filesystem does not support one of the flags").
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "renameat2_fs.h"

static int have_symlink;

static int rename_noreplace(const char *old, const char *new)
{
	return rename_flags(old, new, RENAME_NOREPLACE);
}

static void run(void)
{
	struct stat a, b;

	SAFE_FILE_PRINTF(M("a"), "aaa");
	SAFE_FILE_PRINTF(M("b"), "bbb");
	SAFE_MKDIR(M("dir"), 0755);
	if (have_symlink)
		SAFE_SYMLINK("nowhere", M("dangling"));
	SAFE_STAT(M("a"), &a);

	TST_EXP_PASS(rename_noreplace(M("a"), M("c")), "RENAME_NOREPLACE to a free name");
	SAFE_STAT(M("c"), &b);
	TST_EXP_EQ_LU(b.st_ino, a.st_ino);
	TST_EXP_EXPR(access(M("a"), F_OK) == -1, "the old name is gone");

	TST_EXP_FAIL(rename_noreplace(M("c"), M("b")), EEXIST,
		     "RENAME_NOREPLACE onto an existing file");
	check_data(M("c"), "aaa");
	check_data(M("b"), "bbb");
	TST_EXP_FAIL(rename_noreplace(M("c"), M("dir")), EEXIST,
		     "RENAME_NOREPLACE onto an existing directory");
	if (have_symlink)
		TST_EXP_FAIL(rename_noreplace(M("c"), M("dangling")), EEXIST,
			     "RENAME_NOREPLACE onto a dangling symlink");
	else
		tst_res(TCONF, "%s does not support symbolic links", tst_device->fs_type);
	TST_EXP_EXPR(access(M("c"), F_OK) == 0, "the source still exists");

	SAFE_UNLINK(M("c"));
	SAFE_UNLINK(M("b"));
	SAFE_RMDIR(M("dir"));
	if (have_symlink)
		SAFE_UNLINK(M("dangling"));
}

static void setup(void)
{
	RENAMEAT2_PROBE(RENAME_NOREPLACE);
	have_symlink = renameat2_has_symlink();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
