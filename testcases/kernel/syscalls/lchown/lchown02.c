// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lchown(2) ERRORS (man 2 chown), one row per entry in its order: EACCES (search permission
 * denied on a prefix, as nobody), EFAULT, ELOOP (a loop in a prefix: the final component is
 * not followed), ENAMETOOLONG, ENOENT, ENOTDIR, EPERM (unprivileged owner change of a link the
 * caller owns, as nobody; an immutable file), EROFS (a file on the library's read-only
 * filesystem, .needs_rofs, which holds no symbolic link: lchown() of a file that is not a link
 * acts on it). After each failure the path is as it was (tst_path_errors.h: mode, owner,
 * links, size, mtime and ctime).
 *
 * Not provoked: EBADF (fchown()/fchownat() only; fchown01, fchownat01), EINVAL
 * (fchownat()'s flags; fchownat01), EIO (needs a failing disk), ENOMEM (needs the kernel to
 * run out of memory)
 */

#include "tst_test.h"
#include "../chown/owner_mode_errors.h"

static const struct tst_path_error tcases[] = {
	OWNER_MODE_ERRORS_ROWS("link", "owner change by an unprivileged process"),
};

static void check(const struct tst_path_error *tc)
{
	TST_EXP_FAIL(lchown(tst_path_errors_arg(tc), 1001, 1001),
		     tc->exp_errno, "%s", tc->desc);
}

static void run(unsigned int n)
{
	TST_PATH_ERRORS_RUN(&tcases[n], check);
}

static void setup(void)
{
	tst_path_errors_setup();
	SAFE_SYMLINK("file", "link");
	SAFE_LCHOWN("link", tst_path_errors_nobody_uid, tst_path_errors_nobody_gid);
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
