// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Security state: feat_security [ROOT] [LSM...] prints every tst_*_enabled() answer, read
 * below ROOT (a tree the test wrote) or from the real system.
 */
#include "test.h"
#include "tst_security.h"
#include "../feat/ltk_feat_paths.h"

char *TCID = "feat_security";
int TST_TOTAL = 1;

int main(int argc, char *argv[])
{
	int i;

	if (argc > 1)
		ltk_security_root = argv[1];
	tst_resm(TINFO, "lockdown %d", tst_lockdown_enabled());
	tst_resm(TINFO, "secureboot %d", tst_secureboot_enabled());
	tst_resm(TINFO, "selinux %d", tst_selinux_enforcing());
	tst_resm(TINFO, "fips %d", tst_fips_enabled());
	for (i = 2; i < argc; i++)
		tst_resm(TINFO, "lsm %s %d", argv[i], tst_lsm_enabled(argv[i]));
	tst_resm(TPASS, "security state read");
	tst_exit();
}
