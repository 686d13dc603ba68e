// SPDX-License-Identifier: GPL-2.0-or-later
/* parse_opts and TEST_LOOPING: -i, -I, -P, user options and their help. */
#include "test.h"

char *TCID = "legacy_loop";
int TST_TOTAL = 1;

static int xflag;
static char *yarg;
static option_t opts[] = {
	{"x", &xflag, NULL},
	{"y:", NULL, &yarg},
	{NULL, NULL, NULL},
};

static void help(void)
{
	printf("  -x      user flag\n  -y arg  user argument\n");
}

int main(int argc, char *argv[])
{
	int lc;

	tst_parse_opts(argc, argv, opts, help);
	if (xflag)
		tst_resm(TINFO, "x given");
	if (yarg)
		tst_resm(TINFO, "y=%s", yarg);
	TEST_PAUSE;
	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		tst_resm(TPASS, "iteration %d", lc);
		if (lc >= 999)
			break;
	}
	tst_exit();
}
