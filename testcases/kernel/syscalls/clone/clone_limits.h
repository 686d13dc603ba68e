// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Set-ups that make the next clone()/clone3() of the calling process fail on a limit,
 * shared by clone01 and clone301. Both change the caller for good: call them only in a
 * child that exits afterwards.
 */

#ifndef CLONE_LIMITS_H__
#define CLONE_LIMITS_H__

#include <sched.h>
#include <sys/resource.h>
#include "tst_test.h"

/* Become "nobody" with RLIMIT_NPROC 0: the next new process is EAGAIN. */
static inline void clone_nobody_nproc0(void)
{
	struct rlimit rl = {0, 0};

	tst_become_nobody();
	SAFE_SETRLIMIT(RLIMIT_NPROC, &rl);
}

/*
 * Send the caller's new processes into a PID namespace whose init (its first child there)
 * has exited: pid_namespaces(7) says a new process in it fails with ENOMEM.
 */
static inline void clone_dead_pidns(void)
{
	pid_t pid;

	SAFE_UNSHARE(CLONE_NEWPID);
	pid = SAFE_FORK();
	if (!pid)
		_exit(0);
	SAFE_WAITPID(pid, NULL, 0);
}

/*
 * Enter nested user namespaces (each mapping root to the parent's root) until the kernel
 * refuses another one with ENOSPC (nesting depth 32, or /proc/sys/user limits): a
 * CLONE_NEWUSER from here must be ENOSPC. Returns the depth reached.
 */
static inline int clone_nest_userns(void)
{
	int depth;

	for (depth = 0; depth < 64; depth++) {
		if (unshare(CLONE_NEWUSER)) {
			if (errno == ENOSPC)
				return depth;
			tst_brk(TBROK | TERRNO, "unshare(CLONE_NEWUSER) at depth %d", depth);
		}
		SAFE_FILE_PRINTF("/proc/self/uid_map", "0 0 1");
		SAFE_FILE_PRINTF("/proc/self/setgroups", "deny");
		SAFE_FILE_PRINTF("/proc/self/gid_map", "0 0 1");
	}
	tst_brk(TBROK, "64 nested user namespaces and no ENOSPC");
	return depth;
}

#endif /* CLONE_LIMITS_H__ */
