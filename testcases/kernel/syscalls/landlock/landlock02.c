// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Landlock errors, in the order of each man page's ERRORS.
 * landlock_create_ruleset(2):
 * - EINVAL: unknown flags (1 << 31); LANDLOCK_CREATE_RULESET_VERSION with an attr; an
 *   unknown access bit (1ULL << 63); size too small (4 bytes);
 * - E2BIG: size larger than a page with non-zero bytes past the known fields;
 * - EFAULT: attr outside the address space;
 * - ENOMSG: handled_access_fs 0.
 * landlock_add_rule(2):
 * - EINVAL: flags 1; allowed_access not a subset of the handled accesses;
 * - ENOMSG: allowed_access 0;
 * - EBADF: ruleset_fd -1; parent_fd -1;
 * - EBADFD: ruleset_fd a regular file;
 * - EFAULT: rule_attr outside the address space.
 * landlock_restrict_self(2):
 * - EINVAL: flags with an unknown bit (1 << 31);
 * - EBADF: ruleset_fd -1;
 * - EBADFD: ruleset_fd a regular file;
 * - EPERM: a caller (nobody) without no_new_privs and without CAP_SYS_ADMIN;
 * - E2BIG: stacking rulesets until the limit; the call past it fails.
 * A failed landlock_restrict_self() leaves the caller unrestricted: it still reads a file
 * the ruleset would deny.
 *
 * Not provoked: EOPNOTSUPP (Landlock is enabled here: the test is TCONF otherwise), the
 * EPERM of landlock_add_rule and the read-access EPERM of landlock_restrict_self (a ruleset
 * fd cannot be reopened with fewer rights).
 */

#include <stdlib.h>
#include <sys/prctl.h>
#include "landlock_common.h"
#include "tst_safe_macros.h"

#define ATTR_BIG 8192

static char *bad_addr, *big_attr;
static int ruleset = -1, file_fd = -1, dir_fd = -1;
static uid_t nobody_uid;

static struct landlock_ruleset_attr rs_ok = {
	.handled_access_fs = LANDLOCK_ACCESS_FS_READ_FILE,
};
static struct landlock_ruleset_attr rs_unknown = {
	.handled_access_fs = 1ULL << 63,
};
static struct landlock_ruleset_attr rs_empty;

static void create_errors(void)
{
	TST_EXP_FAIL(landlock_create_ruleset(&rs_ok, 8, 1U << 31), EINVAL,
		     "create_ruleset: unknown flag");
	TST_EXP_FAIL(landlock_create_ruleset(&rs_ok, 8, LANDLOCK_CREATE_RULESET_VERSION),
		     EINVAL, "create_ruleset: VERSION with an attr");
	TST_EXP_FAIL(landlock_create_ruleset(&rs_unknown, 8, 0), EINVAL,
		     "create_ruleset: unknown access bit");
	TST_EXP_FAIL(landlock_create_ruleset(&rs_ok, 4, 0), EINVAL,
		     "create_ruleset: size 4");
	TST_EXP_FAIL(landlock_create_ruleset(big_attr, ATTR_BIG, 0), E2BIG,
		     "create_ruleset: size %d, non-zero tail", ATTR_BIG);
	TST_EXP_FAIL(landlock_create_ruleset(bad_addr, 8, 0), EFAULT,
		     "create_ruleset: attr outside the address space");
	TST_EXP_FAIL(landlock_create_ruleset(&rs_empty, 8, 0), ENOMSG,
		     "create_ruleset: handled_access_fs 0");
}

