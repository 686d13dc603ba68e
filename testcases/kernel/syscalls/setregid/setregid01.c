// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setregid(2) sets the real and effective group IDs, checked in /proc/self/status, each
 * sequence in a child:
 * - with CAP_SETGID: setregid(1000, 2000) sets both, and the saved set-group-ID becomes
 *   the new effective gid (the real one was set);
 * - -1 leaves an id unchanged;
 * - unprivileged (gids 1000, 2000, 3000, then root's uids given up): the effective gid
 *   may be set to the saved one, the real gid to the effective one (a swap).
 * Errors, in the order of setreuid(2)'s ERRORS, with the ids unchanged afterwards:
 * - EINVAL: gid 5 is not valid in a user namespace mapping only gid 0;
 * - EPERM: unprivileged, real gid 4000 and effective gid 4000.
 *
 * Not provoked: EAGAIN (only the user id calls are about it).
 */

#include <stdlib.h>
#include "tst_test.h"
#include "../setresuid/ids.h"

static void privileged(void)
{
	TST_EXP_PASS(setregid(1000, 2000), "root: setregid(1000, 2000)");
	expect_ids("Gid", 1000, 2000, 2000, 2000, "real and effective set, saved = effective");
	TST_EXP_PASS(setregid(-1, 3000), "root: setregid(-1, 3000)");
	expect_ids("Gid", 1000, 3000, 3000, 3000, "-1 left the real gid");
}

static void unprivileged(void)
{
	SAFE_SETRESGID(1000, 2000, 3000);
	SAFE_SETRESUID(1000, 1000, 1000);
	TST_EXP_PASS(setregid(-1, 3000), "unprivileged: setregid(-1, saved gid 3000)");
	expect_ids("Gid", 1000, 3000, 3000, 3000, "effective set to the saved gid");
	TST_EXP_FAIL(setregid(4000, -1), EPERM, "unprivileged: real gid 4000");
	TST_EXP_FAIL(setregid(-1, 4000), EPERM, "unprivileged: effective gid 4000");
	expect_ids("Gid", 1000, 3000, 3000, 3000, "EPERM changed nothing");
	TST_EXP_PASS(setregid(3000, 1000), "unprivileged: setregid(3000, 1000) swaps");
	expect_ids("Gid", 3000, 1000, 1000, 1000, "swapped, saved = new effective");
}

static void einval(void)
{
	new_userns_self_map();
	TST_EXP_FAIL(setregid(5, -1), EINVAL, "gid 5 unmapped in the user namespace");
	expect_ids("Gid", 0, 0, 0, 0, "EINVAL changed nothing (ids as seen inside)");
}

static void run(void)
{
	in_child(privileged);
	in_child(unprivileged);
	in_child(einval);
}

static struct tst_test test = {
	.description = "setregid(): real/effective rules and the saved gid; EINVAL, EPERM",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_USER_NS", NULL},
};
