// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * utimensat(2) on every filesystem, as the man page describes it, with expectations
 * scaled to the filesystem's timestamp granularity, for atime and mtime apart (measured in
 * setup by tst_fs_time_gran(); values are expected truncated to it, never assumed to be
 * nanoseconds; "the current time" is the window of tst_time_window.h: coarse clock before,
 * fine clock after, start truncated to the granularity):
 * - explicit times: atime and mtime become the values given (to the granularity);
 * - UTIME_OMIT: "the corresponding file timestamp is left unchanged", the other one set;
 * - UTIME_NOW: "the corresponding file timestamp is set to the current time";
 * - times NULL: "both timestamps are set to the current time";
 * - both UTIME_OMIT: nothing changes, not even the status change time;
 * - any change sets the status change time to the current time, not to the given value
 *   (TCONF on vfat, which has no status change time: its ctime is the mtime set);
 * - AT_SYMLINK_NOFOLLOW: "if pathname specifies a symbolic link, then update the
 *   timestamps of the link", the target keeps its own (TCONF on a filesystem without
 *   symbolic links, such as vfat, where symlink() fails with EPERM);
 * - futimens(fd, times) (utimensat with a NULL pathname) changes the file fd refers to.
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "tst_time_window.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/file"
#define LINK_PATH MNTPOINT "/link"

/* Granularity of mtime (and ctime) and of atime: vfat keeps atime as a date only. */
static long long gran_m, gran_a;
static struct tst_fs_time_gran gran;
static int has_symlinks;
/* FAT has no status change time: the kernel shows ctime = mtime, set along with it. */
static int ctime_is_mtime;

static long long ns(const struct timespec *ts)
{
	return ts->tv_sec * 1000000000LL + ts->tv_nsec;
}

static long long truncated(const struct timespec *ts, long long gran)
{
	return ns(ts) - ns(ts) % gran;
}

static void expect_ts(const char *what, const struct timespec *got, long long exp)
{
	if (ns(got) == exp)
		tst_res(TPASS, "%s is %lld.%09lld", what, exp / 1000000000, exp % 1000000000);
	else
		tst_res(TFAIL, "%s is %lld.%09ld, expected %lld.%09lld", what,
			(long long)got->tv_sec, got->tv_nsec, exp / 1000000000, exp % 1000000000);
}

static void check_explicit(void)
{
	struct timespec t[2] = {{1000012345, 123456789}, {1500000000, 987654321}};
	struct stat st;

	TST_EXP_PASS(utimensat(AT_FDCWD, FILE_PATH, t, 0), "utimensat(explicit times)");
	SAFE_STAT(FILE_PATH, &st);
	expect_ts("atime", &st.st_atim, truncated(&t[0], gran_a));
	expect_ts("mtime", &st.st_mtim, truncated(&t[1], gran_m));
}

static void check_omit_and_now(void)
{
	struct timespec t[2] = {{0, UTIME_OMIT}, {1600000000, 555555555}};
	struct tst_time_window win;
	struct timespec old_atime;
	struct stat st;

	SAFE_STAT(FILE_PATH, &st);
	old_atime = st.st_atim;
	TST_EXP_PASS(utimensat(AT_FDCWD, FILE_PATH, t, 0), "utimensat({UTIME_OMIT, explicit})");
	SAFE_STAT(FILE_PATH, &st);
	expect_ts("UTIME_OMIT atime", &st.st_atim, ns(&old_atime));
	expect_ts("mtime", &st.st_mtim, truncated(&t[1], gran_m));

	t[0].tv_nsec = UTIME_NOW;
	t[1].tv_nsec = UTIME_OMIT;
	tst_time_window_start(&win);
	TST_EXP_PASS(utimensat(AT_FDCWD, FILE_PATH, t, 0), "utimensat({UTIME_NOW, UTIME_OMIT})");
	tst_time_window_end(&win);
	SAFE_STAT(FILE_PATH, &st);
	TST_TIME_WINDOW_CHECK(&win, "UTIME_NOW atime", &st.st_atim, gran_a);
	t[1].tv_nsec = 555555555;
	expect_ts("UTIME_OMIT mtime", &st.st_mtim, truncated(&t[1], gran_m));
}

static void check_null(void)
{
	struct tst_time_window win;
	struct stat st;

	tst_time_window_start(&win);
	TST_EXP_PASS(utimensat(AT_FDCWD, FILE_PATH, NULL, 0), "utimensat(times NULL)");
	tst_time_window_end(&win);
	SAFE_STAT(FILE_PATH, &st);
	TST_TIME_WINDOW_CHECK(&win, "atime", &st.st_atim, gran_a);
	TST_TIME_WINDOW_CHECK(&win, "mtime", &st.st_mtim, gran_m);
}

