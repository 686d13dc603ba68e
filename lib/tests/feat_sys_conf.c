// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .save_restore: feat_sys_conf PATH VAL FLAGS [PATH VAL FLAGS ...] saves the entries
 * (VAL "-" = save only), prints what each path reads now, restores and prints again.
 * With -d first, the first path is saved a second time (as "1") after the first save.
 */
#include "test.h"
#include "tst_sys_conf.h"
#include "../core/ltk_sysfile.h"

char *TCID = "feat_sys_conf";
int TST_TOTAL = 1;

static void show(const char *when, int argc, char *argv[])
{
	char buf[256];
	int i;

	for (i = 1; i + 2 < argc; i += 3) {
		if (ltk_read_file(argv[i], buf, sizeof(buf)) < 0)
			continue;
		buf[strcspn(buf, "\n")] = 0;
		tst_resm(TINFO, "%s: %s = %s", when, argv[i], buf);
	}
}

int main(int argc, char *argv[])
{
	struct tst_path_val conf[8] = {};
	int i, n = 0, twice = 0;

	if (argc > 1 && !strcmp(argv[1], "-d")) {
		twice = 1;
		argc--;
		argv++;
	}
	for (i = 1; i + 2 < argc && n < 7; i += 3) {
		conf[n].path = argv[i];
		conf[n].val = strcmp(argv[i + 1], "-") ? argv[i + 1] : NULL;
		conf[n].flags = strtoul(argv[i + 2], NULL, 0);
		n++;
	}

	tst_sys_conf_save(conf);
	/* the same path saved again must not win over the first, older value */
	if (twice)
		tst_sys_conf_save_str(conf[0].path, "1");
	show("during", argc, argv);
	tst_sys_conf_dump();
	tst_sys_conf_restore(1);
	show("after", argc, argv);
	tst_resm(TPASS, "saved and restored");
	tst_exit();
}
