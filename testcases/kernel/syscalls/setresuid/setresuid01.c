// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setresuid(2) "sets the real user ID, the effective user ID, and the saved set-user-ID
 * of the calling process", checked in /proc/self/status (and the filesystem user id,
 * which follows the effective one), each sequence in a child:
 * - root sets any three ids (1000, 2000, 3000); leaving uid 0 for all of them clears the
 *   effective and permitted capabilities;
 * - "An unprivileged process may change its real UID, effective UID, and saved set-user-ID,
 *   each to one of: the current real UID, the current effective UID, or the current saved
 *   set-user-ID": (3000, 1000, 2000) is allowed; "If one of the arguments equals -1, the
 *   corresponding value is not changed";
 * - root that keeps uid 0 in one id keeps its capabilities: after (1000, 0, 3000) it can
 *   set (4000, 5000, 6000).
 * Errors, in the order of the man page's ERRORS, with the ids unchanged afterwards:
 * - EINVAL: "One or more of the target user IDs is not valid in this user namespace" (in
 *   a user namespace mapping uid 0 only, uid 5);
 * - EPERM: an unprivileged caller asks for 4000, not among its ids (in each position).
 *
 * Not provoked: EAGAIN (a temporary failure to allocate kernel data, or, before Linux 3.1,
 * the RLIMIT_NPROC check, which now fails in execve() instead).
 */

#include <stdlib.h>
#include "tst_test.h"
#include "ids.h"

static void root_sets_any(void)
{
	TST_EXP_PASS(setresuid(1000, 2000, 3000), "root: setresuid(1000, 2000, 3000)");
	expect_ids("Uid", 1000, 2000, 3000, 2000, "after setresuid(1000, 2000, 3000)");
	expect_no_caps("no id 0 left");

	TST_EXP_PASS(setresuid(3000, 1000, 2000), "unprivileged: setresuid(3000, 1000, 2000)");
	expect_ids("Uid", 3000, 1000, 2000, 1000, "permuted among the current ids");
	TST_EXP_PASS(setresuid(-1, 2000, -1), "unprivileged: setresuid(-1, 2000, -1)");
	expect_ids("Uid", 3000, 2000, 2000, 2000, "-1 leaves an id alone");

	TST_EXP_FAIL(setresuid(4000, -1, -1), EPERM, "unprivileged: real uid 4000");
	TST_EXP_FAIL(setresuid(-1, 4000, -1), EPERM, "unprivileged: effective uid 4000");
	TST_EXP_FAIL(setresuid(-1, -1, 4000), EPERM, "unprivileged: saved uid 4000");
	expect_ids("Uid", 3000, 2000, 2000, 2000, "EPERM changed nothing");
}

static void root_keeps_euid(void)
{
	TST_EXP_PASS(setresuid(1000, 0, 3000), "root: setresuid(1000, 0, 3000)");
	expect_ids("Uid", 1000, 0, 3000, 0, "effective uid 0 kept");
	TST_EXP_PASS(setresuid(4000, 5000, 6000), "euid 0: setresuid(4000, 5000, 6000)");
	expect_ids("Uid", 4000, 5000, 6000, 5000, "still privileged with euid 0");
}

static void einval(void)
{
	new_userns_self_map();
	TST_EXP_FAIL(setresuid(5, 5, 5), EINVAL, "uid 5 unmapped in the user namespace");
	expect_ids("Uid", 0, 0, 0, 0, "EINVAL changed nothing (ids as seen inside)");
}

static void run(void)
{
	in_child(root_sets_any);
	in_child(root_keeps_euid);
	in_child(einval);
}

static struct tst_test test = {
	.description = "setresuid(): root and unprivileged rules, -1, capabilities; EINVAL, EPERM",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_USER_NS", NULL},
};
