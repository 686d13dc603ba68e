// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_brkm: result line, "Remaining cases" line, cleanup called once, exit bits. */
#include "test.h"

char *TCID = "legacy_brk";
int TST_TOTAL = 3;

static int cleanups;
static const char *mode;

static void inner_cleanup(void)
{
	printf("inner cleanup\n");
}

static void cleanup(void)
{
	cleanups++;
	printf("cleanup %d\n", cleanups);
	if (!strcmp(mode, "nested")) {
		/* A break inside cleanup reports, runs its own callback and returns here. */
		tst_brkm(TBROK, inner_cleanup, "broken inside cleanup");
		printf("cleanup continued\n");
	}
}

int main(int argc, char *argv[])
{
	mode = argc > 1 ? argv[1] : "brok";

	tst_resm(TPASS, "first");
	if (!strcmp(mode, "brok") || !strcmp(mode, "nested"))
		tst_brkm(TBROK, cleanup, "broken");
	else if (!strcmp(mode, "conf"))
		tst_brkm(TCONF, cleanup, "not configured");
	else if (!strcmp(mode, "fail"))
		tst_brkm(TFAIL | TERRNO, cleanup, "failed");
	else if (!strcmp(mode, "info"))
		tst_brkm(TINFO, cleanup, "info is not a break type");
	else if (!strcmp(mode, "nocleanup"))
		tst_brkm(TBROK, NULL, "no cleanup");
	else if (!strcmp(mode, "file"))
		tst_brk(TCONF, "/proc/self/comm", cleanup, "see the file");
	else if (!strcmp(mode, "root"))
		tst_require_root(cleanup);
	else if (!strcmp(mode, "root2"))
		tst_require_root();
	printf("after brk\n");
	tst_exit();
}
