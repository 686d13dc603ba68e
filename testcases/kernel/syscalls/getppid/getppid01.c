// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getppid(2) "returns the process ID of the parent of the calling process. This will be
 * either the ID of the process that created this process using fork(), or, if that
 * process has already terminated, the ID of the process to which this process has been
 * reparented (either init(1) or a "subreaper" process defined via the prctl(2)
 * PR_SET_CHILD_SUBREAPER operation)":
 * - a child's getppid() is the pid of the process that forked it, as /proc/self/stat
 *   (field 4) also says;
 * - a grandchild whose parent has exited is reparented to the test, which made itself a
 *   child subreaper: getppid() then returns the test's pid;
 * - in the first process of a new PID namespace it is 0 (the parent is outside).
 */

#include <sched.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include "tst_test.h"

static void run(void)
{
	pid_t test_pid = getpid(), middle, grandchild = 0;
	int stat_ppid = -1, fds[2];

	if (!SAFE_FORK()) {
		SAFE_FILE_SCANF("/proc/self/stat", "%*d %*s %*c %d", &stat_ppid);
		TST_EXP_EQ_LI(getppid(), test_pid);
		TST_EXP_EQ_LI(getppid(), stat_ppid);
		exit(0);
	}
	tst_reap_children();

	SAFE_PRCTL(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
	SAFE_PIPE(fds);
	middle = SAFE_FORK();
	if (!middle) {
		pid_t me = getpid(), pid = SAFE_FORK();

		if (!pid) {
			TST_EXP_EXPR(getppid() == me, "grandchild: getppid() %d is its parent %d",
				     getppid(), me);
			TST_CHECKPOINT_WAKE(1);
			TST_CHECKPOINT_WAIT(0);
			TST_EXP_EXPR(getppid() == test_pid,
				     "orphan: getppid() %d is the subreaper %d", getppid(),
				     test_pid);
			exit(0);
		}
		TST_CHECKPOINT_WAIT(1);
		SAFE_WRITE(SAFE_WRITE_ALL, fds[1], &pid, sizeof(pid));
		exit(0);
	}
	SAFE_READ(1, fds[0], &grandchild, sizeof(grandchild));
	SAFE_WAITPID(middle, NULL, 0);
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(grandchild, NULL, 0);
	SAFE_PRCTL(PR_SET_CHILD_SUBREAPER, 0, 0, 0, 0);
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);

	if (!SAFE_FORK()) {
		SAFE_UNSHARE(CLONE_NEWPID);
		if (!SAFE_FORK()) {
			TST_EXP_EQ_LI(getppid(), 0);
			exit(0);
		}
		tst_reap_children();
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.description = "getppid(): the forking parent, the subreaper after reparenting, 0 "
		       "across a PID namespace",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_PID_NS", NULL},
};
