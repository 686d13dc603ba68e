// SPDX-License-Identifier: GPL-2.0-or-later
/* The smallest tst_test test: one TPASS. Measures what the library costs per test. */
#include "tst_test.h"

static void run(void)
{
	tst_res(TPASS, "nothing to do");
}

static struct tst_test test = {
	.test_all = run,
};
