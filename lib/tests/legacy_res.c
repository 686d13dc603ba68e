// SPDX-License-Identifier: GPL-2.0-or-later
/* Legacy reporting: each argv[1] word reports one result type, then tst_exit(). */
#include "test.h"

char *TCID = "legacy_res";
int TST_TOTAL = 1;

int main(int argc, char *argv[])
{
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "pass"))
			tst_resm(TPASS, "passed %d", i);
		else if (!strcmp(argv[i], "fail"))
			tst_resm(TFAIL, "failed %d", i);
		else if (!strcmp(argv[i], "warn"))
			tst_resm(TWARN, "warned %d", i);
		else if (!strcmp(argv[i], "info"))
			tst_resm(TINFO, "info %d", i);
		else if (!strcmp(argv[i], "conf"))
			tst_resm(TCONF, "conf %d", i);
		else if (!strcmp(argv[i], "brok"))
			tst_resm(TBROK, "broken %d", i);
		else if (!strcmp(argv[i], "errno")) {
			errno = ENOENT;
			tst_resm(TFAIL | TERRNO, "with errno");
		} else if (!strcmp(argv[i], "terrno")) {
			TEST(open("/nonexistent/ltk", O_RDONLY));
			tst_resm(TPASS | TTERRNO, "open() failed expectedly");
		} else if (!strcmp(argv[i], "rerrno")) {
			TEST_RETURN = EBUSY;
			tst_resm(TINFO | TRERRNO, "pthread style");
		} else if (!strcmp(argv[i], "hexd")) {
			tst_resm_hexd(TINFO, "ABC", 3, "bytes:");
		} else if (!strcmp(argv[i], "hexd-long")) {
			tst_resm_hexd(TINFO, "0123456789abcdefXYZ", 19, "long:");
		} else if (!strcmp(argv[i], "file")) {
			FILE *f = fopen("/proc/self/comm", "r");
			if (f)
				fclose(f);
			tst_res(TINFO, "/proc/self/comm", "comm follows");
		} else if (!strcmp(argv[i], "long")) {
			char big[4096];
			memset(big, 'x', sizeof(big) - 1);
			big[sizeof(big) - 1] = 0;
			tst_resm(TINFO, "%s", big);
		} else if (!strcmp(argv[i], "reset")) {
			tst_count = 0;
		}
	}
	tst_exit();
}
