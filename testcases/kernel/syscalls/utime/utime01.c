// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * utime(2), as man 2 utime describes it: "changes the access and modification times of
 * the inode specified by filename to the actime and modtime fields of times
 * respectively"; "If times is NULL, then the access and modification times of the file are
 * set to the current time". Permission rules, checked in a child that dropped to
 * nobody:nogroup (leaving uid 0 clears every capability): with times NULL a caller with
 * write access may change a file it does not own; with explicit times only the owner (or
 * CAP_FOWNER) may: nobody on root's 0666 file succeeds with NULL and fails with EPERM
 * with times given, and on its own 0444 file succeeds with times given. "The current time"
 * is the window of tst_time_window.h (coarse clock before, fine clock after, start
 * truncated to the filesystem's measured granularity).
 *
 * Variant 0 calls the C library (which uses utimensat), variant 1 the utime system call.
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <utime.h>
#include "tst_test.h"
#include "tst_time_window.h"
#include "lapi/syscalls.h"

static uid_t nobody_uid;
static gid_t nobody_gid;
static struct tst_fs_time_gran gran;

static int do_utime(const char *path, const struct utimbuf *times)
{
	if (tst_variant)
		return tst_syscall(__NR_utime, path, times);
	return utime(path, times);
}

static void expect_times(const char *path, time_t atime, time_t mtime)
{
	struct stat st;

	SAFE_STAT(path, &st);
	if (st.st_atime == atime && st.st_mtime == mtime)
		tst_res(TPASS, "%s: atime %lld, mtime %lld", path, (long long)atime,
			(long long)mtime);
	else
		tst_res(TFAIL, "%s: atime %lld, mtime %lld, expected %lld, %lld", path,
			(long long)st.st_atime, (long long)st.st_mtime, (long long)atime,
			(long long)mtime);
}

static void set_old(const char *path, const struct utimbuf *ub)
{
	if (utime(path, ub))
		tst_brk(TBROK | TERRNO, "utime(%s)", path);
}

static void as_nobody(void)
{
	struct utimbuf ub = {1100000000, 1100000001};

	/* Leaving uid 0 clears the effective and permitted capabilities. */
	SAFE_SETGROUPS(0, NULL);
	SAFE_SETGID(nobody_gid);
	SAFE_SETUID(nobody_uid);
	TST_EXP_PASS(do_utime("writable", NULL), "nobody: utime(root's 0666 file, NULL)");
	TST_EXP_FAIL(do_utime("writable2", &ub), EPERM, "nobody: utime(root's 0666 file, times)");
	TST_EXP_PASS(do_utime("own", &ub), "nobody: utime(own 0444 file, times)");
}

static void run(void)
{
	struct utimbuf ub = {1000000000, 1200000000}, old = {900000000, 900000000};
	struct tst_time_window win;
	struct stat st;

	TST_EXP_PASS(do_utime("file", &ub), "utime(file, {1000000000, 1200000000})");
	expect_times("file", 1000000000, 1200000000);

	tst_time_window_start(&win);
	TST_EXP_PASS(do_utime("file", NULL), "utime(file, NULL)");
	tst_time_window_end(&win);
	SAFE_STAT("file", &st);
	TST_TIME_WINDOW_CHECK(&win, "NULL: atime", &st.st_atim, gran.atime_ns);
	TST_TIME_WINDOW_CHECK(&win, "NULL: mtime", &st.st_mtim, gran.mtime_ns);

	set_old("writable", &old);
	set_old("writable2", &old);
	set_old("own", &old);
	tst_time_window_start(&win);
	if (!SAFE_FORK()) {
		as_nobody();
		exit(0);
	}
	tst_reap_children();
	tst_time_window_end(&win);
	SAFE_STAT("writable", &st);
	TST_TIME_WINDOW_CHECK(&win, "nobody's NULL: mtime", &st.st_mtim, gran.mtime_ns);
	expect_times("writable2", 900000000, 900000000);
	expect_times("own", 1100000000, 1100000001);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	tst_res(TINFO, "Testing %s", tst_variant ? "the utime syscall" : "libc utime");
	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	tst_fs_time_gran(".", &gran);
	if (tst_variant)
		return;
	SAFE_TOUCH("file", 0644, NULL);
	SAFE_TOUCH("writable", 0666, NULL);
	SAFE_CHMOD("writable", 0666);
	SAFE_TOUCH("writable2", 0666, NULL);
	SAFE_CHMOD("writable2", 0666);
	SAFE_TOUCH("own", 0444, NULL);
	SAFE_CHOWN("own", nobody_uid, nobody_gid);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.test_variants = 2,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
