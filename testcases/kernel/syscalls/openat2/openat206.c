// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * openat2(2) RESOLVE_CACHED, from the man page: "Make the open operation fail unless all
 * path components are already present in the kernel's lookup cache. If any kind of
 * revalidation or I/O is needed to satisfy the lookup, openat2() fails with the error
 * EAGAIN" (ERRORS: "RESOLVE_CACHED was set, and the open operation cannot be performed
 * using only cached information").
 * Succeed: a file just created and opened (its dentries are cached), the result being that
 * file. Fail with EAGAIN: O_CREAT, O_TRUNC and O_TMPFILE (they need more than a lookup),
 * * and a name that was never looked up in its directory.
 */

#include <stdio.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_path_errors.h"
#include "lapi/openat2.h"

static int seq;

static void run(void)
{
	struct open_how how = {.flags = O_RDONLY, .resolve = RESOLVE_CACHED};
	char name[64], buf[8] = "";
	struct tst_path_state dir_before, file_before;
	int fd;

	fd = SAFE_OPEN("dir/file", O_RDONLY);
	SAFE_CLOSE(fd);
	fd = TST_EXP_FD(openat2(AT_FDCWD, "dir/file", &how, sizeof(how)),
			"RESOLVE_CACHED on a cached path");
	if (fd >= 0) {
		SAFE_READ(0, fd, buf, sizeof(buf) - 1);
		TST_EXP_EQ_STR(buf, "data");
		SAFE_CLOSE(fd);
	}

	tst_path_state_get("dir", &dir_before);
	tst_path_state_get("dir/file", &file_before);
	how.flags = O_CREAT | O_WRONLY;
	how.mode = 0644;
	TST_EXP_FAIL2(openat2(AT_FDCWD, "dir/new", &how, sizeof(how)), EAGAIN,
		      "RESOLVE_CACHED with O_CREAT");
	how.flags = O_TRUNC | O_WRONLY;
	how.mode = 0;
	TST_EXP_FAIL2(openat2(AT_FDCWD, "dir/file", &how, sizeof(how)), EAGAIN,
		      "RESOLVE_CACHED with O_TRUNC");
	how.flags = O_TMPFILE | O_RDWR;
	how.mode = 0600;
	TST_EXP_FAIL2(openat2(AT_FDCWD, "dir", &how, sizeof(how)), EAGAIN,
		      "RESOLVE_CACHED with O_TMPFILE");
	/* nothing created, the file not truncated, the directory unchanged */
	TST_EXP_EXPR(access("dir/new", F_OK) == -1 && errno == ENOENT, "dir/new was not created");
	TST_PATH_UNCHANGED("dir/file", &file_before);
	TST_PATH_UNCHANGED("dir", &dir_before);

	/* A fresh name each iteration: a failed lookup would leave a cached negative entry. */
	snprintf(name, sizeof(name), "dir/never_looked_up_%d", seq++);
	how.flags = O_RDONLY;
	how.mode = 0;
	TST_EXP_FAIL2(openat2(AT_FDCWD, name, &how, sizeof(how)), EAGAIN,
		      "RESOLVE_CACHED on a name never looked up");
}

static void setup(void)
{
	openat2_require(RESOLVE_CACHED);
	SAFE_MKDIR("dir", 0755);
	SAFE_FILE_PRINTF("dir/file", "data");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
