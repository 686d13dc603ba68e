// SPDX-License-Identifier: GPL-2.0-or-later
/* ltp_clone() needs a stack: without one it fails with EINVAL and runs no child. */
#include "test.h"

char *TCID = "clone_nostack01";
int TST_TOTAL = 1;

static int child(void *arg)
{
	return *(int *)arg;
}

int main(void)
{
	int v = 0;

	TEST(ltp_clone(SIGCHLD, child, &v, 0, NULL));
	if (TEST_RETURN == -1 && TEST_ERRNO == EINVAL)
		tst_resm(TPASS, "ltp_clone() without a stack: EINVAL");
	else
		tst_resm(TFAIL, "ltp_clone() without a stack returned %ld", TEST_RETURN);
	tst_exit();
}
