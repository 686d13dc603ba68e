// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open(2) O_APPEND, O_TRUNC and O_EXCL, from the man page's DESCRIPTION:
 * - O_APPEND: "before each write(2), the file offset is positioned at the end of the
 *   file, as if with lseek(2)" even after the caller seeks back;
 * - O_TRUNC: an existing regular file opened for writing "will be truncated to length 0";
 * - O_CREAT|O_EXCL creates the file when it does not exist, and fails with EEXIST when
 *   it does, even when the name is a symbolic link ("symbolic links are not followed").
 * Each successful open() must return "the lowest-numbered file descriptor not currently
 * open".
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "tst_fd_state.h"

#define FNAME "open03_file"
#define LNAME "open03_link"

static void check_content(const char *what, const char *exp)
{
	char buf[64] = "";
	int fd;

	fd = SAFE_OPEN(FNAME, O_RDONLY);
	SAFE_READ(0, fd, buf, sizeof(buf) - 1);
	SAFE_CLOSE(fd);
	if (strcmp(buf, exp))
		tst_res(TFAIL, "%s: file holds '%s', expected '%s'", what, buf, exp);
	else
		tst_res(TPASS, "%s: file holds '%s'", what, buf);
}

/* open(2): "the lowest-numbered file descriptor not currently open" */
static void check_lowest(int fd, int lowest, const char *what)
{
	if (fd != lowest)
		tst_res(TFAIL, "open(%s) returned descriptor %d, the lowest free one was %d", what,
			fd, lowest);
}

static void run(void)
{
	struct stat st;
	int fd, lowest;

	fd = SAFE_OPEN(FNAME, O_CREAT | O_WRONLY | O_TRUNC, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "0123", 4);
	SAFE_CLOSE(fd);
	lowest = tst_fd_lowest_free();

	TST_EXP_FD(open(FNAME, O_WRONLY | O_APPEND));
	if (TST_PASS) {
		fd = TST_RET;
		check_lowest(fd, lowest, "O_APPEND");
		SAFE_LSEEK(fd, 0, SEEK_SET);
		SAFE_WRITE(SAFE_WRITE_ALL, fd, "ab", 2);
		TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 6);
		SAFE_LSEEK(fd, 1, SEEK_SET);
		SAFE_WRITE(SAFE_WRITE_ALL, fd, "c", 1);
		SAFE_CLOSE(fd);
		check_content("O_APPEND after lseek(0) and lseek(1)", "0123abc");
	}

	TST_EXP_FD(open(FNAME, O_WRONLY | O_TRUNC));
	if (TST_PASS) {
		fd = TST_RET;
		check_lowest(fd, lowest, "O_TRUNC");
		SAFE_FSTAT(fd, &st);
		TST_EXP_EQ_LI(st.st_size, 0);
		SAFE_WRITE(SAFE_WRITE_ALL, fd, "x", 1);
		SAFE_CLOSE(fd);
		check_content("O_TRUNC then write", "x");
	}

	SAFE_UNLINK(FNAME);
	TST_EXP_FD(open(FNAME, O_CREAT | O_EXCL | O_WRONLY, 0600));
	if (TST_PASS) {
		fd = TST_RET;
		check_lowest(fd, lowest, "O_CREAT|O_EXCL");
		SAFE_CLOSE(fd);
		SAFE_STAT(FNAME, &st);
		TST_EXP_EQ_LI(st.st_size, 0);
	}
	TST_EXP_FAIL2(open(FNAME, O_CREAT | O_EXCL | O_WRONLY, 0600), EEXIST,
		      "O_CREAT|O_EXCL on an existing file");

	/* A dangling symlink: without O_EXCL open would create its target. */
	SAFE_SYMLINK("open03_nowhere", LNAME);
	TST_EXP_FAIL2(open(LNAME, O_CREAT | O_EXCL | O_WRONLY, 0600), EEXIST,
		      "O_CREAT|O_EXCL on a dangling symlink");
	if (access("open03_nowhere", F_OK) == 0) {
		tst_res(TFAIL, "O_CREAT|O_EXCL followed the symlink and created its target");
		SAFE_UNLINK("open03_nowhere");
	}
	SAFE_UNLINK(LNAME);
	SAFE_UNLINK(FNAME);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
