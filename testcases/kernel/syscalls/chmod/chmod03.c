// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * chmod(2) ERRORS, one row per entry of the man page in its order: EACCES (search
 * permission denied on a prefix, as nobody), EFAULT, ELOOP, ENAMETOOLONG, ENOENT, ENOTDIR,
 * EPERM (the effective uid does not match the owner and the process is unprivileged: as
 * nobody on root's file; the file is marked immutable), EROFS (file on
 * the library's read-only filesystem, .needs_rofs). After each failure the path is as it was
 * (tst_path_errors.h: mode, owner, links, size, mtime and ctime).
 *
 * Not provoked: EBADF (fchmod()/fchmodat() only; fchmod01, fchmodat01), EINVAL
 * (fchmodat()'s flags; fchmodat01), ENOTSUP (fchmodat() with AT_SYMLINK_NOFOLLOW only;
 * fchmodat01), EIO (needs a failing disk), ENOMEM (needs the kernel to run out of memory)
 */

#include "tst_test.h"
#include "tst_path_errors.h"

static const struct tst_path_error tcases[] = {
	{"nosearch/file", 1, EACCES, "search permission denied on a prefix"},
	{NULL, 0, EFAULT, "pathname outside the address space"},
	{"loop1/file", 0, ELOOP, "symbolic link loop"},
	{TST_PATH_ERRORS_LONG, 0, ENAMETOOLONG, "pathname longer than PATH_MAX"},
	{"missing", 0, ENOENT, "file does not exist"},
	{"file/file", 0, ENOTDIR, "prefix is a regular file"},
	{"file", 1, EPERM, "not the owner, unprivileged"},
	{"immutable", 0, EPERM, "file is immutable"},
	{TST_PATH_ERRORS_ROFS "/file", 0, EROFS, "file on a read-only filesystem"},
};

static void check(const struct tst_path_error *tc)
{
	TST_EXP_FAIL(chmod(tst_path_errors_arg(tc), 0600), tc->exp_errno, "%s", tc->desc);
}

static void run(unsigned int n)
{
	TST_PATH_ERRORS_RUN(&tcases[n], check);
}

static void setup(void)
{
	tst_path_errors_setup();
}

static void cleanup(void)
{
	tst_path_errors_cleanup();
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_rofs = 1,
	.mntpoint = TST_PATH_ERRORS_ROFS,
	.forks_child = 1,
};
