// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * statx(2) pathname and flags handling, as the man page describes it: a relative pathname
 * is resolved against dirfd (AT_FDCWD: the current directory), an absolute one ignores
 * dirfd; AT_EMPTY_PATH with an empty pathname describes the file dirfd refers to (any
 * type, O_PATH too); AT_SYMLINK_NOFOLLOW describes a symbolic link itself (S_IFLNK, size
 * = length of the target) where the default follows it; AT_NO_AUTOMOUNT is accepted and
 * changes nothing for a path that is not an automount point; a mask of 0 is valid and
 * statx() still fills the unconditional fields (stx_blksize, stx_dev_*).
 */

#include <stdlib.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "tst_test.h"
#include "lapi/statx.h"

static int dir_fd = -1;
static char abs_path[PATH_MAX];
static struct stat file_st;

static int is_file(const struct ltp_statx *stx)
{
	return stx->stx_ino == file_st.st_ino &&
	       makedev(stx->stx_dev_major, stx->stx_dev_minor) == file_st.st_dev;
}

static void run(void)
{
	struct ltp_statx stx;
	int fd;

	TST_EXP_PASS(ltk_statx(dir_fd, "file", 0, STATX_INO, &stx), "statx(dirfd, \"file\")");
	TST_EXP_EXPR(is_file(&stx), "relative path resolved against dirfd");

	TST_EXP_PASS(ltk_statx(AT_FDCWD, "file", 0, STATX_INO, &stx), "statx(AT_FDCWD, \"file\")");
	TST_EXP_EXPR(!is_file(&stx), "AT_FDCWD resolves against the cwd (another \"file\")");

	TST_EXP_PASS(ltk_statx(-1, abs_path, 0, STATX_INO, &stx), "statx(-1, absolute path)");
	TST_EXP_EXPR(is_file(&stx), "absolute path ignores dirfd");

	fd = SAFE_OPEN("dir/file", O_PATH);
	TST_EXP_PASS(ltk_statx(fd, "", AT_EMPTY_PATH, STATX_INO | STATX_SIZE, &stx),
		     "statx(O_PATH fd, \"\", AT_EMPTY_PATH)");
	TST_EXP_EXPR(is_file(&stx) && stx.stx_size == 3, "AT_EMPTY_PATH describes fd's file");
	SAFE_CLOSE(fd);

	TST_EXP_PASS(ltk_statx(dir_fd, "link", AT_SYMLINK_NOFOLLOW, STATX_TYPE | STATX_SIZE, &stx),
		     "statx(\"link\", AT_SYMLINK_NOFOLLOW)");
	TST_EXP_EXPR(S_ISLNK(stx.stx_mode) && stx.stx_size == 4,
		     "AT_SYMLINK_NOFOLLOW: S_IFLNK of size 4 (mode %o, size %llu)", stx.stx_mode,
		     (unsigned long long)stx.stx_size);
	TST_EXP_PASS(ltk_statx(dir_fd, "link", 0, STATX_TYPE | STATX_INO, &stx),
		     "statx(\"link\", 0)");
	TST_EXP_EXPR(S_ISREG(stx.stx_mode) && is_file(&stx), "the link is followed by default");

	TST_EXP_PASS(ltk_statx(dir_fd, "file", AT_NO_AUTOMOUNT, STATX_INO, &stx),
		     "statx(\"file\", AT_NO_AUTOMOUNT)");
	TST_EXP_EXPR(is_file(&stx), "AT_NO_AUTOMOUNT gives the same file");

	memset(&stx, 0, sizeof(stx));
	TST_EXP_PASS(ltk_statx(dir_fd, "file", 0, 0, &stx), "statx(mask = 0)");
	TST_EXP_EXPR(stx.stx_blksize > 0 &&
		     makedev(stx.stx_dev_major, stx.stx_dev_minor) == file_st.st_dev,
		     "unconditional fields filled with an empty mask");
}

static void setup(void)
{
	SAFE_MKDIR("dir", 0755);
	SAFE_FILE_PRINTF("dir/file", "abc");
	SAFE_FILE_PRINTF("file", "other");
	SAFE_SYMLINK("file", "dir/link");
	dir_fd = SAFE_OPEN("dir", O_RDONLY | O_DIRECTORY);
	SAFE_STAT("dir/file", &file_st);
	if (!realpath("dir/file", abs_path))
		tst_brk(TBROK | TERRNO, "realpath(dir/file)");
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
