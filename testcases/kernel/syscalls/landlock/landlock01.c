// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * landlock_create_ruleset(2), landlock_add_rule(2) and landlock_restrict_self(2) together:
 * - LANDLOCK_CREATE_RULESET_VERSION returns the ABI version, at least 1;
 * - a ruleset handling LANDLOCK_ACCESS_FS_READ_FILE, with one rule allowing it beneath the
 *   directory "allowed", enforced by a child (after PR_SET_NO_NEW_PRIVS): the child can
 *   open allowed/file for reading, gets EACCES for denied/file, and can still open
 *   denied/file for writing (that access is not handled by the ruleset);
 * - the restriction belongs to the child: the parent still reads denied/file afterwards;
 * - a grandchild forked after the restriction inherits it (EACCES on denied/file).
 */

#include <stdlib.h>
#include <sys/prctl.h>
#include "landlock_common.h"

static int abi;

static void restricted_child(void)
{
	struct landlock_ruleset_attr attr = {
		.handled_access_fs = LANDLOCK_ACCESS_FS_READ_FILE,
	};
	struct landlock_path_beneath_attr rule = {
		.allowed_access = LANDLOCK_ACCESS_FS_READ_FILE,
	};
	int ruleset, fd;

	/* The ABI 1 prefix of the struct: every kernel with Landlock knows it. */
	ruleset = SAFE_LANDLOCK_CREATE_RULESET(&attr, sizeof(attr.handled_access_fs), 0);
	rule.parent_fd = SAFE_OPEN("allowed", O_PATH | O_DIRECTORY);
	SAFE_LANDLOCK_ADD_RULE(ruleset, LANDLOCK_RULE_PATH_BENEATH, &rule, 0);
	SAFE_CLOSE(rule.parent_fd);
	SAFE_PRCTL(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	TST_EXP_PASS(landlock_restrict_self(ruleset, 0), "landlock_restrict_self()");
	SAFE_CLOSE(ruleset);

	TST_EXP_FD(open("allowed/file", O_RDONLY), "open(allowed/file, O_RDONLY)");
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
	TST_EXP_FAIL(open("denied/file", O_RDONLY), EACCES, "open(denied/file, O_RDONLY)");
	fd = open("denied/file", O_WRONLY);
	if (fd >= 0) {
		tst_res(TPASS, "open(denied/file, O_WRONLY): not handled, allowed");
		SAFE_CLOSE(fd);
	} else {
		tst_res(TFAIL | TERRNO, "open(denied/file, O_WRONLY)");
	}
	if (!SAFE_FORK()) {
		TST_EXP_FAIL(open("denied/file", O_RDONLY), EACCES,
			     "grandchild: open(denied/file, O_RDONLY)");
		exit(0);
	}
	tst_reap_children();
	exit(0);
}

static void run(void)
{
	if (abi >= 1)
		tst_res(TPASS, "Landlock ABI version %d", abi);
	else
		tst_res(TFAIL, "Landlock ABI version %d, expected >= 1", abi);

	if (!SAFE_FORK())
		restricted_child();
	tst_reap_children();

	TST_EXP_FD(open("denied/file", O_RDONLY), "parent: open(denied/file, O_RDONLY)");
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
}

static void setup(void)
{
	abi = landlock_probe();
	SAFE_MKDIR("allowed", 0755);
	SAFE_MKDIR("denied", 0755);
	SAFE_FILE_PRINTF("allowed/file", "a");
	SAFE_FILE_PRINTF("denied/file", "d");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
