// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setgid(2) "sets the effective group ID of the calling process. If the calling process
 * is privileged ... the real GID and saved set-group-ID are also set", checked in
 * /proc/self/status, each sequence in a child:
 * - with CAP_SETGID: setgid(1000) sets real, effective, saved (and fs) gid;
 * - unprivileged (gids 1000, 2000, 3000, then root's uids given up): setgid() to the real
 *   or the saved gid changes only the effective gid.
 * Errors, in the order of the man page's ERRORS, with the ids unchanged afterwards:
 * - EINVAL: gid 5 is not valid in a user namespace mapping only gid 0;
 * - EPERM: unprivileged, gid 4000 matches neither the real nor the saved gid.
 */

#include <stdlib.h>
#include "tst_test.h"
#include "../setresuid/ids.h"

static void privileged(void)
{
	TST_EXP_PASS(setgid(1000), "root: setgid(1000)");
	expect_ids("Gid", 1000, 1000, 1000, 1000, "with CAP_SETGID all gids set");
}

static void unprivileged(void)
{
	SAFE_SETRESGID(1000, 2000, 3000);
	SAFE_SETRESUID(1000, 1000, 1000);
	TST_EXP_PASS(setgid(3000), "unprivileged: setgid(saved gid 3000)");
	expect_ids("Gid", 1000, 3000, 3000, 3000, "only the effective gid changed");
	TST_EXP_PASS(setgid(1000), "unprivileged: setgid(real gid 1000)");
	expect_ids("Gid", 1000, 1000, 3000, 1000, "only the effective gid changed");
	TST_EXP_FAIL(setgid(4000), EPERM, "unprivileged: setgid(4000)");
	expect_ids("Gid", 1000, 1000, 3000, 1000, "EPERM changed nothing");
}

static void einval(void)
{
	new_userns_self_map();
	TST_EXP_FAIL(setgid(5), EINVAL, "gid 5 unmapped in the user namespace");
	expect_ids("Gid", 0, 0, 0, 0, "EINVAL changed nothing (ids as seen inside)");
}

static void run(void)
{
	in_child(privileged);
	in_child(unprivileged);
	in_child(einval);
}

static struct tst_test test = {
	.description = "setgid(): all gids with CAP_SETGID, the effective one without; EINVAL, "
		       "EPERM",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_USER_NS", NULL},
};
