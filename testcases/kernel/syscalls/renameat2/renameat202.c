// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * renameat2(2) RENAME_EXCHANGE on every filesystem: "Atomically exchange oldpath and
 * newpath. Both pathnames must exist but may be of different types (e.g., one could be a
 * non-empty directory and the other a symbolic link)." Checked: two files swap inodes and
 * data; a non-empty directory and a symbolic link swap types, the directory keeping its
 * entry and its ".." pointing at its new parent; without newpath it is ENOENT.
 * A filesystem answering EINVAL for the flag is TCONF; the directory and symlink case is
 * TCONF where symlink() gives EPERM (vfat).
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "tst_path_errors.h"
#include "renameat2_fs.h"

static int have_symlink;

static int rename_exchange(const char *old, const char *new)
{
	return rename_flags(old, new, RENAME_EXCHANGE);
}

static void files(void)
{
	struct stat a, b, a2, b2;
	struct tst_path_state a_before, none_before;

	SAFE_FILE_PRINTF(M("a"), "aaa");
	SAFE_FILE_PRINTF(M("b"), "bbb");
	SAFE_STAT(M("a"), &a);
	SAFE_STAT(M("b"), &b);
	TST_EXP_PASS(rename_exchange(M("a"), M("b")), "RENAME_EXCHANGE of two files");
	SAFE_STAT(M("a"), &a2);
	SAFE_STAT(M("b"), &b2);
	TST_EXP_EXPR(a2.st_ino == b.st_ino && b2.st_ino == a.st_ino, "the inodes swapped");
	check_data(M("a"), "bbb");
	check_data(M("b"), "aaa");
	tst_path_state_get(M("a"), &a_before);
	tst_path_state_get(M("none"), &none_before);
	TST_EXP_FAIL(rename_exchange(M("a"), M("none")), ENOENT,
		     "RENAME_EXCHANGE with a missing newpath");
	TST_PATH_UNCHANGED(M("a"), &a_before);
	TST_PATH_UNCHANGED(M("none"), &none_before);
	SAFE_UNLINK(M("a"));
	SAFE_UNLINK(M("b"));
}

static void dir_and_link(void)
{
	struct stat st, parent, dotdot;
	char buf[32] = "";

	if (!have_symlink) {
		tst_res(TCONF, "%s does not support symbolic links", tst_device->fs_type);
		return;
	}
	SAFE_MKDIR(M("p1"), 0755);
	SAFE_MKDIR(M("p2"), 0755);
	SAFE_MKDIR(M("p1/dir"), 0755);
	SAFE_FILE_PRINTF(M("p1/dir/entry"), "e");
	SAFE_SYMLINK("somewhere", M("p2/link"));

	TST_EXP_PASS(rename_exchange(M("p1/dir"), M("p2/link")),
		     "RENAME_EXCHANGE of a non-empty directory and a symlink");
	SAFE_LSTAT(M("p1/dir"), &st);
	TST_EXP_EXPR(S_ISLNK(st.st_mode), "p1/dir is now the symlink");
	SAFE_READLINK(M("p1/dir"), buf, sizeof(buf) - 1);
	TST_EXP_EQ_STR(buf, "somewhere");
	SAFE_LSTAT(M("p2/link"), &st);
	TST_EXP_EXPR(S_ISDIR(st.st_mode), "p2/link is now the directory");
	TST_EXP_EXPR(access(M("p2/link/entry"), F_OK) == 0, "the directory kept its entry");
	SAFE_STAT(M("p2"), &parent);
	SAFE_STAT(M("p2/link/.."), &dotdot);
	TST_EXP_EXPR(dotdot.st_ino == parent.st_ino, "\"..\" of the directory is its new parent");

	SAFE_UNLINK(M("p2/link/entry"));
	SAFE_RMDIR(M("p2/link"));
	SAFE_UNLINK(M("p1/dir"));
	SAFE_RMDIR(M("p1"));
	SAFE_RMDIR(M("p2"));
}

static void run(void)
{
	files();
	dir_and_link();
}

static void setup(void)
{
	RENAMEAT2_PROBE(RENAME_EXCHANGE);
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
