// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setresgid(2) sets the real, effective and saved set-group-ID, checked in
 * /proc/self/status (the filesystem gid follows the effective one), each sequence in a
 * child:
 * - with CAP_SETGID (root) any three gids (1000, 2000, 3000);
 * - an unprivileged process (root's uids given up afterwards) may set each to one of the
 *   current real, effective or saved gid: (3000, 1000, 2000) is allowed; -1 leaves an id
 *   alone.
 * Errors, in the order of the man page's ERRORS, with the ids unchanged afterwards:
 * - EINVAL: gid 5 is not valid in a user namespace mapping only gid 0;
 * - EPERM: an unprivileged caller asks for 4000, not among its gids (in each position).
 *
 * Not provoked: EAGAIN (only setresuid() changes the real user id it is about).
 */

#include <stdlib.h>
#include "tst_test.h"
#include "../setresuid/ids.h"

static void rules(void)
{
	TST_EXP_PASS(setresgid(1000, 2000, 3000), "root: setresgid(1000, 2000, 3000)");
	expect_ids("Gid", 1000, 2000, 3000, 2000, "after setresgid(1000, 2000, 3000)");
	SAFE_SETRESUID(1000, 1000, 1000);
	TST_EXP_PASS(setresgid(3000, 1000, 2000), "unprivileged: setresgid(3000, 1000, 2000)");
	expect_ids("Gid", 3000, 1000, 2000, 1000, "permuted among the current gids");
	TST_EXP_PASS(setresgid(-1, 2000, -1), "unprivileged: setresgid(-1, 2000, -1)");
	expect_ids("Gid", 3000, 2000, 2000, 2000, "-1 leaves an id alone");
	TST_EXP_FAIL(setresgid(4000, -1, -1), EPERM, "unprivileged: real gid 4000");
	TST_EXP_FAIL(setresgid(-1, 4000, -1), EPERM, "unprivileged: effective gid 4000");
	TST_EXP_FAIL(setresgid(-1, -1, 4000), EPERM, "unprivileged: saved gid 4000");
	expect_ids("Gid", 3000, 2000, 2000, 2000, "EPERM changed nothing");
}

static void einval(void)
{
	new_userns_self_map();
	TST_EXP_FAIL(setresgid(5, 5, 5), EINVAL, "gid 5 unmapped in the user namespace");
	expect_ids("Gid", 0, 0, 0, 0, "EINVAL changed nothing (ids as seen inside)");
}

static void run(void)
{
	if (!SAFE_FORK()) {
		rules();
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		einval();
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.description = "setresgid(): privileged and unprivileged rules, -1; EINVAL, EPERM",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_USER_NS", NULL},
};
