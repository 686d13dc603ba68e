// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pause(2): "causes the calling process (or thread) to sleep until a signal is delivered
 * that either terminates the process or causes the invocation of a signal-catching
 * function ... pause() returns only when a signal was caught and the signal-catching
 * function returned. In this case, pause() returns -1, and errno is set to EINTR":
 * - a child sleeping in pause() is seen asleep ('S') and still there after a signal it
 *   ignores; a handled SIGUSR1 then makes pause() return -1 with EINTR after the handler
 *   ran once;
 * - a child in pause() is terminated by SIGTERM with the default action.
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include "tst_test.h"

static volatile sig_atomic_t calls;

static void handler(int sig)
{
	(void)sig;
	calls++;
}

static void run(void)
{
	pid_t pid;
	int status;

	pid = SAFE_FORK();
	if (!pid) {
		SAFE_SIGNAL(SIGUSR1, handler);
		SAFE_SIGNAL(SIGUSR2, SIG_IGN);
		TST_EXP_FAIL(pause(), EINTR, "pause() in the child");
		TST_EXP_EQ_LI(calls, 1);
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	SAFE_KILL(pid, SIGUSR2);
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	TST_EXP_EQ_LI(waitpid(pid, &status, WNOHANG), 0);
	SAFE_KILL(pid, SIGUSR1);
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && !WEXITSTATUS(status), "child %s",
		     tst_strstatus(status));

	pid = SAFE_FORK();
	if (!pid) {
		pause();
		tst_res(TFAIL | TERRNO, "pause() returned on SIGTERM");
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	SAFE_KILL(pid, SIGTERM);
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM,
		     "the child in pause() %s", tst_strstatus(status));
}

static struct tst_test test = {
	.description = "pause(): sleeps until a handled signal, then fails with EINTR",
	.test_all = run,
	.forks_child = 1,
};
