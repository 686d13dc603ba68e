// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fchownat(2) ERRORS shared with chown() (man 2 chown), one row per entry in its order,
 * through fchownat(dirfd of the tmpdir, relative path, 0): EACCES (search permission denied on
 * a prefix, as nobody), EFAULT, ELOOP, ENAMETOOLONG, ENOENT, ENOTDIR, EPERM (unprivileged
 * owner change, as nobody; the file is marked immutable), EROFS (file on the library's
 * read-only filesystem, .needs_rofs). After each failure the path is as it was
 * (tst_path_errors.h: mode, owner, links, size, mtime and ctime). fchownat01 has its own
 * EBADF, EINVAL and dirfd ENOTDIR.
 *
 * Not provoked: EIO (needs a failing disk), ENOMEM (needs the kernel to run out of memory)
 */

#include "tst_test.h"
#include "../chown/owner_mode_errors.h"

static int dir_fd = -1;

static const struct tst_path_error tcases[] = {
	OWNER_MODE_ERRORS_ROWS("file", "owner change by an unprivileged process"),
};

static void check(const struct tst_path_error *tc)
{
	TST_EXP_FAIL(fchownat(dir_fd, tst_path_errors_arg(tc), 1001, 1001, 0),
		     tc->exp_errno, "%s", tc->desc);
}

static void run(unsigned int n)
{
	TST_PATH_ERRORS_RUN(&tcases[n], check);
}

static void setup(void)
{
	tst_path_errors_setup();
	SAFE_CHOWN("file", tst_path_errors_nobody_uid, tst_path_errors_nobody_gid);
	dir_fd = SAFE_OPEN(".", O_RDONLY | O_DIRECTORY);
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
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
