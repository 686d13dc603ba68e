// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * statx(2) ERRORS, one row per entry of the man page in its order: EACCES (search
 * permission denied on a prefix, as nobody with no capabilities), EBADF (relative pathname
 * and dirfd not open; AT_EMPTY_PATH and dirfd not open), EFAULT (pathname or statxbuf
 * outside the address space), EINVAL (invalid flag in flags; both AT_STATX_FORCE_SYNC and
 * AT_STATX_DONT_SYNC; the reserved STATX__RESERVED bit in mask), ELOOP, ENAMETOOLONG,
 * ENOENT (missing file; empty pathname without AT_EMPTY_PATH), ENOTDIR (a prefix is a
 * regular file; relative pathname and dirfd a regular file).
 *
 * Not provoked: ENOMEM (needs the kernel to run out of memory).
 */

#include <pwd.h>
#include <stdlib.h>
#include "tst_test.h"
#include "lapi/statx.h"

static char long_name[PATH_MAX + 2];
static char *bad_addr;
static int cwd = AT_FDCWD, file_fd = -1, closed_fd = -1;
static uid_t nobody_uid;
static gid_t nobody_gid;

static struct tcase {
	int *dfd;
	const char *path;
	int flags;
	unsigned int mask;
	int bad_buf;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&cwd, "nosearch/file", 0, STATX_BASIC_STATS, 0, 1, EACCES, "search permission denied"},
	{&closed_fd, "file", 0, STATX_BASIC_STATS, 0, 0, EBADF, "relative path, dirfd not open"},
	{&closed_fd, "", AT_EMPTY_PATH, STATX_BASIC_STATS, 0, 0, EBADF,
	 "AT_EMPTY_PATH, dirfd not open"},
	{&cwd, NULL, 0, STATX_BASIC_STATS, 0, 0, EFAULT, "pathname outside the address space"},
	{&cwd, "file", 0, STATX_BASIC_STATS, 1, 0, EFAULT, "statxbuf outside the address space"},
	{&cwd, "file", 0x10000000, STATX_BASIC_STATS, 0, 0, EINVAL, "invalid flag"},
	{&cwd, "file", AT_STATX_FORCE_SYNC | AT_STATX_DONT_SYNC, STATX_BASIC_STATS, 0, 0, EINVAL,
	 "AT_STATX_FORCE_SYNC together with AT_STATX_DONT_SYNC"},
	{&cwd, "file", 0, STATX__RESERVED, 0, 0, EINVAL, "STATX__RESERVED in mask"},
	{&cwd, "loop1/file", 0, STATX_BASIC_STATS, 0, 0, ELOOP, "symbolic link loop"},
	{&cwd, long_name, 0, STATX_BASIC_STATS, 0, 0, ENAMETOOLONG, "pathname too long"},
	{&cwd, "missing", 0, STATX_BASIC_STATS, 0, 0, ENOENT, "missing file"},
	{&cwd, "", 0, STATX_BASIC_STATS, 0, 0, ENOENT, "empty pathname without AT_EMPTY_PATH"},
	{&cwd, "file/file", 0, STATX_BASIC_STATS, 0, 0, ENOTDIR, "prefix is a regular file"},
	{&file_fd, "file", 0, STATX_BASIC_STATS, 0, 0, ENOTDIR, "dirfd is a regular file"},
};

static void check(struct tcase *tc)
{
	struct ltp_statx stx;

	TST_EXP_FAIL(ltk_statx(*tc->dfd, tc->path ? tc->path : bad_addr, tc->flags, tc->mask,
			       tc->bad_buf ? (struct ltp_statx *)bad_addr : &stx),
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

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	bad_addr = tst_get_bad_addr(NULL);
	memset(long_name, 'a', sizeof(long_name) - 1);
	SAFE_TOUCH("file", 0644, NULL);
	SAFE_MKDIR("nosearch", 0700);
	SAFE_TOUCH("nosearch/file", 0644, NULL);
	SAFE_SYMLINK("loop2", "loop1");
	SAFE_SYMLINK("loop1", "loop2");
	file_fd = SAFE_OPEN("file", O_RDONLY);
	closed_fd = SAFE_DUP(file_fd);
	close(closed_fd);
}

static void cleanup(void)
{
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
