// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * symlinkat(2): "If the pathname given in linkpath is relative, then it is interpreted
 * relative to the directory referred to by the file descriptor newdirfd"; AT_FDCWD means
 * the working directory; an absolute linkpath ignores newdirfd. The target string is
 * stored as given, never resolved against newdirfd. Two errors beyond symlink()'s (the
 * full ERRORS table is symlinkat02):
 *
 *   EBADF   linkpath is relative and newdirfd is not a valid file descriptor
 *   ENOTDIR linkpath is relative and newdirfd refers to a regular file
 */

#include "tst_test.h"
#include "../mknod/name_errors.h"

static int dir_fd = -1, file_fd = -1, bad_fd = -1;
static char abs_path[PATH_MAX];

static void check_target(const char *path, const char *want)
{
	char buf[64];
	ssize_t len = readlink(path, buf, sizeof(buf) - 1);

	if (len < 0) {
		tst_res(TFAIL | TERRNO, "readlink(%s)", path);
		return;
	}
	buf[len] = '\0';
	TST_EXP_EQ_STR(buf, want);
	SAFE_UNLINK(path);
}

/* A failed symlinkat() creates "l" nowhere and leaves "base" and "file" as they were. */
static void fail_unchanged(int dirfd, int exp_errno, const char *desc)
{
	static const char *const paths[] = {"l", "base/l", "base", "file"};
	struct name_errors_witness w = {0};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(paths); i++)
		name_errors_witness(&w, "", paths[i]);
	TST_EXP_FAIL(symlinkat("t", dirfd, "l"), exp_errno, "%s", desc);
	name_errors_unchanged(&w);
}

static void run(void)
{
	TST_EXP_PASS(symlinkat("t1", dir_fd, "l1"), "symlinkat(\"t1\", dirfd, \"l1\")");
	TST_EXP_EXPR(access("l1", F_OK) == -1 && errno == ENOENT, "nothing named l1 in the cwd");
	check_target("base/l1", "t1");

	TST_EXP_PASS(symlinkat("t2", AT_FDCWD, "l2"), "symlinkat(\"t2\", AT_FDCWD, \"l2\")");
	check_target("l2", "t2");

	TST_EXP_PASS(symlinkat("t3", bad_fd, abs_path), "symlinkat() absolute, invalid dirfd");
	check_target("base/l3", "t3");

	fail_unchanged(bad_fd, EBADF, "symlinkat() relative, invalid dirfd");
	fail_unchanged(file_fd, ENOTDIR, "symlinkat() dirfd is a file");
}

static void setup(void)
{
	char cwd[PATH_MAX / 2];

	SAFE_MKDIR("base", 0755);
	SAFE_FILE_PRINTF("file", "x");
	name_errors_fds("base", "file", &dir_fd, &file_fd, &bad_fd);
	SAFE_GETCWD(cwd, sizeof(cwd));
	snprintf(abs_path, sizeof(abs_path), "%s/base/l3", cwd);
}

static void cleanup(void)
{
	name_errors_cleanup(dir_fd, file_fd, NULL, 0);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
