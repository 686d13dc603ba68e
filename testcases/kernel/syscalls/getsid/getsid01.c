// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getsid(2) "returns the session ID of the process with process ID pid. If pid is 0,
 * getsid() returns the session ID of the calling process", compared with the session
 * field of /proc/<pid>/stat:
 * - getsid(0) and getsid(getpid()) are the caller's session;
 * - getsid(child) of a child that called setsid() is the child's pid; of a child that did
 *   not, the caller's session.
 * Errors: ESRCH "No process with process ID pid was found" (an unused pid).
 *
 * Not provoked: EPERM (a process of another session: Linux returns its session id
 * instead of treating this as an error).
 */

#include <stdlib.h>
#include "tst_test.h"
#include "tst_pid.h"

static int stat_session(pid_t pid)
{
	char path[64];
	int sid = -1;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	SAFE_FILE_SCANF(path, "%*d %*s %*c %*d %*d %d", &sid);
	return sid;
}

static pid_t child(int new_session)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		if (new_session)
			SAFE_SETSID();
		TST_CHECKPOINT_WAKE(1);
		TST_CHECKPOINT_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(1);
	return pid;
}

static void run(void)
{
	int own = stat_session(getpid());
	pid_t a, b;

	TST_EXP_VAL(getsid(0), own, "getsid(0)");
	TST_EXP_VAL(getsid(getpid()), own, "getsid(own pid)");
	a = child(1);
	b = child(0);
	TST_EXP_VAL(getsid(a), a, "getsid() of a child that called setsid()");
	TST_EXP_VAL(getsid(b), own, "getsid() of a child in the caller's session");
	TST_EXP_EQ_LI(stat_session(a), a);
	TST_CHECKPOINT_WAKE2(0, 2);
	tst_reap_children();
	TST_EXP_FAIL2(getsid(tst_get_unused_pid()), ESRCH, "getsid(unused pid)");
}

static struct tst_test test = {
	.description = "getsid(): the session of a process as /proc shows it; ESRCH",
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
