// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_FORK() without .forks_child is refused. */
#include "tst_test.h"

static void run(void)
{
	if (!SAFE_FORK())
		exit(0);
	tst_res(TFAIL, "SAFE_FORK() worked without .forks_child");
}

static struct tst_test test = {
	.test_all = run,
};
