// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A test written for one architecture only: elsewhere it has no test function, and the
 * architecture check must report TCONF before the missing function is noticed.
 */
#include "tst_test.h"

#ifdef __s390x__
static void run(void)
{
	tst_res(TPASS, "running on s390x");
}
#endif

static struct tst_test test = {
#ifdef __s390x__
	.test_all = run,
#endif
	.supported_archs = (const char *const []) {
		"s390x",
		NULL
	},
};
