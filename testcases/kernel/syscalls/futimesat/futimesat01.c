// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * futimesat(2) (the system call; man 2 futimesat): "operates in exactly the same way as
 * utimes(2), except" that a relative pathname is interpreted relative to dirfd, AT_FDCWD
 * means the current directory and an absolute pathname ignores dirfd. Checked: times
 * given (to the microsecond, truncated to the tmpdir filesystem's granularity) and NULL
 * (current time) through each base; ERRORS in the man page's order: EBADF (dirfd not a
 * valid descriptor), ENOTDIR (pathname relative and dirfd a file). The errors shared with
 * utimes() are utime02's.
 */

#include <stdlib.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include "tst_test.h"
#include "lapi/syscalls.h"

static int dir_fd = -1, file_fd = -1, closed_fd = -1;
static char abs_path[PATH_MAX];
static long gran_ns;

static int do_futimesat(int dfd, const char *path, const struct timeval *tv)
{
	return tst_syscall(__NR_futimesat, dfd, path, tv);
}

static void expect_mtime(const char *path, const struct timeval *tv)
{
	long long exp = tv->tv_sec * 1000000000LL + tv->tv_usec * 1000LL, got;
	struct stat st;

	exp -= exp % gran_ns;
	SAFE_STAT(path, &st);
	got = st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec;
	if (got == exp)
		tst_res(TPASS, "%s mtime is %lld ns", path, exp);
	else
		tst_res(TFAIL, "%s mtime is %lld ns, expected %lld", path, got, exp);
}

static void run(void)
{
	struct timeval t1[2] = {{1000000000, 111111}, {1000000001, 222222}};
	struct timeval t2[2] = {{1100000000, 333333}, {1100000001, 444444}};
	struct timeval t3[2] = {{1200000000, 555555}, {1200000001, 666666}};
	time_t before;
	struct stat st;

	TST_EXP_PASS(do_futimesat(dir_fd, "file", t1), "futimesat(dirfd, \"file\", times)");
	expect_mtime("dir/file", &t1[1]);
	TST_EXP_PASS(do_futimesat(AT_FDCWD, "file", t2), "futimesat(AT_FDCWD, \"file\", times)");
	expect_mtime("file", &t2[1]);
	expect_mtime("dir/file", &t1[1]);
	TST_EXP_PASS(do_futimesat(-1, abs_path, t3), "futimesat(-1, absolute path, times)");
	expect_mtime("dir/file", &t3[1]);

	before = time(NULL);
	TST_EXP_PASS(do_futimesat(dir_fd, "file", NULL), "futimesat(dirfd, \"file\", NULL)");
	SAFE_STAT("dir/file", &st);
	TST_EXP_EXPR(st.st_mtime >= before - 1 && st.st_mtime <= time(NULL) + 1,
		     "NULL set the current time");

	TST_EXP_FAIL(do_futimesat(closed_fd, "file", NULL), EBADF, "dirfd not open");
	TST_EXP_FAIL(do_futimesat(file_fd, "file", NULL), ENOTDIR, "dirfd a regular file");
}

static void setup(void)
{
	struct timespec ts[2] = {{1000000000, 999999999}, {1000000000, 999999999}};
	struct stat st;

	SAFE_MKDIR("dir", 0755);
	SAFE_TOUCH("dir/file", 0644, NULL);
	SAFE_TOUCH("file", 0644, NULL);
	dir_fd = SAFE_OPEN("dir", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN("file", O_RDONLY);
	closed_fd = SAFE_DUP(file_fd);
	close(closed_fd);
	if (!realpath("dir/file", abs_path))
		tst_brk(TBROK | TERRNO, "realpath(dir/file)");
	do_futimesat(AT_FDCWD, "file", NULL);
	if (utimensat(AT_FDCWD, "file", ts, 0))
		tst_brk(TBROK | TERRNO, "utimensat(file)");
	SAFE_STAT("file", &st);
	gran_ns = 999999999 - st.st_mtim.tv_nsec + 1;
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
