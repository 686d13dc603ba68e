// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * utimensat(2) permission rules, as man 2 utimensat states them, each checked in a child
 * that dropped to nobody:nogroup (leaving uid 0 clears every capability) or dropped one
 * capability as root:
 * - "To set both file timestamps to the current time (i.e., times is NULL, or both
 *   tv_nsec fields specify UTIME_NOW), either: the caller must have write access to the
 *   file; the caller's effective user ID must match the owner of the file; or the caller
 *   must have appropriate privileges": nobody on root's 0666 file succeeds with NULL and
 *   with {UTIME_NOW, UTIME_NOW}; on root's 0644 file both fail with EACCES; on its own
 *   0444 file both succeed;
 * - "To make any change other than setting both timestamps to the current time ... either
 *   the caller's effective user ID must match the owner of the file; or the caller must
 *   have appropriate privileges": nobody on root's 0666 file fails with EPERM for explicit
 *   times and for {UTIME_NOW, UTIME_OMIT}; on its own 0444 file explicit times succeed;
 *   root without CAP_FOWNER on nobody's file fails with EPERM, root with it succeeds;
 * - root without CAP_FOWNER and CAP_DAC_OVERRIDE may not touch nobody's 0644 file with
 *   NULL (EACCES); with CAP_DAC_OVERRIDE alone it may.
 * After each failure the file's mtime is checked to be unchanged; after each success with
 * times NULL or UTIME_NOW it lies in the window of tst_time_window.h around the calls.
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_time_window.h"
#include "tst_capability.h"

static uid_t nobody_uid;
static gid_t nobody_gid;
static struct timespec explicit_t[2] = {{1000000000, 0}, {1000000000, 0}};
static struct timespec now_now[2] = {{0, UTIME_NOW}, {0, UTIME_NOW}};
static struct timespec now_omit[2] = {{0, UTIME_NOW}, {0, UTIME_OMIT}};
static const struct timespec old_t[2] = {{900000000, 0}, {900000000, 0}};

static void make(const char *path, uid_t uid, mode_t mode)
{
	SAFE_TOUCH(path, 0600, NULL);
	SAFE_CHOWN(path, uid, uid ? nobody_gid : 0);
	SAFE_CHMOD(path, mode);
	if (utimensat(AT_FDCWD, path, old_t, 0))
		tst_brk(TBROK | TERRNO, "utimensat(%s)", path);
}

static void expect_mtime(const char *path, time_t sec, const char *why)
{
	struct stat st;

	SAFE_STAT(path, &st);
	if (st.st_mtime == sec)
		tst_res(TPASS, "%s: %s mtime is %lld", why, path, (long long)sec);
	else
		tst_res(TFAIL, "%s: %s mtime is %lld, expected %lld", why, path,
			(long long)st.st_mtime, (long long)sec);
}

static void as_nobody(void)
{
	/* Leaving uid 0 clears the effective and permitted capabilities. */
	SAFE_SETGROUPS(0, NULL);
	SAFE_SETGID(nobody_gid);
	SAFE_SETUID(nobody_uid);

	TST_EXP_PASS(utimensat(AT_FDCWD, "w_root1", NULL, 0), "nobody, writable: times NULL");
	TST_EXP_PASS(utimensat(AT_FDCWD, "w_root2", now_now, 0),
		     "nobody, writable: {UTIME_NOW, UTIME_NOW}");
	TST_EXP_FAIL(utimensat(AT_FDCWD, "w_root3", explicit_t, 0), EPERM,
		     "nobody, writable, not owner: explicit times");
	TST_EXP_FAIL(utimensat(AT_FDCWD, "w_root3", now_omit, 0), EPERM,
		     "nobody, writable, not owner: {UTIME_NOW, UTIME_OMIT}");
	TST_EXP_FAIL(utimensat(AT_FDCWD, "r_root", NULL, 0), EACCES,
		     "nobody, not writable, not owner: times NULL");
	TST_EXP_FAIL(utimensat(AT_FDCWD, "r_root", now_now, 0), EACCES,
		     "nobody, not writable, not owner: {UTIME_NOW, UTIME_NOW}");
	TST_EXP_PASS(utimensat(AT_FDCWD, "r_own1", NULL, 0), "nobody, owner of 0444: times NULL");
	TST_EXP_PASS(utimensat(AT_FDCWD, "r_own2", explicit_t, 0),
		     "nobody, owner of 0444: explicit times");
}

static void drop(struct tst_cap *caps)
{
	SAFE_SETGROUPS(0, NULL);
	for (; caps->name; caps++)
		tst_cap_action(caps);
}

static void as_root_without_caps(void)
{
	struct tst_cap fowner[] = {TST_CAP(TST_CAP_DROP, CAP_FOWNER), {}};
	struct tst_cap dac[] = {TST_CAP(TST_CAP_DROP, CAP_DAC_OVERRIDE), {}};

	TST_EXP_PASS(utimensat(AT_FDCWD, "nb_file1", explicit_t, 0),
		     "root with CAP_FOWNER: explicit times on nobody's file");
	drop(fowner);
	TST_EXP_FAIL(utimensat(AT_FDCWD, "nb_file2", explicit_t, 0), EPERM,
		     "root without CAP_FOWNER: explicit times on nobody's file");
	TST_EXP_PASS(utimensat(AT_FDCWD, "nb_file3", NULL, 0),
		     "root without CAP_FOWNER, with CAP_DAC_OVERRIDE: times NULL");
	drop(dac);
	TST_EXP_FAIL(utimensat(AT_FDCWD, "nb_file2", NULL, 0), EACCES,
		     "root without CAP_FOWNER and CAP_DAC_OVERRIDE: times NULL");
}

static struct tst_fs_time_gran gran;

/* Set to the current time: inside the window around the children's calls. */
static void expect_now(const char *path, const struct tst_time_window *win, const char *why)
{
	struct stat st;
	char what[128];

	SAFE_STAT(path, &st);
	snprintf(what, sizeof(what), "%s: %s mtime", why, path);
	TST_TIME_WINDOW_CHECK(win, what, &st.st_mtim, gran.mtime_ns);
}

static void run(void)
{
	struct tst_time_window win;

	make("w_root1", 0, 0666);
	make("w_root2", 0, 0666);
	make("w_root3", 0, 0666);
	make("r_root", 0, 0644);
	make("r_own1", nobody_uid, 0444);
	make("r_own2", nobody_uid, 0444);
	make("nb_file1", nobody_uid, 0644);
	make("nb_file2", nobody_uid, 0644);
	make("nb_file3", nobody_uid, 0644);

	tst_time_window_start(&win);
	if (!SAFE_FORK()) {
		as_nobody();
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		as_root_without_caps();
		exit(0);
	}
	tst_reap_children();
	tst_time_window_end(&win);

	expect_mtime("w_root3", 900000000, "unchanged after EPERM");
	expect_mtime("r_root", 900000000, "unchanged after EACCES");
	expect_mtime("nb_file2", 900000000, "unchanged after EPERM and EACCES");
	expect_mtime("r_own2", 1000000000, "owner's explicit times set");
	expect_mtime("nb_file1", 1000000000, "CAP_FOWNER's explicit times set");
	expect_now("w_root1", &win, "writer's times NULL");
	expect_now("w_root2", &win, "writer's {UTIME_NOW, UTIME_NOW}");
	expect_now("r_own1", &win, "owner's times NULL");
	expect_now("nb_file3", &win, "CAP_DAC_OVERRIDE's times NULL");
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	tst_fs_time_gran(".", &gran);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
