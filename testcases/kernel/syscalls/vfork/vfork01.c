// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * vfork(2): "the child shares all memory with its parent, including the stack, until
 * execve(2) is issued by the child", and "the calling thread is suspended until the child
 * terminates ... or it makes a call to execve(2)":
 * - the child (its own pid, whose parent is the caller) stores its pid and a counter in
 *   the caller's memory before _exit(3): when vfork() returns in the parent both are
 *   there, and waitpid() gives exit status 3;
 * - a child that calls execve() releases the parent: /bin/true runs, the parent's memory
 *   holds what the child wrote before the execve().
 * Errors: EAGAIN with RLIMIT_NPROC 1 for an unprivileged user (as fork(2)), and no child
 * is made.
 *
 * Not provoked: ENOMEM (needs the kernel out of memory).
 */

#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include "tst_test.h"

static volatile pid_t seen_pid;
static volatile int counter;

static void run(void)
{
	pid_t parent = getpid(), pid;
	int status;

	counter = 0;
	seen_pid = 0;
	pid = vfork();
	if (pid < 0) {
		tst_res(TFAIL | TERRNO, "vfork()");
		return;
	}
	if (!pid) {
		seen_pid = getpid();
		counter = 41;
		if (getppid() == parent)
			counter++;
		_exit(3);
	}
	TST_EXP_EXPR(seen_pid == pid && pid != parent, "the child wrote its pid %d (vfork "
		     "returned %d) into the shared memory", seen_pid, pid);
	TST_EXP_EQ_LI(counter, 42);
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && WEXITSTATUS(status) == 3, "child %s",
		     tst_strstatus(status));

	counter = 0;
	pid = vfork();
	if (pid < 0) {
		tst_res(TFAIL | TERRNO, "vfork()");
		return;
	}
	if (!pid) {
		counter = 7;
		execl("/bin/true", "true", NULL);
		_exit(1);
	}
	TST_EXP_EQ_LI(counter, 7);
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && !WEXITSTATUS(status), "the exec'd child %s",
		     tst_strstatus(status));

	if (!SAFE_FORK()) {
		struct rlimit rl = {1, 1};

		SAFE_SETRLIMIT(RLIMIT_NPROC, &rl);
		tst_become_nobody();
		pid = vfork();
		if (!pid)
			_exit(0);
		TST_EXP_EXPR(pid == -1 && errno == EAGAIN, "vfork() at RLIMIT_NPROC 1: %d, %s",
			     pid, tst_strerrno(errno));
		TST_EXP_FAIL2(waitpid(-1, NULL, WNOHANG), ECHILD, "no child was made");
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.description = "vfork(): shared memory, the parent suspended until exit or execve; EAGAIN",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
