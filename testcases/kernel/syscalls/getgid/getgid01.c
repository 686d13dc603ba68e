// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getgid(2) "returns the real group ID of the calling process", compared with field 1 of
 * the Gid: line of /proc/self/status, as root and in a child after setresgid(1000, 2000,
 * 3000), where the real, effective and saved ids differ so that a mix-up shows.
 * It has no errors ("always successful").
 */

#include <stdlib.h>
#include "tst_test.h"

static long proc_id(void)
{
	long ids[4] = {-1, -1, -1, -1};

	SAFE_FILE_LINES_SCANF("/proc/self/status", "Gid: %ld %ld %ld %ld", &ids[0], &ids[1],
			      &ids[2], &ids[3]);
	return ids[0];
}

static void run(void)
{
	TST_EXP_EQ_LI(getgid(), proc_id());
	if (!SAFE_FORK()) {
		SAFE_SETRESGID(1000, 2000, 3000);
		TST_EXP_EQ_LI(getgid(), 1000);
		TST_EXP_EQ_LI(getgid(), proc_id());
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.description = "getgid(): the real group ID as /proc/self/status shows it",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
