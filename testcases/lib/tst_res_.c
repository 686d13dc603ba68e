// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_res_ [--brk] SCRIPT LINENO TYPE MESSAGE...: a result of a shell-loader script (tst_env.sh's
 * tst_res and tst_brk), reported by the C library into the shared result page of the
 * tst_run_shell that runs the script (LTP_IPC_PATH), in the C output format
 * "SCRIPT:LINENO: TYPE: MESSAGE".
 *
 * With --brk (tst_brk) a TBROK also aborts the test: the C library calls the script no
 * more, as after a tst_brk(TBROK) in C.
 *
 * TYPE is TPASS, TFAIL, TBROK, TWARN, TCONF or TINFO. Exit 0 when reported, 2 with a
 * message on bad arguments (the message is then reported as a TBROK when possible).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"
#include "tst_test_priv.h"

static const struct {
	const char *name;
	int type;
} types[] = {
	{"TPASS", TPASS}, {"TFAIL", TFAIL}, {"TBROK", TBROK},
	{"TWARN", TWARN}, {"TCONF", TCONF}, {"TINFO", TINFO},
};

int main(int argc, char *argv[])
{
	char msg[4096] = "";
	size_t len = 0, i;
	char *end;
	long line;
	int type = -1, brk = 0;

	if (argc > 1 && !strcmp(argv[1], "--brk")) {
		brk = 1;
		argc--;
		argv++;
	}
	if (argc < 4) {
		fprintf(stderr, "usage: tst_res_ SCRIPT LINENO TYPE MESSAGE...\n");
		return TBROK;
	}
	for (i = 0; i < ARRAY_SIZE(types); i++) {
		if (!strcmp(argv[3], types[i].name))
			type = types[i].type;
	}
	line = strtol(argv[2], &end, 10);
	if (*end || end == argv[2] || line < -1 || line > 1000000)
		line = -1;
	for (i = 4; i < (size_t)argc && len < sizeof(msg) - 1; i++)
		len += snprintf(msg + len, sizeof(msg) - len, "%s%s", i > 4 ? " " : "", argv[i]);
	tst_reinit();
	if (type < 0) {
		tst_res_(argv[1], line, TBROK, "Invalid res type '%s': %s", argv[3], msg);
		return TBROK;
	}
	tst_res_(argv[1], line, type, "%s", msg);
	if (brk && type == TBROK)
		__atomic_store_n(&ltk_results->aborted, 1, __ATOMIC_SEQ_CST);
	return 0;
}
