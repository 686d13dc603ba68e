// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .resource_files: a helper script installed in $LTPROOT/testcases/bin and a data file in
 * $LTPROOT/testcases/data/<test> are copied into the tmpdir; the script stays executable.
 */
#include "tst_test.h"

static void run(void)
{
	char buf[32] = "";

	TST_EXP_PASS(access("resource_exec01_helper.sh", X_OK));
	TST_EXP_VAL(tst_cmd((const char *const []){"./resource_exec01_helper.sh", NULL}, NULL,
			    NULL, TST_CMD_PASS_RETVAL), 3);
	SAFE_FILE_SCANF("resource_exec01.dat", "%31s", buf);
	TST_EXP_EQ_STR(buf, "payload");
}

static struct tst_test test = {
	.test_all = run,
	.resource_files = (const char *const []) {
		"resource_exec01_helper.sh",
		"resource_exec01.dat",
		NULL
	},
};
