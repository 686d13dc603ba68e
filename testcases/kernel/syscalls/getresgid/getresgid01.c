// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getresgid(2) "returns the real GID, the effective GID, and the saved set-group-ID of the
 * calling process, in the arguments rgid, egid, and sgid", compared with
 * /proc/self/status, as root (0, 0, 0) and in a child after setresuid(1000, 2000, 3000)
 * (so that the three differ and a mix-up shows).
 * Errors: EFAULT for each of the three pointers outside the address space.
 */

#include <stdlib.h>
#include "tst_test.h"
#include "../setresuid/ids.h"

static void *bad_addr;

static void check(void)
{
	gid_t r = 99, e = 99, s = 99;

	TST_EXP_PASS(getresgid(&r, &e, &s), "getresgid()");
	expect_ids("Gid", r, e, s, e, "getresgid() agrees with /proc/self/status");
}

static void run(void)
{
	gid_t a, b;

	check();
	if (!SAFE_FORK()) {
		SAFE_SETRESGID(1000, 2000, 3000);
		check();
		exit(0);
	}
	tst_reap_children();

	TST_EXP_FAIL(getresgid(bad_addr, &a, &b), EFAULT, "rgid outside the address space");
	TST_EXP_FAIL(getresgid(&a, bad_addr, &b), EFAULT, "egid outside the address space");
	TST_EXP_FAIL(getresgid(&a, &b, bad_addr), EFAULT, "sgid outside the address space");
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "getresgid(): the three gids as /proc shows them; EFAULT",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};
