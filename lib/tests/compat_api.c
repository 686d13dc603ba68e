// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * API that LTP's tests use the way LTP declares it: tst_cmd() is a function (its argv may be
 * a compound literal whose commas a macro would split, and its address may be taken); the
 * swap helpers have their current tse_ names.
 */
#include "tst_test.h"
#include "tse_swap.h"

static void run(void)
{
	int (*fn)(const char *const argv[], const char *, const char *, enum tst_cmd_flags) =
		tst_cmd;
	int ret;

	ret = tst_cmd((const char *const []){"sh", "-c", "exit 3", NULL}, NULL, NULL,
		      TST_CMD_PASS_RETVAL);
	TST_EXP_EQ_LI(ret, 3);
	ret = fn((const char *const []){"true", NULL}, NULL, NULL, 0);
	TST_EXP_EQ_LI(ret, 0);
	TST_EXP_EXPR(tse_count_swaps() >= 0, "tse_count_swaps() read /proc/swaps");
}

static struct tst_test test = {
	.test_all = run,
};
