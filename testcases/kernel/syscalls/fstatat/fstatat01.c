// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fstatat(2) (the newfstatat system call) as man 2 stat describes it: a relative pathname
 * is looked up relative to dirfd; with AT_FDCWD relative to the current directory; an
 * absolute pathname ignores dirfd; AT_EMPTY_PATH with an empty pathname describes the file
 * dirfd refers to (also an O_PATH descriptor of a non-directory); AT_SYMLINK_NOFOLLOW
 * describes a symbolic link itself, as lstat() does; AT_NO_AUTOMOUNT is accepted and
 * does not change the result for a path that is not an automount point.
 *
 * Variant 0 calls the C library's fstatat(), variant 1 the newfstatat system call.
 */

#include <stdlib.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "lapi/syscalls.h"

/* 32-bit ABIs have fstatat64 instead, filling struct stat64: glibc's struct stat there. */
#ifdef __NR_newfstatat
# define NR_FSTATAT __NR_newfstatat
#else
# define NR_FSTATAT __NR_fstatat64
#endif

static int dir_fd = -1;
static char abs_path[PATH_MAX];
static struct stat file_st, link_st;

static int do_fstatat(int dfd, const char *path, struct stat *st, int flags)
{
	if (tst_variant)
		return tst_syscall(NR_FSTATAT, dfd, path, st, flags);
	return fstatat(dfd, path, st, flags);
}

static int same_file(const struct stat *a, const struct stat *b)
{
	return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

static void run(void)
{
	struct stat st;
	int fd;

	TST_EXP_PASS(do_fstatat(dir_fd, "file", &st, 0), "fstatat(dirfd, \"file\", 0)");
	TST_EXP_EXPR(same_file(&st, &file_st) && st.st_size == 3,
		     "relative path resolved against dirfd");

	TST_EXP_PASS(do_fstatat(AT_FDCWD, "dir/file", &st, 0), "fstatat(AT_FDCWD, \"dir/file\")");
	TST_EXP_EXPR(same_file(&st, &file_st), "AT_FDCWD resolves against the cwd");

	/* "file" also exists in the cwd, as a different file, so a wrong base shows. */
	TST_EXP_PASS(do_fstatat(AT_FDCWD, "file", &st, 0), "fstatat(AT_FDCWD, \"file\")");
	TST_EXP_EXPR(!same_file(&st, &file_st), "cwd's \"file\" is not dirfd's");

	TST_EXP_PASS(do_fstatat(-1, abs_path, &st, 0), "fstatat(-1, absolute path)");
	TST_EXP_EXPR(same_file(&st, &file_st), "absolute path ignores dirfd");

	fd = SAFE_OPEN("dir/file", O_RDONLY);
	TST_EXP_PASS(do_fstatat(fd, "", &st, AT_EMPTY_PATH), "fstatat(fd, \"\", AT_EMPTY_PATH)");
	TST_EXP_EXPR(same_file(&st, &file_st), "AT_EMPTY_PATH describes fd's file");
	SAFE_CLOSE(fd);

	fd = SAFE_OPEN("dir/file", O_PATH);
	TST_EXP_PASS(do_fstatat(fd, "", &st, AT_EMPTY_PATH), "AT_EMPTY_PATH on an O_PATH fd");
	TST_EXP_EXPR(same_file(&st, &file_st), "AT_EMPTY_PATH on O_PATH describes the file");
	SAFE_CLOSE(fd);

	TST_EXP_PASS(do_fstatat(dir_fd, "", &st, AT_EMPTY_PATH), "AT_EMPTY_PATH on dirfd");
	TST_EXP_EXPR(S_ISDIR(st.st_mode), "AT_EMPTY_PATH on a directory fd gives the directory");

	TST_EXP_PASS(do_fstatat(dir_fd, "link", &st, AT_SYMLINK_NOFOLLOW),
		     "fstatat(dirfd, \"link\", AT_SYMLINK_NOFOLLOW)");
	TST_EXP_EXPR(S_ISLNK(st.st_mode) && same_file(&st, &link_st) && st.st_size == 4,
		     "AT_SYMLINK_NOFOLLOW describes the link (S_IFLNK, size 4)");
	TST_EXP_PASS(do_fstatat(dir_fd, "link", &st, 0), "fstatat(dirfd, \"link\", 0)");
	TST_EXP_EXPR(same_file(&st, &file_st), "without AT_SYMLINK_NOFOLLOW the link is followed");

	TST_EXP_PASS(do_fstatat(dir_fd, "file", &st, AT_NO_AUTOMOUNT),
		     "fstatat(dirfd, \"file\", AT_NO_AUTOMOUNT)");
	TST_EXP_EXPR(same_file(&st, &file_st), "AT_NO_AUTOMOUNT gives the same file");
}

static void setup(void)
{
	tst_res(TINFO, "Testing %s", tst_variant ? "the newfstatat syscall" : "libc fstatat");
	if (!tst_variant) {
		SAFE_MKDIR("dir", 0755);
		SAFE_FILE_PRINTF("dir/file", "abc");
		SAFE_FILE_PRINTF("file", "other");
		SAFE_SYMLINK("file", "dir/link");
	}
	dir_fd = SAFE_OPEN("dir", O_RDONLY | O_DIRECTORY);
	SAFE_STAT("dir/file", &file_st);
	SAFE_LSTAT("dir/link", &link_st);
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
	.test_variants = 2,
	.needs_tmpdir = 1,
};
