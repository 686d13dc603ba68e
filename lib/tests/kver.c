// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Kernel version helpers, deterministic through given release strings:
 *   kvcmp REL A B C   sign of tst_kvcmp(REL, A, B, C)
 *   parse STR         tst_parse_kver(STR)
 *   exv EXV REL       sign of tst_kvexcmp(EXV, REL)
 *   dist REL          tst_kvcmp_distname(REL)
 *   running           tst_getkver/tst_kvercmp/tst_kvercmp2 against uname -r
 */
#include <sys/utsname.h>
#include "test.h"

char *TCID = "kver";
int TST_TOTAL = 1;

static const char *sign(int v)
{
	return v < 0 ? "older" : v > 0 ? "newer" : "equal";
}

int main(int argc, char *argv[])
{
	const char *mode = argc > 1 ? argv[1] : "";
	int a, b, c, ret;

	if (!strcmp(mode, "kvcmp") && argc == 6) {
		ret = tst_kvcmp(argv[2], atoi(argv[3]), atoi(argv[4]), atoi(argv[5]));
		tst_resm(TINFO, "%s vs %s.%s.%s: %s", argv[2], argv[3], argv[4], argv[5],
			 sign(ret));
	} else if (!strcmp(mode, "parse") && argc == 3) {
		ret = tst_parse_kver(argv[2], &a, &b, &c);
		tst_resm(TINFO, "parse '%s' = %d: %d %d %d", argv[2], ret, a, b, c);
	} else if (!strcmp(mode, "exv") && argc == 4) {
		tst_resm(TINFO, "exv: %s", sign(tst_kvexcmp(argv[2], argv[3])));
	} else if (!strcmp(mode, "dist") && argc == 3) {
		const char *d = tst_kvcmp_distname(argv[2]);

		tst_resm(TINFO, "dist: %s", d ? d : "none");
	} else if (!strcmp(mode, "running")) {
		struct tst_kern_exv vers[] = {{"RHEL6", "2.6.32-999"}, {NULL, NULL}};
		struct utsname u;

		uname(&u);
		tst_getkver(&a, &b, &c);
		tst_resm(TINFO, "running %d.%d.%d", a, b, c);
		tst_resm(tst_kvercmp(a, b, c) == 0 ? TPASS : TFAIL, "equal to itself");
		tst_resm(tst_kvercmp(a + 1, 0, 0) < 0 ? TPASS : TFAIL, "older than %d.0.0", a + 1);
		tst_resm(tst_kvercmp(a - 1, 0, 0) > 0 ? TPASS : TFAIL, "newer than %d.0.0", a - 1);
		tst_resm(tst_kvercmp2(a, b, c, vers) == 0 ? TPASS : TFAIL,
			 "kvercmp2 without a distro kernel is kvercmp");
		tst_resm(tst_kvcmp(u.release, a, b, c) == 0 ? TPASS : TFAIL, "kvcmp(uname) agrees");
	} else {
		tst_brkm(TBROK, NULL, "usage: kver MODE ...");
	}
	tst_exit();
}
