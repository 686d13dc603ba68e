// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rename(2) on every filesystem, what DESCRIPTION promises:
 * - a file moved to a new name keeps its inode and data, and the old name is gone;
 * - "If newpath already exists, it will be atomically replaced": the target name then
 *   refers to the old file's inode, and the replaced file's other hard link shows its link
 *   count dropped by one;
 * - "If oldpath and newpath are existing hard links referring to the same file, then rename()
 *   does nothing": both names remain;
 * - a directory may replace an empty directory, and a directory moved to another parent
 *   has ".." pointing to the new parent;
 * - "If oldpath refers to a symbolic link, the link is renamed": the link moves, its
 *   target does not.
 * The hard link and symlink cases are TCONF where link()/symlink() give EPERM (vfat).
 */

#include <sys/stat.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define M(p) MNTPOINT "/" p

static int have_link, have_symlink;

/*
 * EPERM from link() and symlink(): "The filesystem containing ... does not support the
 * creation of hard/symbolic links" (vfat); mknod() of a FIFO is EPERM there too.
 */
static int probe(int ret, const char *what)
{
	if (!ret) {
		SAFE_UNLINK(M("probe_new"));
		return 1;
	}
	if (errno != EPERM)
		tst_brk(TBROK | TERRNO, "%s probe", what);
	return 0;
}

static void same_inode(const char *path, ino_t ino)
{
	struct stat st;

	if (stat(path, &st)) {
		tst_res(TFAIL | TERRNO, "stat(%s)", path);
		return;
	}
	TST_EXP_EXPR(st.st_ino == ino, "%s has inode %lu (is %lu)", path,
		     (unsigned long)ino, (unsigned long)st.st_ino);
}

static void check_data(const char *path, const char *want)
{
	char buf[32] = "";

	SAFE_FILE_SCANF(path, "%31s", buf);
	TST_EXP_EQ_STR(buf, want);
}

static void file_cases(void)
{
	struct stat a, victim;

	SAFE_FILE_PRINTF(M("a"), "aaa");
	SAFE_STAT(M("a"), &a);
	TST_EXP_PASS(rename(M("a"), M("b")), "rename() to a new name");
	TST_EXP_EXPR(access(M("a"), F_OK) == -1 && errno == ENOENT, "the old name is gone");
	same_inode(M("b"), a.st_ino);
	check_data(M("b"), "aaa");

	SAFE_FILE_PRINTF(M("victim"), "vvv");
	if (have_link)
		SAFE_LINK(M("victim"), M("victim_link"));
	TST_EXP_PASS(rename(M("b"), M("victim")), "rename() over an existing file");
	same_inode(M("victim"), a.st_ino);
	check_data(M("victim"), "aaa");
	if (!have_link) {
		tst_res(TCONF, "%s does not support hard links", tst_device->fs_type);
		SAFE_UNLINK(M("victim"));
		return;
	}
	SAFE_STAT(M("victim_link"), &victim);
	TST_EXP_EQ_LU(victim.st_nlink, 1);
	check_data(M("victim_link"), "vvv");

	SAFE_LINK(M("victim"), M("hard"));
	TST_EXP_PASS(rename(M("victim"), M("hard")), "rename() between two hard links");
	TST_EXP_EXPR(access(M("victim"), F_OK) == 0 && access(M("hard"), F_OK) == 0,
		     "both hard links remain");
	SAFE_UNLINK(M("victim"));
	SAFE_UNLINK(M("hard"));
	SAFE_UNLINK(M("victim_link"));
}

static void dir_cases(void)
{
	struct stat d, parent, dotdot;

	SAFE_MKDIR(M("d1"), 0755);
	SAFE_MKDIR(M("d1/inner"), 0755);
	SAFE_MKDIR(M("empty"), 0755);
	SAFE_MKDIR(M("p2"), 0755);
	SAFE_STAT(M("d1"), &d);
	TST_EXP_PASS(rename(M("d1"), M("empty")), "rename() a directory over an empty one");
	same_inode(M("empty"), d.st_ino);
	TST_EXP_EXPR(access(M("empty/inner"), F_OK) == 0, "the moved directory kept its entry");

	TST_EXP_PASS(rename(M("empty"), M("p2/moved")), "rename() a directory to another parent");
	SAFE_STAT(M("p2"), &parent);
	SAFE_STAT(M("p2/moved/.."), &dotdot);
	TST_EXP_EXPR(parent.st_ino == dotdot.st_ino, "\"..\" of the moved directory is p2");
	SAFE_RMDIR(M("p2/moved/inner"));
	SAFE_RMDIR(M("p2/moved"));
	SAFE_RMDIR(M("p2"));
}

static void symlink_case(void)
{
	char buf[64] = "";

	if (!have_symlink) {
		tst_res(TCONF, "%s does not support symbolic links", tst_device->fs_type);
		return;
	}
	SAFE_FILE_PRINTF(M("target"), "t");
	SAFE_SYMLINK("target", M("sl"));
	TST_EXP_PASS(rename(M("sl"), M("sl2")), "rename() a symbolic link");
	SAFE_READLINK(M("sl2"), buf, sizeof(buf) - 1);
	TST_EXP_EQ_STR(buf, "target");
	TST_EXP_EXPR(access(M("target"), F_OK) == 0, "the link's target was not renamed");
	SAFE_UNLINK(M("sl2"));
	SAFE_UNLINK(M("target"));
}

static void run(void)
{
	file_cases();
	dir_cases();
	symlink_case();
}

static void setup(void)
{
	SAFE_FILE_PRINTF(M("probe"), "p");
	have_link = probe(link(M("probe"), M("probe_new")), "link()");
	have_symlink = probe(symlink("probe", M("probe_new")), "symlink()");
	SAFE_UNLINK(M("probe"));
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
