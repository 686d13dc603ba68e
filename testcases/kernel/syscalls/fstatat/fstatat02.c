// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fstatat(2) (newfstatat) ERRORS, in man 2 stat's order: EACCES (search permission denied
 * on a prefix, as nobody), EBADF (pathname relative and dirfd neither AT_FDCWD nor open;
 * AT_EMPTY_PATH with a bad fd), EFAULT (bad pathname; bad statbuf), EINVAL (an invalid
 * flag), ELOOP (symbolic link loop), ENAMETOOLONG, ENOENT (missing file relative to dirfd;
 * empty pathname without AT_EMPTY_PATH), ENOTDIR (pathname relative and dirfd a regular
 * file).
 *
 * Variant 0 calls the C library's fstatat(), variant 1 the newfstatat system call.
 *
 * Not provoked: ENOMEM (needs the kernel to run out of memory), EOVERFLOW (only a 32-bit
 * program without large-file support can see it)
 */

#include <pwd.h>
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

static char long_name[PATH_MAX + 2];
static char *bad_addr;
static int dir_fd = -1, file_fd = -1, closed_fd = -1;
static uid_t nobody_uid;
static gid_t nobody_gid;

static struct tcase {
	int *dfd;
	const char *path;
	int flags;
	int bad_buf;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&dir_fd, "nosearch/file", 0, 0, 1, EACCES, "search permission denied"},
	{&closed_fd, "file", 0, 0, 0, EBADF, "relative path, dirfd not open"},
	{&closed_fd, "", AT_EMPTY_PATH, 0, 0, EBADF, "AT_EMPTY_PATH, fd not open"},
	{&dir_fd, NULL, 0, 0, 0, EFAULT, "pathname outside the address space"},
	{&dir_fd, "file", 0, 1, 0, EFAULT, "statbuf outside the address space"},
	{&dir_fd, "file", 0x10000000, 0, 0, EINVAL, "invalid flag"},
	{&dir_fd, "loop1/file", 0, 0, 0, ELOOP, "symbolic link loop"},
	{&dir_fd, long_name, 0, 0, 0, ENAMETOOLONG, "pathname longer than PATH_MAX"},
	{&dir_fd, "missing", 0, 0, 0, ENOENT, "missing file relative to dirfd"},
	{&dir_fd, "", 0, 0, 0, ENOENT, "empty pathname without AT_EMPTY_PATH"},
	{&file_fd, "file", 0, 0, 0, ENOTDIR, "relative path, dirfd a regular file"},
};

static int do_fstatat(int dfd, const char *path, struct stat *st, int flags)
{
	if (tst_variant)
		return tst_syscall(NR_FSTATAT, dfd, path, st, flags);
	return fstatat(dfd, path, st, flags);
}

static void check(struct tcase *tc)
{
	struct stat st;

	/* 32-bit glibc fills statbuf itself (from statx): a bad one faults inside the C library. */
	if (tc->bad_buf && !tst_variant && sizeof(long) == 4) {
		tst_res(TCONF, "%s: not with a 32-bit C library (its own copy faults); the "
			"system call variant checks it", tc->desc);
		return;
	}
	TST_EXP_FAIL(do_fstatat(*tc->dfd, tc->path ? tc->path : bad_addr,
				tc->bad_buf ? (struct stat *)bad_addr : &st, tc->flags),
		     tc->exp_errno, "%s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (!tc->as_nobody) {
		check(tc);
		return;
	}
	if (!SAFE_FORK()) {
		/* Leaving uid 0 clears the effective and permitted capabilities. */
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		check(tc);
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	tst_res(TINFO, "Testing %s", tst_variant ? "the newfstatat syscall" : "libc fstatat");
	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	bad_addr = tst_get_bad_addr(NULL);
	memset(long_name, 'a', sizeof(long_name) - 1);
	if (!tst_variant) {
		SAFE_MKDIR("dir", 0755);
		SAFE_TOUCH("dir/file", 0644, NULL);
		SAFE_MKDIR("dir/nosearch", 0700);
		SAFE_TOUCH("dir/nosearch/file", 0644, NULL);
		SAFE_SYMLINK("loop2", "dir/loop1");
		SAFE_SYMLINK("loop1", "dir/loop2");
	}
	dir_fd = SAFE_OPEN("dir", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN("dir/file", O_RDONLY);
	closed_fd = SAFE_DUP(file_fd);
	close(closed_fd);
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.test_variants = 2,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
