// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * waitid(2) errors, in the order of wait(2)'s ERRORS:
 * - EAGAIN: "The PID file descriptor specified in id is nonblocking and the process that it
 *   refers to has not terminated" (pidfd_open(PIDFD_NONBLOCK) of a running child);
 * - ECHILD: no child at all; P_PID of a process that is not a child (the parent); P_PGID
 *   of a group holding no child;
 * - EINTR: a SIGUSR1 caught by a handler without SA_RESTART interrupts a blocking waitid();
 * - EINVAL: "The options argument was invalid": none of WEXITED, WSTOPPED, WCONTINUED;
 *   an undefined option bit; an unknown idtype.
 * After the failures the running child was not reaped: a later waitid() collects it.
 *
 * Not provoked: ESRCH (only for wait() and waitpid() with pid INT_MIN).
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/pidfd.h>
#include <sys/wait.h>
#include "tst_test.h"

static pid_t child = -1;
static int caught;

static void handler(int sig)
{
	(void)sig;
	caught = 1;
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
	siginfo_t si = {0};

	TST_CHECKPOINT_WAKE(0);
	TEST(waitid(P_PID, child, &si, WEXITED));
	if (!TST_RET && si.si_pid == child && si.si_code == CLD_EXITED)
		tst_res(TPASS, "the child survived the failed calls and was reaped");
	else
		tst_res(TFAIL | TTERRNO, "waitid(child) returned %ld, si_pid %d", TST_RET,
			si.si_pid);
}

static void expect_fail(idtype_t type, id_t id, int options, int exp, const char *why)
{
	siginfo_t si;

	TST_EXP_FAIL(waitid(type, id, &si, options), exp, "%s", why);
}

static void run(void)
{
	struct sigaction sa = {.sa_handler = handler};
	pid_t parent = getpid(), killer;
	int pidfd;

	start_child();
	pidfd = SAFE_PIDFD_OPEN(child, PIDFD_NONBLOCK);
	expect_fail(P_PIDFD, pidfd, WEXITED, EAGAIN, "waitid(P_PIDFD nonblocking, running)");
	SAFE_CLOSE(pidfd);

	expect_fail(P_PID, getppid(), WEXITED | WNOHANG, ECHILD, "waitid(P_PID, parent)");
	expect_fail(P_PGID, getppid(), WEXITED | WNOHANG, ECHILD,
		    "waitid(P_PGID) of a group holding no child");

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	killer = SAFE_FORK();
	if (!killer) {
		TST_PROCESS_STATE_WAIT(parent, 'S', 0);
		SAFE_KILL(parent, SIGUSR1);
		exit(0);
	}
	caught = 0;
	expect_fail(P_PID, child, WEXITED, EINTR, "waitid() interrupted by SIGUSR1");
	TST_EXP_EQ_LI(caught, 1);
	SAFE_WAITPID(killer, NULL, 0);
	SAFE_SIGNAL(SIGUSR1, SIG_DFL);

	expect_fail(P_PID, child, WNOHANG, EINVAL, "waitid() without WEXITED/WSTOPPED/WCONTINUED");
	expect_fail(P_PID, child, WEXITED | 0x100, EINVAL, "waitid() option bit 0x100");
	expect_fail((idtype_t)42, child, WEXITED, EINVAL, "waitid() idtype 42");
	reap_child();

	expect_fail(P_ALL, 0, WEXITED, ECHILD, "waitid(P_ALL) without children");
}

static struct tst_test test = {
	.description = "waitid() errors: EAGAIN, ECHILD, EINTR, EINVAL",
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.min_kver = "5.10",
};
