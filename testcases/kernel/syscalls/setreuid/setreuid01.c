// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setreuid(2) "sets real and effective user IDs of the calling process", checked in
 * /proc/self/status, each sequence in a child:
 * - root: setreuid(1000, 2000) sets both; "If the real user ID is set ... the saved
 *   set-user-ID will be set to the new effective user ID": saved is 2000;
 * - "Supplying a value of -1 for either the real or effective user ID forces the system
 *   to leave that ID unchanged";
 * - "Unprivileged processes may only set the effective user ID to the real user ID, the
 *   effective user ID, or the saved set-user-ID"; "may only set the real user ID to the
 *   real user ID or the effective user ID": from (1000, 2000, 3000), setreuid(-1, 3000)
 *   is allowed (the saved uid becomes the new effective one, which differs from the real
 *   one), and setreuid(3000, 1000) then swaps real and effective.
 * Errors, in the order of the man page's ERRORS, with the ids unchanged afterwards:
 * - EINVAL: uid 5 not valid in a user namespace mapping only uid 0;
 * - EPERM: unprivileged, real uid 4000, effective uid 4000, and a real uid equal to the
 *   saved set-user-ID only (which only setresuid() permits).
 *
 * Not provoked: EAGAIN (a temporary failure to allocate kernel data, or, before Linux 3.1,
 * the RLIMIT_NPROC check, which now fails in execve() instead).
 */

#include <stdlib.h>
#include "tst_test.h"
#include "../setresuid/ids.h"

static void as_root(void)
{
	TST_EXP_PASS(setreuid(1000, 2000), "root: setreuid(1000, 2000)");
	expect_ids("Uid", 1000, 2000, 2000, 2000, "real and effective set, saved = effective");
	expect_no_caps("after leaving uid 0");
}

static void unprivileged(void)
{
	SAFE_SETRESUID(1000, 2000, 3000);
	TST_EXP_PASS(setreuid(-1, 3000), "unprivileged: setreuid(-1, saved uid 3000)");
	expect_ids("Uid", 1000, 3000, 3000, 3000, "effective set to the saved uid");
	TST_EXP_FAIL(setreuid(4000, -1), EPERM, "unprivileged: real uid 4000");
	TST_EXP_FAIL(setreuid(-1, 4000), EPERM, "unprivileged: effective uid 4000");
	expect_ids("Uid", 1000, 3000, 3000, 3000, "EPERM changed nothing");
	TST_EXP_PASS(setreuid(3000, 1000), "unprivileged: setreuid(3000, 1000) swaps");
	expect_ids("Uid", 3000, 1000, 1000, 1000, "swapped, saved = new effective");
}

static void real_to_saved(void)
{
	SAFE_SETRESUID(1000, 2000, 3000);
	TST_EXP_FAIL(setreuid(3000, -1), EPERM, "unprivileged: real uid to the saved uid");
	expect_ids("Uid", 1000, 2000, 3000, 2000, "EPERM changed nothing");
}

static void einval(void)
{
	new_userns_self_map();
	TST_EXP_FAIL(setreuid(5, -1), EINVAL, "uid 5 unmapped in the user namespace");
	expect_ids("Uid", 0, 0, 0, 0, "EINVAL changed nothing (ids as seen inside)");
}

static void run(void)
{
	in_child(as_root);
	in_child(unprivileged);
	in_child(real_to_saved);
	in_child(einval);
}

static struct tst_test test = {
	.description = "setreuid(): real/effective rules and the saved uid; EINVAL, EPERM",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_USER_NS", NULL},
};
