// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A SAFE_FORK() child that reports and returns from the test function: LTP's library ends
 * it there with exit status 0, so each case counts one child and one parent result.
 */
#include <stdlib.h>
#include "tst_test.h"

static void run(unsigned int n)
{
	if (!SAFE_FORK()) {
		tst_res(TPASS, "child of case %u", n);
		return;
	}
	tst_reap_children();
	tst_res(TPASS, "parent of case %u", n);
}

static struct tst_test test = {
	.tcnt = 4,
	.test = run,
	.forks_child = 1,
};
