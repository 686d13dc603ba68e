// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * chown(2) by root on every filesystem, as man 2 chown describes it:
 * - the owner and group become the ids given, for a file and for a directory; "if the
 *   owner or group is specified as -1, then that ID is not changed";
 * - chown() follows a symbolic link: the target changes, the link does not;
 * - "When the owner or group of an executable file is changed by an unprivileged user, the
 *   S_ISUID and S_ISGID mode bits are cleared ... since Linux 2.2.13, root is treated like
 *   other users": root's chown of a 06755 file leaves 0755;
 * - "In case of a non-group-executable file (i.e., one for which the S_IXGRP bit is not
 *   set) the S_ISGID bit indicates mandatory locking, and is not cleared by a chown()":
 *   02644 stays 02644;
 * - the status change time is updated (after waiting out the filesystem's timestamp
 *   granularity, measured in setup) to the current time: inside the window of
 *   tst_time_window.h around the call.
 */

#include <sys/stat.h>
#include <time.h>
#include "tst_test.h"
#include "tst_time_window.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/file"

static struct tst_fs_time_gran gran;

static void expect(const char *path, uid_t uid, gid_t gid, mode_t mode, const char *why)
{
	struct stat st;

	SAFE_LSTAT(path, &st);
	if (st.st_uid == uid && st.st_gid == gid && (mode == (mode_t)-1 ||
						     (st.st_mode & 07777) == mode)) {
		tst_res(TPASS, "%s: %s is %u:%u", why, path, uid, gid);
		return;
	}
	tst_res(TFAIL, "%s: %s is %u:%u mode %04o, expected %u:%u mode %04o", why, path,
		st.st_uid, st.st_gid, st.st_mode & 07777, uid, gid, mode);
}

static void check_ids(void)
{
	TST_EXP_PASS(chown(FILE_PATH, 1001, 2002), "chown(file, 1001, 2002)");
	expect(FILE_PATH, 1001, 2002, -1, "both ids set");
	TST_EXP_PASS(chown(FILE_PATH, -1, 2003), "chown(file, -1, 2003)");
	expect(FILE_PATH, 1001, 2003, -1, "owner -1 unchanged");
	TST_EXP_PASS(chown(FILE_PATH, 1004, -1), "chown(file, 1004, -1)");
	expect(FILE_PATH, 1004, 2003, -1, "group -1 unchanged");
	TST_EXP_PASS(chown(FILE_PATH, -1, -1), "chown(file, -1, -1)");
	expect(FILE_PATH, 1004, 2003, -1, "both -1 change nothing");
	TST_EXP_PASS(chown(MNTPOINT "/dir", 1005, 2005), "chown(dir, 1005, 2005)");
	expect(MNTPOINT "/dir", 1005, 2005, -1, "directory");

	TST_EXP_PASS(chown(MNTPOINT "/link", 1006, 2006), "chown(link, 1006, 2006)");
	expect(FILE_PATH, 1006, 2006, -1, "the link's target changed");
	expect(MNTPOINT "/link", 0, 0, -1, "the link itself did not");
	SAFE_CHOWN(FILE_PATH, 0, 0);
	SAFE_CHOWN(MNTPOINT "/dir", 0, 0);
}

static void check_mode_bits(void)
{
	SAFE_CHMOD(FILE_PATH, 06755);
	TST_EXP_PASS(chown(FILE_PATH, 1001, 1001), "chown(06755 executable, 1001, 1001)");
	expect(FILE_PATH, 1001, 1001, 0755, "S_ISUID and S_ISGID cleared on an executable");

	SAFE_CHMOD(FILE_PATH, 02644);
	TST_EXP_PASS(chown(FILE_PATH, 0, 0), "chown(02644 file, 0, 0)");
	expect(FILE_PATH, 0, 0, 02644, "S_ISGID kept on a non-group-executable file");
	SAFE_CHMOD(FILE_PATH, 0644);
}

static void check_ctime(void)
{
	struct tst_time_window win;
	struct stat before, after;

	SAFE_STAT(FILE_PATH, &before);
	/* Let the clock pass a granularity step, so that the change can show. */
	tst_time_window_wait_past(&before.st_ctim, gran.mtime_ns);
	tst_time_window_start(&win);
	TST_EXP_PASS(chown(FILE_PATH, 1001, -1), "chown(file, 1001, -1)");
	tst_time_window_end(&win);
	SAFE_STAT(FILE_PATH, &after);
	TST_EXP_EXPR(after.st_ctim.tv_sec > before.st_ctim.tv_sec ||
		     (after.st_ctim.tv_sec == before.st_ctim.tv_sec &&
		      after.st_ctim.tv_nsec > before.st_ctim.tv_nsec),
		     "ctime moved from %lld.%09ld to %lld.%09ld",
		     (long long)before.st_ctim.tv_sec, before.st_ctim.tv_nsec,
		     (long long)after.st_ctim.tv_sec, after.st_ctim.tv_nsec);
	TST_TIME_WINDOW_CHECK(&win, "ctime", &after.st_ctim, gran.mtime_ns);
	SAFE_CHOWN(FILE_PATH, 0, 0);
}

static void run(void)
{
	check_ids();
	check_mode_bits();
	check_ctime();
}

static void setup(void)
{
	SAFE_TOUCH(FILE_PATH, 0644, NULL);
	SAFE_MKDIR(MNTPOINT "/dir", 0755);
	SAFE_SYMLINK("file", MNTPOINT "/link");
	tst_fs_time_gran(MNTPOINT, &gran);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* These keep no POSIX owners: every file belongs to the mounting user. */
	.skip_filesystems = (const char *const []){"ntfs", "vfat", "exfat", NULL},
};
