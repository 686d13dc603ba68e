// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getpgrp(2) "returns the PGID of the calling process", compared with the pgrp field of
 * /proc/self/stat, before and after a child moved itself into a new group (where it is
 * then its pid), and after it moved into a group led by another process.
 * It has no errors ("always successful").
 *
 * Not provoked: EACCES, EINVAL, EPERM and ESRCH (the errors of setpgid() and getpgid(),
 * which share the man page).
 */

#include <stdlib.h>
#include "tst_test.h"

static int stat_pgrp(void)
{
	int pgrp = -1;

	SAFE_FILE_SCANF("/proc/self/stat", "%*d %*s %*c %*d %d", &pgrp);
	return pgrp;
}

static void run(void)
{
	pid_t leader;

	TST_EXP_VAL(getpgrp(), stat_pgrp(), "getpgrp() of the test");
	leader = SAFE_FORK();
	if (!leader) {
		SAFE_SETPGID(0, 0);
		TST_EXP_VAL(getpgrp(), getpid(), "getpgrp() of a new group leader");
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	if (!SAFE_FORK()) {
		SAFE_SETPGID(0, leader);
		TST_EXP_VAL(getpgrp(), leader, "getpgrp() after joining another group");
		TST_EXP_EQ_LI(stat_pgrp(), leader);
		exit(0);
	}
	SAFE_WAIT(NULL);
	TST_CHECKPOINT_WAKE(0);
	tst_reap_children();
}

static struct tst_test test = {
	.description = "getpgrp(): the caller's group as /proc shows it",
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
