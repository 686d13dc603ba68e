// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getresuid(2) "returns the real UID, the effective UID, and the saved set-user-ID of the
 * calling process, in the arguments ruid, euid, and suid", compared with
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
	uid_t r = 99, e = 99, s = 99;

	TST_EXP_PASS(getresuid(&r, &e, &s), "getresuid()");
	expect_ids("Uid", r, e, s, e, "getresuid() agrees with /proc/self/status");
}

static void run(void)
{
	uid_t a, b;

	check();
	if (!SAFE_FORK()) {
		SAFE_SETRESUID(1000, 2000, 3000);
		check();
		exit(0);
	}
	tst_reap_children();

	TST_EXP_FAIL(getresuid(bad_addr, &a, &b), EFAULT, "ruid outside the address space");
	TST_EXP_FAIL(getresuid(&a, bad_addr, &b), EFAULT, "euid outside the address space");
	TST_EXP_FAIL(getresuid(&a, &b, bad_addr), EFAULT, "suid outside the address space");
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "getresuid(): the three uids as /proc shows them; EFAULT",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};
