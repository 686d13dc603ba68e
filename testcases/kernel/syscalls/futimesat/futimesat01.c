// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * futimesat(2) (the system call; man 2 futimesat): "operates in exactly the same way as
 * utimes(2), except" that a relative pathname is interpreted relative to dirfd, AT_FDCWD
 * means the current directory and an absolute pathname ignores dirfd. Checked: times
 * given (to the microsecond, truncated to the tmpdir filesystem's granularity) and NULL
 * (current time) through each base; ERRORS in the man page's order: EBADF (dirfd not a
 * valid descriptor), ENOTDIR (pathname relative and dirfd a file), each leaving the mtime
 * of both files unchanged. The errors shared with utimes() are utime02's. "The current
 * time" is the window of tst_time_window.h: coarse clock before, fine clock after, start
 * truncated to the filesystem's measured granularity.
 */

#include <stdlib.h>
#include <sys/stat.h>
#include <sys/time.h>
#include "tst_test.h"
#include "tst_time_window.h"
#include "lapi/syscalls.h"

static int dir_fd = -1, file_fd = -1, closed_fd = -1;
static char abs_path[PATH_MAX];
static struct tst_fs_time_gran gran;

static int do_futimesat(int dfd, const char *path, const struct timeval *tv)
{
	return tst_syscall(__NR_futimesat, dfd, path, tv);
}

static void expect_mtime(const char *path, const struct timeval *tv)
{
	long long exp = tv->tv_sec * 1000000000LL + tv->tv_usec * 1000LL, got;
	struct stat st;

	exp -= exp % gran.mtime_ns;
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
	struct tst_time_window win;
	struct stat st;

	TST_EXP_PASS(do_futimesat(dir_fd, "file", t1), "futimesat(dirfd, \"file\", times)");
	expect_mtime("dir/file", &t1[1]);
	TST_EXP_PASS(do_futimesat(AT_FDCWD, "file", t2), "futimesat(AT_FDCWD, \"file\", times)");
	expect_mtime("file", &t2[1]);
	expect_mtime("dir/file", &t1[1]);
	TST_EXP_PASS(do_futimesat(-1, abs_path, t3), "futimesat(-1, absolute path, times)");
	expect_mtime("dir/file", &t3[1]);

	tst_time_window_start(&win);
	TST_EXP_PASS(do_futimesat(dir_fd, "file", NULL), "futimesat(dirfd, \"file\", NULL)");
	tst_time_window_end(&win);
	SAFE_STAT("dir/file", &st);
	TST_TIME_WINDOW_CHECK(&win, "NULL: mtime", &st.st_mtim, gran.mtime_ns);
	TST_TIME_WINDOW_CHECK(&win, "NULL: atime", &st.st_atim, gran.atime_ns);

	TST_EXP_PASS(do_futimesat(AT_FDCWD, "dir/file", t1), "futimesat(AT_FDCWD, \"dir/file\")");
	TST_EXP_FAIL(do_futimesat(closed_fd, "file", NULL), EBADF, "dirfd not open");
	expect_mtime("file", &t2[1]);
	expect_mtime("dir/file", &t1[1]);
	TST_EXP_FAIL(do_futimesat(file_fd, "file", NULL), ENOTDIR, "dirfd a regular file");
	expect_mtime("file", &t2[1]);
	expect_mtime("dir/file", &t1[1]);
}

static void setup(void)
{
	SAFE_MKDIR("dir", 0755);
	SAFE_TOUCH("dir/file", 0644, NULL);
	SAFE_TOUCH("file", 0644, NULL);
	dir_fd = SAFE_OPEN("dir", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN("file", O_RDONLY);
	closed_fd = SAFE_DUP(file_fd);
	close(closed_fd);
	if (!realpath("dir/file", abs_path))
		tst_brk(TBROK | TERRNO, "realpath(dir/file)");
	tst_fs_time_gran(".", &gran);
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
