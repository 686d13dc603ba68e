// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Modern reporting: -r "WORD ..." reports one result per word from the test function
 * (pass fail warn conf info debug errno terrno long hexd brk none), so the .t script can
 * check the line format, the summary and the exit-code table.
 */
#include <sys/prctl.h>
#include "tst_test.h"

static char *words;

static void run(void)
{
	char buf[2048], *w, *save = NULL;

	snprintf(buf, sizeof(buf), "%s", words ? words : "pass");
	for (w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
		if (!strcmp(w, "pass"))
			tst_res(TPASS, "passed");
		else if (!strcmp(w, "fail"))
			tst_res(TFAIL, "failed");
		else if (!strcmp(w, "warn"))
			tst_res(TWARN, "warned");
		else if (!strcmp(w, "conf"))
			tst_res(TCONF, "skipped");
		else if (!strcmp(w, "info"))
			tst_res(TINFO, "informed");
		else if (!strcmp(w, "debug"))
			tst_res(TDEBUG, "debugged");
		else if (!strcmp(w, "errno")) {
			errno = ENOENT;
			tst_res(TFAIL | TERRNO, "with errno");
		} else if (!strcmp(w, "terrno")) {
			TEST(open("/nonexistent/ltk", O_RDONLY));
			tst_res(TPASS | TTERRNO, "open failed");
		} else if (!strcmp(w, "long")) {
			char big[1500];

			memset(big, 'x', sizeof(big) - 1);
			big[sizeof(big) - 1] = 0;
			tst_res(TINFO, "%s", big);
		} else if (!strcmp(w, "hexd")) {
			tst_res_hexd(TINFO, "ABC", 3, "bytes");
		} else if (!strcmp(w, "brk")) {
			tst_brk(TBROK, "broken");
		} else if (!strcmp(w, "brkconf")) {
			tst_brk(TCONF, "config missing");
		} else if (!strcmp(w, "none")) {
			/* report nothing */
		}
	}
}

static struct tst_test test = {
	.test_all = run,
	.options = (struct tst_option[]) {
		{"r:", &words, "Results to report"},
		{}
	},
	.tags = (const struct tst_tag[]) {
		{"linux-git", "0123456789ab"},
		{"CVE", "2017-0001"},
		{}
	},
};
