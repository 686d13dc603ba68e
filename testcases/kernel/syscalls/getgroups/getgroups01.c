// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getgroups(2) "returns the supplementary group IDs of the calling process in list",
 * in a child whose groups were set to {10, 20, 30, 40}:
 * - "If size is zero, list is not modified, but the total number of supplementary group
 *   IDs for the process is returned": 4;
 * - with room for them, the four ids in order, and the rest of list untouched;
 * - with no supplementary groups, 0.
 * Errors, in the order of the man page's ERRORS:
 * - EFAULT: list outside the address space;
 * - EINVAL: "size is less than the number of supplementary group IDs, but is not zero"
 *   (3), and list is not written.
 *
 * Not provoked: ENOMEM (needs the kernel out of memory); EPERM is for setgroups() only.
 */

#include <stdlib.h>
#include "tst_test.h"

static void *bad_addr;

static void run(void)
{
	gid_t set[] = {10, 20, 30, 40};
	gid_t list[6];

	if (!SAFE_FORK()) {
		SAFE_SETGROUPS(4, set);
		TST_EXP_VAL(getgroups(0, NULL), 4, "getgroups(0, NULL)");
		memset(list, 0x7f, sizeof(list));
		TST_EXP_VAL(getgroups(6, list), 4, "getgroups(6, list)");
		TST_EXP_EXPR(list[0] == 10 && list[1] == 20 && list[2] == 30 && list[3] == 40 &&
			     list[4] == 0x7f7f7f7f, "list holds 10 20 30 40, the rest untouched");
		memset(list, 0x7f, sizeof(list));
		TST_EXP_FAIL2(getgroups(3, list), EINVAL, "getgroups(3) with 4 groups");
		TST_EXP_EQ_LI(list[0], 0x7f7f7f7f);
		TST_EXP_FAIL2(getgroups(4, bad_addr), EFAULT, "list outside the address space");
		SAFE_SETGROUPS(0, NULL);
		TST_EXP_VAL(getgroups(6, list), 0, "getgroups() without supplementary groups");
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "getgroups(): count and list of the supplementary groups; EFAULT, EINVAL",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};
