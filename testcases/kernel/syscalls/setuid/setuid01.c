// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setuid(2) "sets the effective user ID of the calling process. If the calling process is
 * privileged ... the real UID and saved set-user-ID are also set", checked in
 * /proc/self/status, each sequence in a child:
 * - root: setuid(1000) sets all of real, effective, saved (and fs) uid, and the
 *   capabilities are gone, so setuid(0) then fails with EPERM;
 * - unprivileged (ids 1000, 2000, 3000 set by setresuid()): setuid() to the real (1000)
 *   or saved (3000) uid changes only the effective uid (the saved set-user-ID lets a
 *   set-user-ID program switch back and forth);
 * Errors, in the order of the man page's ERRORS, with the ids unchanged afterwards:
 * - EINVAL: "The user ID specified in uid is not valid in this user namespace" (uid 5 in
 *   a user namespace mapping only uid 0);
 * - EPERM: unprivileged, uid 4000 matches neither the real nor the saved uid.
 *
 * Not provoked: EAGAIN (a temporary failure to allocate kernel data, or, before Linux 3.1,
 * the RLIMIT_NPROC check, which now fails in execve() instead).
 */

#include <stdlib.h>
#include "tst_test.h"
#include "../setresuid/ids.h"

static void as_root(void)
{
	TST_EXP_PASS(setuid(1000), "root: setuid(1000)");
	expect_ids("Uid", 1000, 1000, 1000, 1000, "root's setuid() sets all ids");
	expect_no_caps("after leaving uid 0");
	TST_EXP_FAIL(setuid(0), EPERM, "setuid(0) with no way back");
	expect_ids("Uid", 1000, 1000, 1000, 1000, "EPERM changed nothing");
}

static void unprivileged(void)
{
	SAFE_SETRESUID(1000, 2000, 3000);
	TST_EXP_PASS(setuid(3000), "unprivileged: setuid(saved uid 3000)");
	expect_ids("Uid", 1000, 3000, 3000, 3000, "only the effective uid changed");
	TST_EXP_PASS(setuid(1000), "unprivileged: setuid(real uid 1000)");
	expect_ids("Uid", 1000, 1000, 3000, 1000, "only the effective uid changed");
	TST_EXP_PASS(setuid(3000), "unprivileged: back to the saved uid 3000");
	expect_ids("Uid", 1000, 3000, 3000, 3000, "switched back");
	TST_EXP_FAIL(setuid(4000), EPERM, "unprivileged: setuid(4000)");
	expect_ids("Uid", 1000, 3000, 3000, 3000, "EPERM changed nothing");
}

static void einval(void)
{
	new_userns_self_map();
	TST_EXP_FAIL(setuid(5), EINVAL, "uid 5 unmapped in the user namespace");
	expect_ids("Uid", 0, 0, 0, 0, "EINVAL changed nothing (ids as seen inside)");
}

static void run(void)
{
	in_child(as_root);
	in_child(unprivileged);
	in_child(einval);
}

static struct tst_test test = {
	.description = "setuid(): root sets all ids, unprivileged the effective one; EINVAL, EPERM",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_USER_NS", NULL},
};
