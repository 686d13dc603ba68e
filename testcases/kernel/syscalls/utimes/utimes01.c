// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * utimes(2) on every filesystem, as man 2 utime describes it: "The utimes() call is
 * similar, but the times argument refers to an array rather than a structure. The
 * elements of this array are timeval structures, which allow a precision of 1
 * microsecond": atime and mtime become the values given, to the microsecond where the
 * filesystem keeps that much (measured in setup for atime and mtime apart; truncated to
 * the filesystem's granularity otherwise: vfat keeps atime as a date); times NULL sets
 * both to the current time (inside the window of tst_time_window.h: coarse clock before,
 * fine clock after, start truncated to the granularity); a tv_usec outside [0, 999999] is
 * refused with EINVAL and changes nothing (atime, mtime and ctime). utime02 has the
 * ERRORS shared with utime().
 *
 * Variant 0 calls the C library (which uses utimensat), variant 1 the utimes system call.
 */

#include <sys/stat.h>
#include <sys/time.h>
#include "tst_test.h"
#include "tst_time_window.h"
#include "lapi/syscalls.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/file"

/* Granularity of mtime and of atime (vfat keeps atime as a date, mtime in 2 s steps). */
static struct tst_fs_time_gran gran;

static int do_utimes(const char *path, const struct timeval *tv)
{
	if (tst_variant)
		return tst_syscall(__NR_utimes, path, tv);
	return utimes(path, tv);
}

static long long expected_ns(const struct timeval *tv, long long gran)
{
	long long v = tv->tv_sec * 1000000000LL + tv->tv_usec * 1000LL;

	return v - v % gran;
}

static void run(void)
{
	struct timeval tv[2] = {{1000000000, 123456}, {1200000000, 999999}};
	struct timeval bad[2] = {{1000000000, 1000000}, {1000000000, 0}};
	struct tst_time_window win;
	struct stat st, old;

	TST_EXP_PASS(do_utimes(FILE_PATH, tv),
		     "utimes(file, {1000000000.123456, 1200000000.999999})");
	SAFE_STAT(FILE_PATH, &st);
	TST_EXP_EQ_LI(tst_ts_ns(&st.st_atim), expected_ns(&tv[0], gran.atime_ns));
	TST_EXP_EQ_LI(tst_ts_ns(&st.st_mtim), expected_ns(&tv[1], gran.mtime_ns));

	old = st;
	TST_EXP_FAIL(do_utimes(FILE_PATH, bad), EINVAL, "utimes(tv_usec 1000000)");
	SAFE_STAT(FILE_PATH, &st);
	TST_EXP_EXPR(tst_ts_ns(&st.st_atim) == tst_ts_ns(&old.st_atim) &&
		     tst_ts_ns(&st.st_mtim) == tst_ts_ns(&old.st_mtim) &&
		     tst_ts_ns(&st.st_ctim) == tst_ts_ns(&old.st_ctim),
		     "EINVAL left atime, mtime and ctime unchanged");

	tst_time_window_start(&win);
	TST_EXP_PASS(do_utimes(FILE_PATH, NULL), "utimes(file, NULL)");
	tst_time_window_end(&win);
	SAFE_STAT(FILE_PATH, &st);
	TST_TIME_WINDOW_CHECK(&win, "NULL: atime", &st.st_atim, gran.atime_ns);
	TST_TIME_WINDOW_CHECK(&win, "NULL: mtime", &st.st_mtim, gran.mtime_ns);
}

static void setup(void)
{
	tst_res(TINFO, "Testing %s", tst_variant ? "the utimes syscall" : "libc utimes");
	SAFE_TOUCH(FILE_PATH, 0644, NULL);
	tst_fs_time_gran(MNTPOINT, &gran);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.test_variants = 2,
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
