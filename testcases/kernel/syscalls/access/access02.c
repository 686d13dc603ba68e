// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * access(2) ERRORS, one row per entry of the man page in its order: EACCES (the requested
 * access would be denied; search permission denied on a prefix: both as nobody with no
 * capabilities), EFAULT, EINVAL (mode incorrectly specified), ELOOP, ENAMETOOLONG, ENOENT
 * (missing file; dangling symbolic link), ENOTDIR, EPERM (write permission requested for a
 * file with the immutable flag), EROFS (write permission requested for a file on a
 * read-only filesystem: the library's, .needs_rofs). After each failure the path is as it
 * was (tst_path_errors.h: mode, owner, links, size, mtime and ctime).
 *
 * Not provoked: EBADF (faccessat()/faccessat2() only; faccessat01), EIO (needs a failing
 * disk), ENOMEM (needs the kernel to run out of memory), ETXTBSY (Linux does not return it
 * from access(): W_OK on a running program's file succeeds while open(O_WRONLY) gives
 * ETXTBSY, checked by hand)
 */

#include "tst_test.h"
#include "tst_path_errors.h"

static const struct tst_path_error tcases[] = {
	{"secret", 1, EACCES, "read access denied", R_OK},
	{"nosearch/file", 1, EACCES, "search permission denied on a prefix", F_OK},
	{NULL, 0, EFAULT, "pathname outside the address space", F_OK},
	{"file", 0, EINVAL, "mode incorrectly specified", 0x10},
	{"loop1/file", 0, ELOOP, "symbolic link loop", F_OK},
	{TST_PATH_ERRORS_LONG, 0, ENAMETOOLONG, "pathname longer than PATH_MAX", F_OK},
	{"missing", 0, ENOENT, "file does not exist", F_OK},
	{"dangling", 0, ENOENT, "dangling symbolic link", F_OK},
	{"file/file", 0, ENOTDIR, "prefix is a regular file", F_OK},
	{"immutable", 0, EPERM, "write access to an immutable file", W_OK},
	{TST_PATH_ERRORS_ROFS "/file", 0, EROFS, "write access on a read-only filesystem", W_OK},
};

static void check(const struct tst_path_error *tc)
{
	TST_EXP_FAIL(access(tst_path_errors_arg(tc), tc->arg),
		     tc->exp_errno, "%s", tc->desc);
}

static void run(unsigned int n)
{
	TST_PATH_ERRORS_RUN(&tcases[n], check);
}

static void setup(void)
{
	tst_path_errors_setup();
	SAFE_TOUCH("secret", 0600, NULL);
	SAFE_SYMLINK("nowhere", "dangling");
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
