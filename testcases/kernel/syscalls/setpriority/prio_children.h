/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Children for the scheduling priority tests: prio_child(group, uid, nice) starts a child
 * that joins process group group (0: its own new group, -1: stays in the caller's),
 * sets its own nice value, switches to uid (0: stays root) and waits on
 * checkpoint 0; stat_nice(pid) reads the nice field of /proc/<pid>/stat.
 */
#ifndef PRIO_CHILDREN_H__
#define PRIO_CHILDREN_H__

#include <stdlib.h>
#include <sys/resource.h>
#include "tst_test.h"

static inline int stat_nice(pid_t pid)
{
	char path[64];
	int n = 99;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	SAFE_FILE_SCANF(path, "%*d %*s %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %*u %*u "
			"%*d %*d %*d %d", &n);
	return n;
}

static inline pid_t prio_child(pid_t group, uid_t uid, int nice_val)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		if (group >= 0)
			SAFE_SETPGID(0, group);
		if (nice_val && setpriority(PRIO_PROCESS, 0, nice_val))
			tst_brk(TBROK | TERRNO, "setpriority(self, %d)", nice_val);
		if (uid)
			SAFE_SETRESUID(uid, uid, uid);
		TST_CHECKPOINT_WAKE(1);
		TST_CHECKPOINT_WAIT(0);
		exit(0);
	}
	if (group >= 0)
		SAFE_SETPGID(pid, group ? group : pid);
	TST_CHECKPOINT_WAIT(1);
	return pid;
}

#endif
