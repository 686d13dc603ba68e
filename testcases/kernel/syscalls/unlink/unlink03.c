// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The sticky-directory rule on every filesystem (man 2 unlink and rename, EPERM; inode(7)
 * "The sticky bit"): in a directory with S_ISVTX, "a file can be renamed or deleted only by
 * the owner of the file, by the owner of the directory, and by a privileged process".
 * The directory is mode 01777 and owned by daemon; as nobody (no capabilities):
 * - unlink() and rename() of root's file and of daemon's file: EPERM, the files stay;
 * - unlink() and rename() of nobody's own file: allowed.
 * As daemon, the directory's owner: unlink() of nobody's file is allowed.
 * As root (CAP_FOWNER): unlink() of daemon's file is allowed.
 */

#include <pwd.h>
#include <sys/stat.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define M(p) MNTPOINT "/sticky/" p

static struct passwd nobody, daemon_pw;

static void become(struct passwd *pw)
{
	SAFE_SETGROUPS(0, NULL);
	SAFE_SETGID(pw->pw_gid);
	SAFE_SETUID(pw->pw_uid);
}

static void as_nobody(void)
{
	become(&nobody);
	TST_EXP_FAIL(unlink(M("root_file")), EPERM, "nobody unlinks root's file");
	TST_EXP_FAIL(rename(M("root_file"), M("x")), EPERM, "nobody renames root's file");
	TST_EXP_FAIL(unlink(M("daemon_file")), EPERM, "nobody unlinks daemon's file");
	TST_EXP_FAIL(rename(M("daemon_file"), M("x")), EPERM, "nobody renames daemon's file");
	/* the refused calls removed and renamed nothing */
	TST_EXP_EXPR(!access(M("root_file"), F_OK) && !access(M("daemon_file"), F_OK),
		     "root's and daemon's files are still there");
	TST_EXP_EXPR(access(M("x"), F_OK) == -1 && errno == ENOENT, "nothing was renamed to x");
	TST_EXP_PASS(rename(M("nobody_file"), M("nobody_moved")), "nobody renames its file");
	TST_EXP_PASS(unlink(M("nobody_moved")), "nobody unlinks its file");
}

static void as_daemon(void)
{
	become(&daemon_pw);
	TST_EXP_PASS(unlink(M("nobody_file")), "the directory's owner unlinks nobody's file");
}

static void make_file(const char *path, struct passwd *pw)
{
	SAFE_FILE_PRINTF(path, "x");
	SAFE_CHMOD(path, 0666);
	SAFE_CHOWN(path, pw->pw_uid, pw->pw_gid);
}

static void run(void)
{
	make_file(M("root_file"), &(struct passwd){.pw_uid = 0, .pw_gid = 0});
	make_file(M("daemon_file"), &daemon_pw);
	make_file(M("nobody_file"), &nobody);

	if (!SAFE_FORK()) {
		as_nobody();
		exit(0);
	}
	tst_reap_children();
	TST_EXP_EXPR(access(M("root_file"), F_OK) == 0 && access(M("daemon_file"), F_OK) == 0 &&
		     access(M("x"), F_OK) == -1, "the refused files are all still there");

	make_file(M("nobody_file"), &nobody);
	if (!SAFE_FORK()) {
		as_daemon();
		exit(0);
	}
	tst_reap_children();
	TST_EXP_PASS(unlink(M("daemon_file")), "root unlinks daemon's file");
	SAFE_UNLINK(M("root_file"));
}

static void setup(void)
{
	nobody = *SAFE_GETPWNAM("nobody");
	daemon_pw = *SAFE_GETPWNAM("daemon");
	SAFE_MKDIR(MNTPOINT "/sticky", 0777);
	SAFE_CHOWN(MNTPOINT "/sticky", daemon_pw.pw_uid, daemon_pw.pw_gid);
	SAFE_CHMOD(MNTPOINT "/sticky", 01777);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* FUSE ntfs-3g maps no POSIX owner or sticky bit */
	.skip_filesystems = (const char *const []){"ntfs", "vfat", "exfat", NULL},
};
