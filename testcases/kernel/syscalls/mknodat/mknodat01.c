// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mknodat(2): a relative pathname "is interpreted relative to the directory referred to by
 * the file descriptor dirfd"; AT_FDCWD means the working directory; an absolute pathname
 * ignores dirfd. Each node type is created through dirfd and checked by type (and rdev
 * for devices). Two errors beyond mknod()'s (the full ERRORS table is mknodat02):
 *
 *   EBADF   pathname is relative and dirfd is not a valid file descriptor
 *   ENOTDIR pathname is relative and dirfd refers to a regular file
 */

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "tst_test.h"
#include "../mknod/name_errors.h"

static int dir_fd = -1, file_fd = -1, bad_fd = -1;
static char abs_path[PATH_MAX];

static void check_node(const char *path, mode_t type, dev_t dev)
{
	struct stat st;

	if (lstat(path, &st)) {
		tst_res(TFAIL | TERRNO, "lstat(%s)", path);
		return;
	}
	TST_EXP_EXPR((st.st_mode & S_IFMT) == type &&
		     (!(S_ISCHR(type) || S_ISBLK(type)) || st.st_rdev == dev),
		     "%s has type %o and the device number asked for", path, type);
	SAFE_UNLINK(path);
}

/* A failed mknodat() creates "n" nowhere and leaves "base" and "file" as they were. */
static void fail_unchanged(int dirfd, int exp_errno, const char *desc)
{
	static const char *const paths[] = {"n", "base/n", "base", "file"};
	struct name_errors_witness w = {0};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(paths); i++)
		name_errors_witness(&w, "", paths[i]);
	TST_EXP_FAIL(mknodat(dirfd, "n", S_IFIFO | 0600, 0), exp_errno, "%s", desc);
	name_errors_unchanged(&w);
}

static void run(void)
{
	TST_EXP_PASS(mknodat(dir_fd, "fifo", S_IFIFO | 0600, 0), "mknodat(dirfd, FIFO)");
	TST_EXP_EXPR(access("fifo", F_OK) == -1, "nothing named fifo in the cwd");
	check_node("base/fifo", S_IFIFO, 0);
	TST_EXP_PASS(mknodat(dir_fd, "chr", S_IFCHR | 0600, makedev(1, 5)),
		     "mknodat(dirfd, char device 1:5)");
	check_node("base/chr", S_IFCHR, makedev(1, 5));
	TST_EXP_PASS(mknodat(dir_fd, "blk", S_IFBLK | 0600, makedev(7, 201)),
		     "mknodat(dirfd, block device 7:201)");
	check_node("base/blk", S_IFBLK, makedev(7, 201));
	TST_EXP_PASS(mknodat(dir_fd, "sock", S_IFSOCK | 0600, 0), "mknodat(dirfd, socket)");
	check_node("base/sock", S_IFSOCK, 0);
	TST_EXP_PASS(mknodat(AT_FDCWD, "reg", S_IFREG | 0600, 0), "mknodat(AT_FDCWD, regular)");
	check_node("reg", S_IFREG, 0);
	TST_EXP_PASS(mknodat(bad_fd, abs_path, S_IFIFO | 0600, 0),
		     "mknodat() absolute, invalid dirfd");
	check_node("base/abs", S_IFIFO, 0);

	fail_unchanged(bad_fd, EBADF, "mknodat() relative, invalid dirfd");
	fail_unchanged(file_fd, ENOTDIR, "mknodat() dirfd is a file");
}

static void setup(void)
{
	char cwd[PATH_MAX / 2];

	SAFE_MKDIR("base", 0755);
	SAFE_FILE_PRINTF("file", "x");
	name_errors_fds("base", "file", &dir_fd, &file_fd, &bad_fd);
	SAFE_GETCWD(cwd, sizeof(cwd));
	snprintf(abs_path, sizeof(abs_path), "%s/base/abs", cwd);
}

static void cleanup(void)
{
	name_errors_cleanup(dir_fd, file_fd, NULL, 0);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
