// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setsid(2) "creates a new session if the calling process is not a process group leader.
 * The calling process is the leader of the new session ... the process group leader of
 * the new process group ... The calling process will be the only process in the new
 * process group and in the new session. Initially, the new session has no controlling
 * terminal", checked in /proc/self/stat (pgrp, session, tty_nr) of a child:
 * - setsid() returns the child's pid, which is now its session and group id, with
 *   tty_nr 0; the parent's session is unchanged.
 * Errors: EPERM "The process group ID of any process equals the PID of the calling
 * process": a child that made itself a group leader cannot, and its session stays.
 */

#include <stdlib.h>
#include "tst_test.h"

static void read_stat(int *pgrp, int *session, int *tty)
{
	SAFE_FILE_SCANF("/proc/self/stat", "%*d %*s %*c %*d %d %d %d", pgrp, session, tty);
}

static void run(void)
{
	int pgrp, session, tty, parent_session;

	read_stat(&pgrp, &parent_session, &tty);
	if (!SAFE_FORK()) {
		TST_EXP_VAL(setsid(), getpid(), "setsid() returns the new session id");
		read_stat(&pgrp, &session, &tty);
		TST_EXP_EXPR(session == getpid() && pgrp == getpid() && tty == 0,
			     "session %d, group %d, tty_nr %d (expected %d, %d, 0)", session,
			     pgrp, tty, getpid(), getpid());
		exit(0);
	}
	tst_reap_children();
	read_stat(&pgrp, &session, &tty);
	TST_EXP_EQ_LI(session, parent_session);

	if (!SAFE_FORK()) {
		SAFE_SETPGID(0, 0);
		TST_EXP_FAIL2(setsid(), EPERM, "setsid() by a process group leader");
		read_stat(&pgrp, &session, &tty);
		TST_EXP_EXPR(session == parent_session && pgrp == getpid(),
			     "EPERM changed nothing: session %d", session);
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.description = "setsid(): a new session and group, no terminal; EPERM for a group leader",
	.test_all = run,
	.forks_child = 1,
};