static void check_ctime(void)
{
	struct timespec omit[2] = {{0, UTIME_OMIT}, {0, UTIME_OMIT}};
	struct timespec t[2] = {{1000000000, 0}, {1000000000, 0}};
	struct tst_time_window win;
	struct stat st1, st2;

	SAFE_STAT(FILE_PATH, &st1);
	/* A granule later, a timestamp wrongly set to now would differ. */
	tst_time_window_wait_past(&st1.st_ctim, gran_m);
	TST_EXP_PASS(utimensat(AT_FDCWD, FILE_PATH, omit, 0), "utimensat(both UTIME_OMIT)");
	SAFE_STAT(FILE_PATH, &st2);
	TST_EXP_EXPR(ns(&st1.st_atim) == ns(&st2.st_atim) && ns(&st1.st_mtim) == ns(&st2.st_mtim) &&
		     ns(&st1.st_ctim) == ns(&st2.st_ctim), "both UTIME_OMIT changed nothing");

	if (ctime_is_mtime) {
		tst_res(TCONF, "%s has no status change time (ctime follows mtime)",
			tst_device->fs_type);
		return;
	}
	tst_time_window_start(&win);
	TST_EXP_PASS(utimensat(AT_FDCWD, FILE_PATH, t, 0), "utimensat(explicit, year 2001)");
	tst_time_window_end(&win);
	SAFE_STAT(FILE_PATH, &st2);
	TST_EXP_EXPR(ns(&st2.st_ctim) > ns(&st1.st_ctim), "ctime moved forward");
	TST_TIME_WINDOW_CHECK(&win, "ctime", &st2.st_ctim, gran_m);
}

static void check_nofollow(void)
{
	struct timespec t[2] = {{1200000000, 0}, {1300000000, 0}};
	struct stat file_before, st;

	if (!has_symlinks) {
		tst_res(TCONF, "%s has no symbolic links: AT_SYMLINK_NOFOLLOW not tested",
			tst_device->fs_type);
		return;
	}
	SAFE_STAT(FILE_PATH, &file_before);
	TST_EXP_PASS(utimensat(AT_FDCWD, LINK_PATH, t, AT_SYMLINK_NOFOLLOW),
		     "utimensat(symlink, AT_SYMLINK_NOFOLLOW)");
	SAFE_LSTAT(LINK_PATH, &st);
	expect_ts("link mtime", &st.st_mtim, 1300000000LL * 1000000000);
	SAFE_STAT(FILE_PATH, &st);
	expect_ts("target mtime", &st.st_mtim, ns(&file_before.st_mtim));

	TST_EXP_PASS(utimensat(AT_FDCWD, LINK_PATH, t, 0), "utimensat(symlink, 0)");
	SAFE_STAT(FILE_PATH, &st);
	expect_ts("followed: target mtime", &st.st_mtim, 1300000000LL * 1000000000);
}

static void check_futimens(void)
{
	struct timespec t[2] = {{1100000000, 111111111}, {1100000001, 222222222}};
	struct stat st;
	int fd = SAFE_OPEN(FILE_PATH, O_RDONLY);

	TST_EXP_PASS(futimens(fd, t), "futimens(fd, explicit)");
	SAFE_CLOSE(fd);
	SAFE_STAT(FILE_PATH, &st);
	expect_ts("futimens atime", &st.st_atim, truncated(&t[0], gran_a));
	expect_ts("futimens mtime", &st.st_mtim, truncated(&t[1], gran_m));
}

static void run(void)
{
	check_explicit();
	check_omit_and_now();
	check_null();
	check_ctime();
	check_nofollow();
	check_futimens();
}

static void setup(void)
{
	/* An odd second in 2001, far from now: FAT's ctime follows it, a real ctime not. */
	struct timespec ts[2] = {{1000000001, 0}, {1000000001, 0}};
	struct stat st;

	SAFE_TOUCH(FILE_PATH, 0644, NULL);
	if (symlink("file", LINK_PATH)) {
		/* FAT has no symbolic links: the kernel answers EPERM. */
		if (errno != EPERM)
			tst_brk(TBROK | TERRNO, "symlink(file, %s)", LINK_PATH);
	} else {
		has_symlinks = 1;
	}
	if (utimensat(AT_FDCWD, FILE_PATH, ts, 0))
		tst_brk(TBROK | TERRNO, "utimensat(%s)", FILE_PATH);
	SAFE_STAT(FILE_PATH, &st);
	ctime_is_mtime = ns(&st.st_ctim) == ns(&st.st_mtim);
	tst_fs_time_gran(MNTPOINT, &gran);
	gran_m = gran.mtime_ns;
	gran_a = gran.atime_ns;
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* 128-byte ext2 inodes keep whole seconds only: a coarse filesystem in the set. */
	.filesystems = (struct tst_fs []){
		{.type = "ext2", .mkfs_opts = (const char *const []){"-I", "128", NULL}},
		{}
	},
};
