// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getpgid(2) "returns the PGID of the process specified by pid. If pid is zero, the
 * process ID of the calling process is used", compared with the pgrp field of
 * /proc/<pid>/stat: for the caller (0 and its pid), for a child in the caller's group and
 * for a child that leads its own group.
 * Errors: ESRCH "For getpgid(): pid does not match any process" (an unused pid).
 *
 * Not provoked: EACCES, EINVAL and EPERM (setpgid()'s errors, on the shared man page).
 */

#include <stdlib.h>
#include "tst_test.h"
#include "tst_pid.h"

static int stat_pgrp(pid_t pid)
{
	char path[64];
	int pgrp = -1;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	SAFE_FILE_SCANF(path, "%*d %*s %*c %*d %d", &pgrp);
	return pgrp;
}

static void run(void)
{
	int own = stat_pgrp(getpid());
	pid_t a, b;

	TST_EXP_VAL(getpgid(0), own, "getpgid(0)");
	TST_EXP_VAL(getpgid(getpid()), own, "getpgid(own pid)");
	a = SAFE_FORK();
	if (!a) {
		TST_CHECKPOINT_WAIT(0);
		exit(0);
	}
	b = SAFE_FORK();
	if (!b) {
		TST_CHECKPOINT_WAIT(0);
		exit(0);
	}
	SAFE_SETPGID(b, b);
	TST_EXP_VAL(getpgid(a), own, "getpgid() of a child in the caller's group");
	TST_EXP_VAL(getpgid(b), b, "getpgid() of a child leading its group");
	TST_EXP_EQ_LI(stat_pgrp(b), b);
	TST_CHECKPOINT_WAKE2(0, 2);
	tst_reap_children();
	TST_EXP_FAIL2(getpgid(tst_get_unused_pid()), ESRCH, "getpgid(unused pid)");
}

static struct tst_test test = {
	.description = "getpgid(): the group of a process as /proc shows it; ESRCH",
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
