/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * For the landlock tests: landlock_probe() in setup returns the ABI version, or TCONF when
 * the kernel lacks Landlock (ENOSYS) or has it disabled at boot (EOPNOTSUPP: not in the
 * active LSMs). /sys/kernel/security/lsm, when securityfs is mounted, must agree.
 */
#ifndef LANDLOCK_COMMON_H__
#define LANDLOCK_COMMON_H__

#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "lapi/landlock.h"

#define LSM_LIST "/sys/kernel/security/lsm"

static inline int landlock_probe(void)
{
	char lsms[512] = "";
	int abi, listed = -1;

	if (access(LSM_LIST, R_OK) == 0) {
		SAFE_FILE_SCANF(LSM_LIST, "%511s", lsms);
		listed = !!strstr(lsms, "landlock");
	}
	abi = landlock_create_ruleset(NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
	if (abi < 0 && (errno == ENOSYS || errno == EOPNOTSUPP)) {
		if (listed == 1)
			tst_brk(TBROK | TERRNO, "landlock is in %s but the probe fails", LSM_LIST);
		tst_brk(TCONF | TERRNO, "Landlock is not enabled");
	}
	if (abi < 0)
		tst_brk(TBROK | TERRNO, "probe: landlock_create_ruleset(VERSION)");
	if (listed == 0)
		tst_brk(TBROK, "Landlock answers but is not in %s (%s)", LSM_LIST, lsms);
	return abi;
}

#endif
