// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link(2) on every filesystem: it "creates a new link (also known as a hard link) to an
 * existing file"; "both names refer to the same file (and so have the same permissions and
 * ownership)". Checked: the new name has the old name's inode, the link count rises to 2
 * and falls back to 1 when one name is removed, data written through one name is read
 * through the other, and a link to a symbolic link is a link to the symlink itself (Linux
 * does not dereference oldpath, NOTES).
 */

#include <sys/stat.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define M(p) MNTPOINT "/" p

static void run(void)
{
	struct stat a, b, l1, l2;
	char buf[16] = "";

	SAFE_FILE_PRINTF(M("orig"), "first");
	TST_EXP_PASS(link(M("orig"), M("new")));
	SAFE_STAT(M("orig"), &a);
	SAFE_STAT(M("new"), &b);
	TST_EXP_EXPR(a.st_ino == b.st_ino && a.st_dev == b.st_dev, "both names are one inode");
	TST_EXP_EQ_LU(a.st_nlink, 2);
	TST_EXP_EXPR(a.st_mode == b.st_mode && a.st_uid == b.st_uid,
		     "both names show the same mode and owner");

	SAFE_FILE_PRINTF(M("new"), "second");
	SAFE_FILE_SCANF(M("orig"), "%15s", buf);
	TST_EXP_EQ_STR(buf, "second");

	SAFE_UNLINK(M("orig"));
	SAFE_STAT(M("new"), &b);
	TST_EXP_EQ_LU(b.st_nlink, 1);
	SAFE_UNLINK(M("new"));

	SAFE_SYMLINK("target", M("sym"));
	TST_EXP_PASS(link(M("sym"), M("sym_link")), "link() of a dangling symlink");
	SAFE_LSTAT(M("sym"), &l1);
	SAFE_LSTAT(M("sym_link"), &l2);
	TST_EXP_EXPR(S_ISLNK(l2.st_mode) && l1.st_ino == l2.st_ino,
		     "the new name is the symlink itself");
	SAFE_UNLINK(M("sym"));
	SAFE_UNLINK(M("sym_link"));
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* FUSE ntfs-3g keeps no symlink inode of its own for a hard link to a symlink */
	.skip_filesystems = (const char *const []){"ntfs", "vfat", "exfat", NULL},
};
