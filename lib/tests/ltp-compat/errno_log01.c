// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A January 2015 errno test: expected errnos declared with TEST_EXP_ENOS(), each failure
 * passed to TEST_ERROR_LOG(), TEST_CLEANUP in cleanup.
 */
#include "test.h"
#include "usctest.h"

char *TCID = "errno_log01";
int TST_TOTAL = 1;

static int exp_enos[] = { ENOENT, 0 };

static void cleanup(void)
{
	TEST_CLEANUP;
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);
	TEST_EXP_ENOS(exp_enos);
	TEST_PAUSE;
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);
	setup();
	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		TEST(access("/nonexistent/errno_log01", F_OK));
		if (TEST_RETURN == -1) {
			TEST_ERROR_LOG(TEST_ERRNO);
			if (TEST_ERRNO == ENOENT && TEST_VALID_ENO[ENOENT].flag)
				tst_resm(TPASS | TTERRNO, "access() failed as expected");
			else
				tst_resm(TFAIL | TTERRNO, "access() failed unexpectedly");
		} else {
			tst_resm(TFAIL, "access() succeeded");
		}
	}
	cleanup();
	tst_exit();
}