static void add_rule_errors(void)
{
	struct landlock_path_beneath_attr ok = {
		.allowed_access = LANDLOCK_ACCESS_FS_READ_FILE, .parent_fd = dir_fd,
	};
	struct landlock_path_beneath_attr superset = {
		.allowed_access = LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_WRITE_FILE,
		.parent_fd = dir_fd,
	};
	struct landlock_path_beneath_attr empty = {.allowed_access = 0, .parent_fd = dir_fd};
	struct landlock_path_beneath_attr nofd = {
		.allowed_access = LANDLOCK_ACCESS_FS_READ_FILE, .parent_fd = -1,
	};

	TST_EXP_FAIL(landlock_add_rule(ruleset, LANDLOCK_RULE_PATH_BENEATH, &ok, 1), EINVAL,
		     "add_rule: flags 1");
	TST_EXP_FAIL(landlock_add_rule(ruleset, LANDLOCK_RULE_PATH_BENEATH, &superset, 0),
		     EINVAL, "add_rule: access not handled by the ruleset");
	TST_EXP_FAIL(landlock_add_rule(ruleset, LANDLOCK_RULE_PATH_BENEATH, &empty, 0), ENOMSG,
		     "add_rule: allowed_access 0");
	TST_EXP_FAIL(landlock_add_rule(-1, LANDLOCK_RULE_PATH_BENEATH, &ok, 0), EBADF,
		     "add_rule: ruleset_fd -1");
	TST_EXP_FAIL(landlock_add_rule(ruleset, LANDLOCK_RULE_PATH_BENEATH, &nofd, 0), EBADF,
		     "add_rule: parent_fd -1");
	TST_EXP_FAIL(landlock_add_rule(file_fd, LANDLOCK_RULE_PATH_BENEATH, &ok, 0), EBADFD,
		     "add_rule: ruleset_fd a regular file");
	TST_EXP_FAIL(landlock_add_rule(ruleset, LANDLOCK_RULE_PATH_BENEATH, bad_addr, 0),
		     EFAULT, "add_rule: rule_attr outside the address space");
}

static void still_unrestricted(const char *after)
{
	int fd = open("file", O_RDONLY);

	if (fd < 0) {
		tst_res(TFAIL | TERRNO, "after %s: open(file) failed", after);
		return;
	}
	SAFE_CLOSE(fd);
}

static void restrict_errors(void)
{
	int i, rs;

	if (SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	SAFE_PRCTL(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	TST_EXP_FAIL(landlock_restrict_self(ruleset, 1U << 31), EINVAL,
		     "restrict_self: unknown flag");
	still_unrestricted("EINVAL");
	TST_EXP_FAIL(landlock_restrict_self(-1, 0), EBADF, "restrict_self: ruleset_fd -1");
	TST_EXP_FAIL(landlock_restrict_self(file_fd, 0), EBADFD,
		     "restrict_self: ruleset_fd a regular file");

	/* A ruleset handling only MAKE_FIFO: stacking it does not stop the reads. */
	rs_ok.handled_access_fs = LANDLOCK_ACCESS_FS_MAKE_FIFO;
	rs = SAFE_LANDLOCK_CREATE_RULESET(&rs_ok, 8, 0);
	for (i = 0; i < 64; i++) {
		if (landlock_restrict_self(rs, 0))
			break;
	}
	if (i == 64)
		tst_res(TFAIL, "restrict_self: 64 rulesets stacked, no E2BIG");
	else if (errno == E2BIG && i > 0)
		tst_res(TPASS, "restrict_self: E2BIG after %d stacked rulesets", i);
	else
		tst_res(TFAIL | TERRNO, "restrict_self: ruleset %d failed, expected E2BIG", i + 1);
	exit(0);
}

static void restrict_eperm(void)
{
	if (SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	SAFE_SETUID(nobody_uid);
	TST_EXP_FAIL(landlock_restrict_self(ruleset, 0), EPERM,
		     "restrict_self: nobody without no_new_privs");
	still_unrestricted("EPERM");
	exit(0);
}

static void run(void)
{
	create_errors();
	add_rule_errors();
	restrict_errors();
	restrict_eperm();
}

static void setup(void)
{
	landlock_probe();
	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	bad_addr = tst_get_bad_addr(NULL);
	big_attr = SAFE_MALLOC(ATTR_BIG);
	memset(big_attr, 0, ATTR_BIG);
	memcpy(big_attr, &rs_ok, 8);
	big_attr[ATTR_BIG - 1] = 1;
	SAFE_FILE_PRINTF("file", "x");
	SAFE_CHMOD("file", 0644);
	file_fd = SAFE_OPEN("file", O_RDONLY);
	dir_fd = SAFE_OPEN(".", O_PATH | O_DIRECTORY);
	ruleset = SAFE_LANDLOCK_CREATE_RULESET(&rs_ok, 8, 0);
}

static void cleanup(void)
{
	if (ruleset >= 0)
		SAFE_CLOSE(ruleset);
	if (file_fd >= 0)
		SAFE_CLOSE(file_fd);
	if (dir_fd >= 0)
		SAFE_CLOSE(dir_fd);
	free(big_attr);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
