// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_path_errors.h: TST_PATH_UNCHANGED passes a path left alone and fails one whose mode,
 * owner or timestamps moved, a name that appeared and a file that vanished; the fixture's
 * rows (as root and as nobody) run their call and check the path afterwards. The .t checks
 * each message.
 */
#include "tst_test.h"
#include "tst_path_errors.h"

static const struct tst_path_error rows[] = {
	{"nosearch/file", 1, EACCES, "nobody: search denied", R_OK},
	{"file", 0, EINVAL, "bad mode", 0x10},
	{TST_PATH_ERRORS_LONG, 0, ENAMETOOLONG, "long name", F_OK},
	{NULL, 0, EFAULT, "bad address", F_OK},
	{TST_PATH_ERRORS_ROFS "/file", 0, EROFS, "read-only", W_OK},
};

static void check(const struct tst_path_error *row)
{
	TST_EXP_FAIL(access(tst_path_errors_arg(row), row->arg), row->exp_errno, "%s",
		     row->desc);
}

static void run(void)
{
	struct tst_path_state before;
	unsigned int i;

	tst_path_state_get("file", &before);
	TST_PATH_UNCHANGED("file", &before);
	SAFE_CHMOD("file", 0600);
	TST_PATH_UNCHANGED("file", &before);
	SAFE_CHMOD("file", 0644);

	tst_path_state_get("new", &before);
	SAFE_TOUCH("new", 0644, NULL);
	TST_PATH_UNCHANGED("new", &before);
	tst_path_state_get("new", &before);
	SAFE_UNLINK("new");
	TST_PATH_UNCHANGED("new", &before);

	for (i = 0; i < ARRAY_SIZE(rows); i++)
		TST_PATH_ERRORS_RUN(&rows[i], check);
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
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_rofs = 1,
	.mntpoint = TST_PATH_ERRORS_ROFS,
	.forks_child = 1,
};
