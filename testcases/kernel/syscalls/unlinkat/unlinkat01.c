// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * unlinkat(2) on every filesystem: relative paths are resolved against dirfd (AT_FDCWD:
 * the working directory); without flags it "performs the equivalent of unlink(2)", with
 * AT_REMOVEDIR "the equivalent of rmdir(2)". Checked: a file and an empty directory removed
 * through a directory descriptor, AT_REMOVEDIR refuses a non-empty directory (ENOTEMPTY),
 * and the two modes refuse each other's kind: a directory without AT_REMOVEDIR is EISDIR,
 * a file with AT_REMOVEDIR is ENOTDIR.
 */

#include "tst_test.h"
#include "tst_path_errors.h"

#define MNTPOINT "mntpoint"
#define M(p) MNTPOINT "/base/" p

static int dir_fd = -1;

/* A failed unlinkat() removes nothing: every name of base and base itself unchanged. */
static void fail_unchanged(const char *name, int flags, int exp_errno, const char *desc)
{
	static const char *const paths[] = {
		MNTPOINT "/base", M("f"), M("d"), M("full"), M("full/inner")
	};
	struct tst_path_state before[ARRAY_SIZE(paths)];
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(paths); i++)
		tst_path_state_get(paths[i], &before[i]);
	TST_EXP_FAIL(unlinkat(dir_fd, name, flags), exp_errno, "%s", desc);
	for (i = 0; i < ARRAY_SIZE(paths); i++)
		TST_PATH_UNCHANGED(paths[i], &before[i]);
}

static void run(void)
{
	SAFE_FILE_PRINTF(M("f"), "x");
	SAFE_MKDIR(M("d"), 0755);
	SAFE_MKDIR(M("full"), 0755);
	SAFE_FILE_PRINTF(M("full/inner"), "x");

	fail_unchanged("d", 0, EISDIR, "unlinkat() of a directory, no flags");
	fail_unchanged("f", AT_REMOVEDIR, ENOTDIR, "unlinkat(AT_REMOVEDIR) of a file");
	fail_unchanged("full", AT_REMOVEDIR, ENOTEMPTY,
		       "unlinkat(AT_REMOVEDIR) of a non-empty directory");

	TST_EXP_PASS(unlinkat(dir_fd, "f", 0), "unlinkat(dirfd, \"f\", 0)");
	TST_EXP_EXPR(access(M("f"), F_OK) == -1 && errno == ENOENT, "the file is gone");
	TST_EXP_PASS(unlinkat(dir_fd, "d", AT_REMOVEDIR), "unlinkat(dirfd, \"d\", AT_REMOVEDIR)");
	TST_EXP_EXPR(access(M("d"), F_OK) == -1 && errno == ENOENT, "the directory is gone");
	TST_EXP_EXPR(access(M("full/inner"), F_OK) == 0, "the non-empty directory is intact");

	TST_EXP_PASS(unlinkat(AT_FDCWD, M("full/inner"), 0), "unlinkat(AT_FDCWD, path, 0)");
	TST_EXP_PASS(unlinkat(AT_FDCWD, M("full"), AT_REMOVEDIR),
		     "unlinkat(AT_FDCWD, path, AT_REMOVEDIR)");
}

static void setup(void)
{
	SAFE_MKDIR(MNTPOINT "/base", 0755);
	dir_fd = SAFE_OPEN(MNTPOINT "/base", O_RDONLY | O_DIRECTORY);
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
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
