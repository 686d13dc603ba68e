// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * set_robust_list(2) errors, in the order of man 2 set_robust_list (raw system call, in
 * a child whose registered list is checked afterwards):
 * - EINVAL: len sizeof(struct robust_list_head) - 1, + 1, and 0.
 * After each failed call get_robust_list(2) still returns the head registered before.
 *
 * Not provoked: EFAULT, EPERM and ESRCH concern get_robust_list() (get_robust_list/).
 */

#include "tst_test.h"
#include "robust.h"

static struct robust_area area;

static const size_t lens[] = {
	sizeof(struct robust_list_head) - 1,
	sizeof(struct robust_list_head) + 1,
	0,
};

static void run(unsigned int n)
{
	struct robust_list_head *got;
	size_t len;

	if (!SAFE_FORK()) {
		robust_init(&area, 0);
		if (sys_set_robust_list(&area.head, sizeof(area.head)))
			tst_brk(TBROK | TERRNO, "set_robust_list(valid)");
		TST_EXP_FAIL(sys_set_robust_list((void *)1, lens[n]), EINVAL,
			     "set_robust_list(len %zu)", lens[n]);
		if (sys_get_robust_list(0, &got, &len))
			tst_brk(TBROK | TERRNO, "get_robust_list()");
		if (got != &area.head || len != sizeof(area.head))
			tst_res(TFAIL, "the registered head is now %p/%zu", got, len);
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(lens),
	.forks_child = 1,
};
