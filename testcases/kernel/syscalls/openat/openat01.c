// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * openat(2), from the man page's DESCRIPTION of openat():
 * - "If the pathname given in pathname is relative, then it is interpreted relative to the
 *   directory referred to by the file descriptor dirfd";
 * - "If pathname is relative and dirfd is the special value AT_FDCWD, then pathname is
 *   interpreted relative to the current working directory";
 * - "If pathname is absolute, then dirfd is ignored" (even an invalid dirfd);
 * - O_CREAT relative to dirfd creates the file in that directory, not in the cwd;
 * - the dirfd may be an O_PATH descriptor of the directory.
 * Each opened descriptor is checked to be the expected file by its content, and to be the
 * lowest-numbered descriptor not open (open(2)).
 */

#include <limits.h>
#include <stdio.h>
#include <unistd.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "lapi/fcntl.h"

static int dir_fd = -1, pathfd = -1, lowest;
static char abs_path[PATH_MAX];

static void check_reads(int fd, const char *exp, const char *what)
{
	char buf[16] = "";

	if (fd < 0)
		return;
	if (fd != lowest)
		tst_res(TFAIL, "%s returned descriptor %d, the lowest free one was %d", what, fd,
			lowest);
	SAFE_READ(0, fd, buf, sizeof(buf) - 1);
	SAFE_CLOSE(fd);
	if (strcmp(buf, exp))
		tst_res(TFAIL, "%s opened the file holding '%s', expected '%s'", what, buf, exp);
	else
		tst_res(TPASS, "%s opened the file holding '%s'", what, exp);
}

static void run(void)
{
	int fd;

	lowest = tst_fd_lowest_free();

	fd = TST_EXP_FD(openat(dir_fd, "file", O_RDONLY), "openat(dir_fd, \"file\")");
	check_reads(fd, "in dir", "openat(dir_fd, relative)");

	fd = TST_EXP_FD(openat(AT_FDCWD, "file", O_RDONLY), "openat(AT_FDCWD, \"file\")");
	check_reads(fd, "in cwd", "openat(AT_FDCWD, relative)");

	fd = TST_EXP_FD(openat(-42, abs_path, O_RDONLY), "openat(-42, absolute path)");
	check_reads(fd, "in dir", "openat(invalid dirfd, absolute)");

	fd = TST_EXP_FD(openat(pathfd, "file", O_RDONLY), "openat(O_PATH dirfd, \"file\")");
	check_reads(fd, "in dir", "openat(O_PATH dirfd, relative)");

	fd = TST_EXP_FD(openat(dir_fd, "new", O_CREAT | O_EXCL | O_WRONLY, 0644),
			"openat(dir_fd, \"new\", O_CREAT|O_EXCL)");
	if (fd >= 0) {
		SAFE_CLOSE(fd);
		if (access("dir/new", F_OK) == 0 && access("new", F_OK) == -1)
			tst_res(TPASS, "O_CREAT created dir/new, not ./new");
		else
			tst_res(TFAIL, "O_CREAT relative to dirfd created the file elsewhere");
		SAFE_UNLINK("dir/new");
	}
}

static void setup(void)
{
	int fd;

	SAFE_MKDIR("dir", 0755);
	fd = SAFE_OPEN("dir/file", O_CREAT | O_WRONLY, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "in dir", 6);
	SAFE_CLOSE(fd);
	fd = SAFE_OPEN("file", O_CREAT | O_WRONLY, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "in cwd", 6);
	SAFE_CLOSE(fd);
	if (!getcwd(abs_path, sizeof(abs_path) - 16))
		tst_brk(TBROK | TERRNO, "getcwd()");
	strcat(abs_path, "/dir/file");
	dir_fd = SAFE_OPEN("dir", O_RDONLY | O_DIRECTORY);
	pathfd = SAFE_OPEN("dir", O_PATH | O_DIRECTORY);
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (pathfd > -1)
		SAFE_CLOSE(pathfd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
