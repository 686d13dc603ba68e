// SPDX-License-Identifier: GPL-2.0-or-later
/* The trivial test with a temporary directory: what .needs_tmpdir adds per test. */
#include "tst_test.h"

static void run(void)
{
	tst_res(TPASS, "nothing to do");
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
