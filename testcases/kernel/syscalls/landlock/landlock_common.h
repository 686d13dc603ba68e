/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * For the landlock tests: landlock_probe() in setup returns the ABI version, or TCONF when
 * the kernel lacks Landlock (ENOSYS) or has it disabled at boot (EOPNOTSUPP: not in the
 * active LSMs). /sys/kernel/security/lsm, when securityfs is mounted, must agree.
 */
#ifndef LANDLOCK_COMMON_H__
#define LANDLOCK_COMMON_H__

#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
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
	if (abi == 0)
		tst_brk(TBROK, "probe: landlock_create_ruleset(VERSION) returned 0, not a version");
	if (listed == 0)
		tst_brk(TBROK, "Landlock answers but is not in %s (%s)", LSM_LIST, lsms);
	return abi;
}

/* TCONF unless the probed ABI version is at least min (for what the test needs). */
static inline void landlock_need_abi(int abi, int min, const char *what)
{
	if (abi < min)
		tst_brk(TCONF, "%s needs Landlock ABI %d, the kernel has %d", what, min, abi);
}

/*
 * Enforce a ruleset on the calling process (after PR_SET_NO_NEW_PRIVS) and close it; a
 * failing landlock_restrict_self() is a TFAIL and the caller exits: nothing it checks
 * afterwards would mean anything.
 */
static inline void landlock_enforce(int ruleset)
{
	SAFE_PRCTL(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	if (landlock_restrict_self(ruleset, 0)) {
		tst_res(TFAIL | TERRNO, "landlock_restrict_self()");
		exit(0);
	}
	SAFE_CLOSE(ruleset);
}

#endif
