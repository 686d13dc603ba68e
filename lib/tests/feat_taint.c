// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .taint_check: feat_taint MASK [FILE [NEWVAL]] runs tst_taint_init(MASK) on FILE (default
 * the real /proc/sys/kernel/tainted), writes NEWVAL into FILE if given, then prints
 * tst_taint_check().
 */
#include "test.h"
#include "tst_taint.h"
#include "../feat/ltk_feat_paths.h"
#include "../core/ltk_sysfile.h"

char *TCID = "feat_taint";
int TST_TOTAL = 1;

int main(int argc, char *argv[])
{
	unsigned int mask = argc > 1 ? strtoul(argv[1], NULL, 0) : 0;

	if (argc > 2)
		ltk_taint_path = argv[2];
	tst_taint_init(mask);
	if (argc > 3 && ltk_write_file(argv[2], argv[3]))
		tst_brkm(TBROK | TERRNO, NULL, "write %s", argv[2]);
	tst_resm(TINFO, "taint check: 0x%x", tst_taint_check());
	tst_resm(TPASS, "taint checked");
	tst_exit();
}
