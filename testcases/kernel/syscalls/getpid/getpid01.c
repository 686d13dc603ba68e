// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getpid(2) "returns the process ID (PID) of the calling process", compared with what
 * other interfaces say about the same process:
 * - in the test: the pid named by the /proc/self link and by /proc/self/stat;
 * - in a child and in a second thread of it: the value fork() returned to the parent
 *   (sent back through a pipe);
 * - in the first process of a new PID namespace: 1.
 */

#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"

static pid_t thread_pid;

static void *thread_fn(void *arg)
{
	(void)arg;
	thread_pid = getpid();
	return NULL;
}

static void run(void)
{
	pid_t pid, got[2] = {0, 0};
	char buf[64] = "";
	int stat_pid = -1, fds[2];
	pthread_t t;

	SAFE_READLINK("/proc/self", buf, sizeof(buf) - 1);
	TST_EXP_EQ_LI(getpid(), atoi(buf));
	SAFE_FILE_SCANF("/proc/self/stat", "%d", &stat_pid);
	TST_EXP_EQ_LI(getpid(), stat_pid);

	SAFE_PIPE(fds);
	pid = SAFE_FORK();
	if (!pid) {
		got[0] = getpid();
		SAFE_PTHREAD_CREATE(&t, NULL, thread_fn, NULL);
		SAFE_PTHREAD_JOIN(t, NULL);
		got[1] = thread_pid;
		SAFE_WRITE(SAFE_WRITE_ALL, fds[1], got, sizeof(got));
		exit(0);
	}
	SAFE_READ(1, fds[0], got, sizeof(got));
	SAFE_WAITPID(pid, NULL, 0);
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
	TST_EXP_EXPR(got[0] == pid, "child's getpid() %d is fork()'s return %d", got[0], pid);
	TST_EXP_EXPR(got[1] == pid, "second thread's getpid() %d is %d too", got[1], pid);

	if (!SAFE_FORK()) {
		SAFE_UNSHARE(CLONE_NEWPID);
		if (!SAFE_FORK()) {
			TST_EXP_EQ_LI(getpid(), 1);
			exit(0);
		}
		tst_reap_children();
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.description = "getpid(): the pid /proc, fork() and a new PID namespace give",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_PID_NS", NULL},
};
