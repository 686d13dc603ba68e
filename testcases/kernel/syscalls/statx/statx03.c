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

#include "tst_test.h"
#include "lapi/statx.h"
#include "../stat/stat_errors.h"

static int cwd = AT_FDCWD, file_fd = -1, closed_fd = -1;

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

	stat_errors_check_as(tc->as_nobody, check, tc);
}

static void setup(void)
{
	stat_errors_setup();
	file_fd = SAFE_OPEN("file", O_RDONLY);
	closed_fd = SAFE_DUP(file_fd);
	close(closed_fd);
}

static void cleanup(void)
{
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
	tst_path_errors_cleanup();
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
