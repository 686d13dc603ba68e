// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Kernel config checks.
 *   feat_kconfig EXPR...          tst_kconfig_check() of the expressions
 *   feat_kconfig -g NAME...       tst_kconfig_get() of each name
 *   feat_kconfig -r NAME...       tst_kconfig_read() of the names
 *   feat_kconfig -s               tst_has_slow_kconfig()
 */
#include "test.h"
#include "tst_kconfig.h"

char *TCID = "feat_kconfig";
int TST_TOTAL = 1;

static void do_read(int cnt, char *names[])
{
	struct tst_kconfig_var vars[8] = {};
	int i;

	for (i = 0; i < cnt && i < 8; i++) {
		snprintf(vars[i].id, sizeof(vars[i].id), "%s", names[i]);
		vars[i].id_len = strlen(vars[i].id);
	}
	tst_kconfig_read(vars, i);
	for (i = 0; i < cnt && i < 8; i++) {
		tst_resm(TINFO, "read %s: choice '%c' val %s", vars[i].id,
			 vars[i].choice ? vars[i].choice : '0', vars[i].val ? vars[i].val : "NULL");
		free(vars[i].val);
	}
}

int main(int argc, char *argv[])
{
	int i, ret;

	if (argc > 1 && !strcmp(argv[1], "-g")) {
		for (i = 2; i < argc; i++) {
			ret = tst_kconfig_get(argv[i]);
			tst_resm(TINFO, "get %s: %c", argv[i], ret ? ret : '0');
		}
	} else if (argc > 1 && !strcmp(argv[1], "-r")) {
		do_read(argc - 2, argv + 2);
	} else if (argc > 1 && !strcmp(argv[1], "-s")) {
		tst_resm(TINFO, "slow kconfig: %d", tst_has_slow_kconfig());
	} else {
		if (tst_kconfig_check((const char *const *)argv + 1))
			tst_brkm(TCONF, NULL,
				 "Aborting due to unsuitable kernel config, see above!");
		tst_resm(TPASS, "kernel config holds");
	}
	tst_exit();
}
