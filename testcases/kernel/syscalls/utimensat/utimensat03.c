// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * utimensat(2) ERRORS, one row per entry of the man page in its order (the system call
 * itself: glibc refuses a NULL pathname before the kernel sees it):
 * EACCES (times NULL, not owner, no write access: as nobody), EBADF (relative pathname and
 * dirfd not open; NULL pathname and fd not open, the futimens() case), EFAULT (times
 * invalid; dirfd AT_FDCWD and pathname NULL; pathname invalid), EINVAL (invalid flags;
 * tv_nsec out of range, above and below; pathname NULL, dirfd not AT_FDCWD and
 * AT_SYMLINK_NOFOLLOW), ELOOP, ENAMETOOLONG, ENOENT (missing component; empty pathname),
 * ENOTDIR (relative pathname and dirfd a file; a prefix is a file), EPERM (explicit times
 * and not the owner, as nobody; explicit times on an immutable and on an append-only file),
 * EROFS (file on the library's read-only filesystem, .needs_rofs), ESRCH (search
 * permission denied on a prefix, as nobody). After each failure the name is as it was
 * (tst_path_errors.h: timestamps, mode, owner, links, size; a missing name stays missing);
 * the rows without a usable pathname check "file".
 *
 * ESRCH: the man page names it, Linux path lookup returns EACCES for a prefix without
 * search permission; the row accepts either and says which one came back.
 * The immutable/append-only rows are TCONF where the tmpdir filesystem lacks the flags.
 */

#include <pwd.h>
#include <stdlib.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include "tst_test.h"
#include "tst_path_errors.h"
#include "lapi/syscalls.h"

static char long_name[PATH_MAX + 2];
static char *bad_addr;
static int cwd = AT_FDCWD, file_fd = -1, closed_fd = -1;
static int flags_set = -1;
static uid_t nobody_uid;
static gid_t nobody_gid;
static struct timespec explicit_t[2] = {{1000000000, 0}, {1000000000, 0}};
static struct timespec big_nsec[2] = {{0, 1000000000}, {0, 0}};
static struct timespec neg_nsec[2] = {{0, 0}, {0, -1}};

#define T_NULL ((struct timespec *)NULL)
#define T_BAD ((struct timespec *)-1)
#define P_NULL ((const char *)NULL)
#define P_BAD ((const char *)-1)

static struct tcase {
	int *dfd;
	const char *path;
	struct timespec *times;
	int flags;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&cwd, "roots", T_NULL, 0, 1, EACCES, "times NULL, not owner, no write access"},
	{&closed_fd, "file", T_NULL, 0, 0, EBADF, "relative path, dirfd not open"},
	{&closed_fd, P_NULL, T_NULL, 0, 0, EBADF, "NULL pathname, fd not open (futimens)"},
	{&cwd, "file", T_BAD, 0, 0, EFAULT, "times outside the address space"},
	{&cwd, P_NULL, T_NULL, 0, 0, EFAULT, "dirfd AT_FDCWD and pathname NULL"},
	{&cwd, P_BAD, T_NULL, 0, 0, EFAULT, "pathname outside the address space"},
	{&cwd, "file", T_NULL, 0x10000000, 0, EINVAL, "invalid flag"},
	{&cwd, "file", big_nsec, 0, 0, EINVAL, "tv_nsec 1000000000"},
	{&cwd, "file", neg_nsec, 0, 0, EINVAL, "tv_nsec -1"},
	{&file_fd, P_NULL, T_NULL, AT_SYMLINK_NOFOLLOW, 0, EINVAL,
	 "pathname NULL, dirfd a file, AT_SYMLINK_NOFOLLOW"},
	{&cwd, "loop1/file", T_NULL, 0, 0, ELOOP, "symbolic link loop"},
	{&cwd, long_name, T_NULL, 0, 0, ENAMETOOLONG, "pathname longer than PATH_MAX"},
	{&cwd, "missing/file", T_NULL, 0, 0, ENOENT, "missing component"},
	{&cwd, "", T_NULL, 0, 0, ENOENT, "empty pathname"},
	{&file_fd, "file", T_NULL, 0, 0, ENOTDIR, "relative path, dirfd a regular file"},
	{&cwd, "file/file", T_NULL, 0, 0, ENOTDIR, "prefix is a regular file"},
	{&cwd, "roots_w", explicit_t, 0, 1, EPERM, "explicit times, not the owner"},
	{&cwd, "immutable", explicit_t, 0, 0, EPERM, "explicit times on an immutable file"},
	{&cwd, "append", explicit_t, 0, 0, EPERM, "explicit times on an append-only file"},
	{&cwd, "rofs/file", T_NULL, 0, 0, EROFS, "file on a read-only filesystem"},
	{&cwd, "nosearch/file", T_NULL, 0, 1, ESRCH, "search permission denied on a prefix"},
};

