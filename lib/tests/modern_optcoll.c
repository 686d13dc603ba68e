// SPDX-License-Identifier: GPL-2.0-or-later
/* A test option that collides with a library option is refused. */
#include "tst_test.h"

static char *iters;

static void run(void)
{
	tst_res(TFAIL, "ran despite the option collision");
}

static struct tst_test test = {
	.test_all = run,
	.options = (struct tst_option[]) {
		{"i:", &iters, "Collides with -i"},
		{}
	},
};
