// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mkdir(2) on every filesystem: what DESCRIPTION and NOTES promise for a new directory.
 *
 * - the directory exists, is empty (only "." and ".."), and its ".." is the parent;
 * - its permission bits are (mode & ~umask & 01777): the sticky bit is kept, set-user-ID
 *   and set-group-ID from mode are ignored;
 * - its owner is the effective UID of the caller; its group is the caller's effective GID,
 *   unless the parent has the set-group-ID bit, in which case the group is the parent's
 *   and the new directory inherits the set-group-ID bit (BSD semantics, NOTES).
 */

#include <dirent.h>
#include <pwd.h>
#include <sys/stat.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define DIR1 MNTPOINT "/dir1"
#define DIR2 MNTPOINT "/dir2"
#define SGID_DIR MNTPOINT "/sgid"
#define SGID_SUB SGID_DIR "/sub"

static gid_t nobody_gid;

static int count_entries(const char *path)
{
	DIR *d = SAFE_OPENDIR(path);
	struct dirent *e;
	int n = 0;

	while ((e = SAFE_READDIR(d)))
		n++;
	SAFE_CLOSEDIR(d);
	return n;
}

static void check_plain(void)
{
	struct stat st, parent, dotdot;

	umask(022);
	TST_EXP_PASS(mkdir(DIR1, 0777));
	if (!TST_PASS)
		return;
	SAFE_STAT(DIR1, &st);
	SAFE_STAT(MNTPOINT, &parent);
	SAFE_STAT(DIR1 "/..", &dotdot);
	TST_EXP_EXPR(S_ISDIR(st.st_mode), "%s is a directory", DIR1);
	TST_EXP_EQ_LI(st.st_mode & 07777, 0755);
	TST_EXP_EQ_LI(st.st_uid, geteuid());
	TST_EXP_EQ_LI(st.st_gid, getegid());
	TST_EXP_EQ_LI(count_entries(DIR1), 2);
	TST_EXP_EXPR(dotdot.st_ino == parent.st_ino && dotdot.st_dev == parent.st_dev,
		     "%s/.. is the parent directory", DIR1);
	SAFE_RMDIR(DIR1);
}

static void check_mode_bits(void)
{
	struct stat st;

	umask(0);
	TST_EXP_PASS(mkdir(DIR2, 07777), "mkdir(%s, 07777) with umask 0", DIR2);
	umask(022);
	if (!TST_PASS)
		return;
	SAFE_STAT(DIR2, &st);
	/* S_ISVTX kept; S_ISUID/S_ISGID of mode ignored (parent is not set-group-ID) */
	TST_EXP_EQ_LI(st.st_mode & 07777, 01777);
	SAFE_RMDIR(DIR2);
}

static void check_setgid_parent(void)
{
	struct stat st;

	TST_EXP_PASS(mkdir(SGID_SUB, 0755));
	if (!TST_PASS)
		return;
	SAFE_STAT(SGID_SUB, &st);
	TST_EXP_EQ_LI(st.st_gid, nobody_gid);
	TST_EXP_EXPR(st.st_mode & S_ISGID, "%s inherited S_ISGID (mode %04o)",
		     SGID_SUB, st.st_mode & 07777);
	SAFE_RMDIR(SGID_SUB);
}

static void run(void)
{
	check_plain();
	check_mode_bits();
	check_setgid_parent();
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_gid = pw->pw_gid;
	if (nobody_gid == getegid())
		tst_brk(TCONF, "nobody's group is ours, the set-group-ID case proves nothing");
	SAFE_MKDIR(SGID_DIR, 0777);
	SAFE_CHOWN(SGID_DIR, 0, nobody_gid);
	SAFE_CHMOD(SGID_DIR, 02777);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* FUSE ntfs-3g maps no POSIX owner or mode bits: every directory is 0777 root:root */
	.skip_filesystems = (const char *const []){"ntfs", "vfat", "exfat", NULL},
};
