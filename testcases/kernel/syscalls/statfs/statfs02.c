// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * statfs(2) ERRORS, one row per entry of the man page in its order: EACCES (search
 * permission denied on a prefix, as nobody with no capabilities), EFAULT (path or buf
 * outside the address space), ELOOP, ENAMETOOLONG, ENOENT, ENOTDIR.
 *
 * Not provoked: EBADF (fstatfs() only; fstatfs01), EINTR (statfs() of a local
 * filesystem does not sleep interruptibly), EIO (needs a failing disk), ENOMEM (needs the
 * kernel to run out of memory), ENOSYS (every filesystem this kernel supports implements
 * statfs), EOVERFLOW (only the 32-bit statfs() with values too large for it)
 */

#include <sys/statfs.h>
#include "tst_test.h"
#include "../stat/stat_errors.h"

static struct tcase {
	const char *path;
	int bad_buf;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{"nosearch/file", 0, 1, EACCES, "search permission denied on a prefix"},
	{NULL, 0, 0, EFAULT, "path outside the address space"},
	{".", 1, 0, EFAULT, "buf outside the address space"},
	{"loop1/file", 0, 0, ELOOP, "symbolic link loop"},
	{long_name, 0, 0, ENAMETOOLONG, "path longer than PATH_MAX"},
	{"missing", 0, 0, ENOENT, "file does not exist"},
	{"file/file", 0, 0, ENOTDIR, "prefix is a regular file"},
};

static void check(struct tcase *tc)
{
	struct statfs sf;

	TST_EXP_FAIL(statfs(tc->path ? tc->path : bad_addr,
			    tc->bad_buf ? (struct statfs *)bad_addr : &sf),
		     tc->exp_errno, "%s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	stat_errors_check_as(tc->as_nobody, check, tc);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = stat_errors_setup,
	.cleanup = tst_path_errors_cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