static void check(struct tcase *tc)
{
	static const int search_errs[] = {ESRCH, EACCES};
	const char *path = tc->path == P_BAD ? bad_addr : tc->path;
	struct timespec *times = tc->times == T_BAD ? (struct timespec *)bad_addr : tc->times;

	if (tc->exp_errno == ESRCH) {
		TST_EXP_FAIL_ARR(tst_syscall(__NR_utimensat, *tc->dfd, path, times, tc->flags),
				 search_errs, ARRAY_SIZE(search_errs), "%s", tc->desc);
		return;
	}
	TST_EXP_FAIL(tst_syscall(__NR_utimensat, *tc->dfd, path, times, tc->flags),
		     tc->exp_errno, "%s", tc->desc);
}

/* The name the row could have created or changed, NULL when there is none to stat. */
static const char *witness(struct tcase *tc)
{
	/* The rows without a usable pathname act on "file", if on anything. */
	if (!tc->path || tc->path == P_BAD)
		return "file";
	return tc->path;
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	const char *path = witness(tc);
	struct tst_path_state before;

	if (path)
		tst_path_state_get(path, &before);

	if (tc->path && tc->path != P_BAD && (!strcmp(tc->path, "immutable") ||
					      !strcmp(tc->path, "append")) && flags_set != 1) {
		tst_res(TCONF, "the tmpdir filesystem has no immutable/append-only flags");
		return;
	}
	if (!tc->as_nobody) {
		check(tc);
	} else if (!SAFE_FORK()) {
		/* Leaving uid 0 clears the effective and permitted capabilities. */
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		check(tc);
		exit(0);
	}
	tst_reap_children();
	if (path)
		TST_PATH_UNCHANGED(path, &before);
}

static int set_flag(const char *path, int flag, int on)
{
	int fd = SAFE_OPEN(path, O_RDONLY), flags, ret;

	SAFE_IOCTL(fd, FS_IOC_GETFLAGS, &flags);
	flags = on ? flags | flag : flags & ~flag;
	ret = ioctl(fd, FS_IOC_SETFLAGS, &flags);
	SAFE_CLOSE(fd);
	return ret;
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	bad_addr = tst_get_bad_addr(NULL);
	memset(long_name, 'a', sizeof(long_name) - 1);
	SAFE_TOUCH("file", 0644, NULL);
	SAFE_TOUCH("roots", 0644, NULL);
	SAFE_TOUCH("roots_w", 0666, NULL);
	SAFE_CHMOD("roots_w", 0666);
	SAFE_MKDIR("nosearch", 0700);
	SAFE_TOUCH("nosearch/file", 0644, NULL);
	SAFE_SYMLINK("loop2", "loop1");
	SAFE_SYMLINK("loop1", "loop2");
	SAFE_TOUCH("immutable", 0644, NULL);
	SAFE_TOUCH("append", 0644, NULL);
	flags_set = !set_flag("immutable", FS_IMMUTABLE_FL, 1) &&
		    !set_flag("append", FS_APPEND_FL, 1);
	file_fd = SAFE_OPEN("file", O_RDONLY);
	closed_fd = SAFE_DUP(file_fd);
	close(closed_fd);
}

static void cleanup(void)
{
	if (flags_set > -1) {
		set_flag("immutable", FS_IMMUTABLE_FL, 0);
		set_flag("append", FS_APPEND_FL, 0);
	}
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_rofs = 1,
	.mntpoint = "rofs",
	.forks_child = 1,
};
