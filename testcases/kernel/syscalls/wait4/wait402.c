// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * wait4(2) errors ("As for waitpid(2)"), in the order of wait(2)'s ERRORS:
 * - ECHILD: no child at all; a pid that is not a child of the caller (its parent); a
 *   process group holding no child; the caller's own child while SIGCHLD is SIG_IGN (the
 *   child is reaped automatically and wait4 blocks until it is gone, then fails);
 * - EINTR: "WNOHANG was not set and an unblocked signal or a SIGCHLD was caught": a
 *   SIGUSR1 caught by a handler installed without SA_RESTART interrupts a blocking wait4;
 *   the child it waited for is still there afterwards;
 * - EINVAL: "The options argument was invalid": an undefined option bit, and WEXITED,
 *   which only waitid() accepts;
 * - ESRCH: "pid is equal to INT_MIN".
 * A failed wait4 reaps nothing: the running child is still waitable afterwards.
 *
 * Not provoked: EAGAIN (only for a PID file descriptor given to waitid()).
 */

#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include "tst_test.h"

static pid_t child = -1;
static int sigusr1_caught;

static void handler(int sig)
{
	(void)sig;
	sigusr1_caught = 1;
}

static void start_child(void)
{
	child = SAFE_FORK();
	if (!child) {
		TST_CHECKPOINT_WAIT(0);
		exit(0);
	}
}

static void reap_child(void)
{
	int status;

	TST_CHECKPOINT_WAKE(0);
	TEST(waitpid(child, &status, 0));
	if (TST_RET == child && WIFEXITED(status) && !WEXITSTATUS(status))
		tst_res(TPASS, "the child survived the failed calls and was reaped");
	else
		tst_res(TFAIL | TTERRNO, "waitpid(child) returned %ld, child %s", TST_RET,
			tst_strstatus(status));
}

static void echild(void)
{
	struct sigaction sa = {.sa_handler = SIG_IGN}, old;
	int status;
	pid_t pid;

	TST_EXP_FAIL2(wait4(-1, &status, 0, NULL), ECHILD, "wait4(-1) without children");
	start_child();
	TST_EXP_FAIL2(wait4(getppid(), &status, 0, NULL), ECHILD, "wait4(parent's pid)");
	TST_EXP_FAIL2(wait4(-getppid(), &status, WNOHANG, NULL), ECHILD,
		      "wait4(-pgid) of a group holding no child");
	reap_child();

	SAFE_SIGACTION(SIGCHLD, &sa, &old);
	pid = SAFE_FORK();
	if (!pid)
		exit(0);
	TST_EXP_FAIL2(wait4(pid, &status, 0, NULL), ECHILD, "wait4(child) with SIGCHLD ignored");
	SAFE_SIGACTION(SIGCHLD, &old, NULL);
}

static void eintr(void)
{
	struct sigaction sa = {.sa_handler = handler};
	pid_t parent = getpid(), killer;
	int status;

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	start_child();
	killer = SAFE_FORK();
	if (!killer) {
		TST_PROCESS_STATE_WAIT(parent, 'S', 0);
		SAFE_KILL(parent, SIGUSR1);
		exit(0);
	}
	sigusr1_caught = 0;
	TST_EXP_FAIL2(wait4(child, &status, 0, NULL), EINTR, "wait4() interrupted by SIGUSR1");
	TST_EXP_EQ_LI(sigusr1_caught, 1);
	SAFE_WAITPID(killer, NULL, 0);
	reap_child();
	SAFE_SIGNAL(SIGUSR1, SIG_DFL);
}

static void einval_esrch(void)
{
	int status;

	start_child();
	TST_EXP_FAIL2(wait4(child, &status, 0x100, NULL), EINVAL, "wait4() option bit 0x100");
	TST_EXP_FAIL2(wait4(child, &status, WEXITED, NULL), EINVAL, "wait4(WEXITED)");
	TST_EXP_FAIL2(wait4(INT_MIN, &status, 0, NULL), ESRCH, "wait4(INT_MIN)");
	reap_child();
}

static void run(void)
{
	echild();
	eintr();
	einval_esrch();
}

static struct tst_test test = {
	.description = "wait4() errors: ECHILD, EINTR, EINVAL, ESRCH",
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
