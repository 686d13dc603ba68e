// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * utimes(2) on every filesystem, as man 2 utime describes it: "The utimes() call is
 * similar, but the times argument refers to an array rather than a structure. The
 * elements of this array are timeval structures, which allow a precision of 1
 * microsecond": atime and mtime become the values given, to the microsecond where the
 * filesystem keeps that much (measured in setup for atime and mtime apart; truncated to
 * the filesystem's granularity otherwise: vfat keeps atime as a date); times NULL sets both to the current time; a tv_usec outside [0, 999999] is
 * refused with EINVAL and changes nothing. utime02 has the ERRORS shared with utime().
 *
 * Variant 0 calls the C library (which uses utimensat), variant 1 the utimes system call.
 */

#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include "tst_test.h"
#include "lapi/syscalls.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/file"

/* Granularity of mtime and of atime (vfat keeps atime as a date, mtime in 2 s steps). */
static long long gran_m, gran_a;

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

static long long ns(const struct timespec *ts)
{
	return ts->tv_sec * 1000000000LL + ts->tv_nsec;
}

/* Set to the current time: within [before, after] once truncated to the granularity. */
static int is_now(const struct timespec *got, time_t before, time_t after, long long gran)
{
	long long lo = before * 1000000000LL, hi = (after + 1) * 1000000000LL;

	return ns(got) >= lo - lo % gran - 1000000000LL && ns(got) <= hi;
}

static void run(void)
{
	struct timeval tv[2] = {{1000000000, 123456}, {1200000000, 999999}};
	struct timeval bad[2] = {{1000000000, 1000000}, {1000000000, 0}};
	time_t before, after;
	struct stat st;

	TST_EXP_PASS(do_utimes(FILE_PATH, tv),
		     "utimes(file, {1000000000.123456, 1200000000.999999})");
	SAFE_STAT(FILE_PATH, &st);
	TST_EXP_EQ_LI(ns(&st.st_atim), expected_ns(&tv[0], gran_a));
	TST_EXP_EQ_LI(ns(&st.st_mtim), expected_ns(&tv[1], gran_m));

	TST_EXP_FAIL(do_utimes(FILE_PATH, bad), EINVAL, "utimes(tv_usec 1000000)");
	SAFE_STAT(FILE_PATH, &st);
	TST_EXP_EQ_LI(ns(&st.st_mtim), expected_ns(&tv[1], gran_m));

	before = time(NULL);
	TST_EXP_PASS(do_utimes(FILE_PATH, NULL), "utimes(file, NULL)");
	after = time(NULL);
	SAFE_STAT(FILE_PATH, &st);
	TST_EXP_EXPR(is_now(&st.st_atim, before, after, gran_a) &&
		     is_now(&st.st_mtim, before, after, gran_m),
		     "NULL set atime %lld and mtime %lld to the current time [%lld, %lld]",
		     (long long)st.st_atime, (long long)st.st_mtime, (long long)before,
		     (long long)after);
}

static void setup(void)
{
	/*
	 * The last nanosecond of a UTC day (an even second): what is kept tells the
	 * granularity, 1 ns up to a day (FAT keeps local time; the kernel's zone is UTC here).
	 */
	struct timespec ts[2] = {{1000166399, 999999999}, {1000166399, 999999999}};
	long long set = ns(&ts[0]) + 1;
	struct stat st;

	tst_res(TINFO, "Testing %s", tst_variant ? "the utimes syscall" : "libc utimes");
	SAFE_TOUCH(FILE_PATH, 0644, NULL);
	if (utimensat(AT_FDCWD, FILE_PATH, ts, 0))
		tst_brk(TBROK | TERRNO, "utimensat(%s)", FILE_PATH);
	SAFE_STAT(FILE_PATH, &st);
	gran_m = set - ns(&st.st_mtim);
	gran_a = set - ns(&st.st_atim);
	tst_res(TINFO, "%s keeps mtime to %lld ns, atime to %lld ns", tst_device->fs_type,
		gran_m, gran_a);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.test_variants = 2,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.mntpoint = MNTPOINT,
	/* 128-byte ext2 inodes keep whole seconds only: a coarse filesystem in the set. */
	.filesystems = (struct tst_fs []){
		{.type = "ext2", .mkfs_opts = (const char *const []){"-I", "128", NULL}},
		{}
	},
};
