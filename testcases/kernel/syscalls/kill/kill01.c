// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * kill(2): who gets the signal, checked in the receivers (which keep SIGUSR1 blocked and
 * report whether it is pending):
 * - pid > 0: the child gets SIGUSR1 with si_code SI_USER and the sender's pid and uid;
 *   SIGTERM with the default action terminates it (waitpid() sees WTERMSIG == SIGTERM);
 * - a signal sent to oneself and not blocked is delivered before kill() returns;
 * - sig 0: "no signal is sent, but existence and permission checks are still performed":
 *   kill(child, 0) succeeds and the child has nothing pending;
 * - pid 0: every process of the caller's process group, and no other one;
 * - pid < -1: every process of group -pid, and not the caller's group;
 * - pid -1: every process the caller may signal "except for process 1 (init)" and the
 *   caller itself; done by the init of a new PID namespace, so only the namespace's
 *   processes are candidates.
 */

#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include "tst_test.h"

static volatile sig_atomic_t self_caught;

static void handler(int sig)
{
	(void)sig;
	self_caught = 1;
}

static void block_usr1(void)
{
	sigset_t set;

	SAFE_SIGEMPTYSET(&set);
	SAFE_SIGADDSET(&set, SIGUSR1);
	SAFE_SIGPROCMASK(SIG_BLOCK, &set, NULL);
}

static int usr1_pending(void)
{
	sigset_t set;

	if (sigpending(&set))
		tst_brk(TBROK | TERRNO, "sigpending()");
	return sigismember(&set, SIGUSR1);
}

/* A receiver: waits for checkpoint id, exits 1 if SIGUSR1 is pending, else 0. */
static pid_t receiver(int id, int own_group)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		if (own_group)
			SAFE_SETPGID(0, 0);
		TST_CHECKPOINT_WAIT(id);
		exit(usr1_pending());
	}
	if (own_group)
		SAFE_SETPGID(pid, pid);
	return pid;
}

static void expect_got(pid_t pid, int exp, const char *who)
{
	int status;

	SAFE_WAITPID(pid, &status, 0);
	if (!WIFEXITED(status))
		tst_brk(TBROK, "%s %s", who, tst_strstatus(status));
	if (WEXITSTATUS(status) == exp)
		tst_res(TPASS, "%s: SIGUSR1 %s", who, exp ? "pending" : "not sent");
	else
		tst_res(TFAIL, "%s: SIGUSR1 %s", who, exp ? "not sent" : "pending");
}

static void to_pid(void)
{
	pid_t parent = getpid(), pid;
	siginfo_t si;
	int status;

	pid = SAFE_FORK();
	if (!pid) {
		struct timespec timeout = {.tv_sec = 10};
		sigset_t set;

		SAFE_SIGEMPTYSET(&set);
		SAFE_SIGADDSET(&set, SIGUSR1);
		SAFE_SIGPROCMASK(SIG_BLOCK, &set, NULL);
		TST_CHECKPOINT_WAKE(0);
		if (sigtimedwait(&set, &si, &timeout) != SIGUSR1) {
			tst_res(TFAIL | TERRNO, "no SIGUSR1 within 10 s");
			exit(0);
		}
		TST_EXP_EXPR(si.si_code == SI_USER && si.si_pid == parent &&
			     si.si_uid == getuid(),
			     "SIGUSR1 from kill(): si_code %d (SI_USER %d), si_pid %d (%d)",
			     si.si_code, SI_USER, si.si_pid, parent);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	TST_EXP_PASS(kill(pid, SIGUSR1), "kill(child, SIGUSR1)");
	SAFE_WAITPID(pid, &status, 0);

	pid = receiver(0, 0);
	TST_EXP_PASS(kill(pid, 0), "kill(child, 0)");
	TST_EXP_PASS(kill(pid, SIGTERM), "kill(child, SIGTERM)");
	SAFE_WAITPID(pid, &status, 0);
	if (WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM)
		tst_res(TPASS, "the child was terminated by SIGTERM");
	else
		tst_res(TFAIL, "child %s, expected killed by SIGTERM", tst_strstatus(status));

	pid = receiver(0, 0);
	TST_EXP_PASS(kill(pid, 0), "kill(child, 0)");
	TST_CHECKPOINT_WAKE(0);
	expect_got(pid, 0, "after kill(child, 0) the child");

	SAFE_SIGNAL(SIGUSR1, handler);
	SAFE_SIGPROCMASK(SIG_SETMASK, &(sigset_t){0}, NULL);
	self_caught = 0;
	TST_EXP_PASS(kill(getpid(), SIGUSR1), "kill(self, SIGUSR1)");
	TST_EXP_EQ_LI(self_caught, 1);
	SAFE_SIGNAL(SIGUSR1, SIG_DFL);
}

static void to_groups(void)
{
	pid_t own1, own2, other, pid;

	/* In a child of its own group, so that pid 0 reaches no library process. */
	pid = SAFE_FORK();
	if (!pid) {
		SAFE_SETPGID(0, 0);
		block_usr1();
		own1 = receiver(0, 0);
		own2 = receiver(0, 0);
		other = receiver(0, 1);
		TST_EXP_PASS(kill(0, SIGUSR1), "kill(0, SIGUSR1)");
		TST_EXP_EXPR(usr1_pending() == 1, "kill(0) reached the caller too");
		/* Discard the pending SIGUSR1. */
		SAFE_SIGNAL(SIGUSR1, SIG_IGN);
		SAFE_SIGPROCMASK(SIG_SETMASK, &(sigset_t){0}, NULL);
		SAFE_SIGNAL(SIGUSR1, SIG_DFL);
		TST_CHECKPOINT_WAKE2(0, 3);
		expect_got(own1, 1, "kill(0): first member of the group");
		expect_got(own2, 1, "kill(0): second member of the group");
		expect_got(other, 0, "kill(0): process of another group");

		block_usr1();
		own1 = receiver(0, 0);
		other = receiver(0, 1);
		TST_EXP_PASS(kill(-other, SIGUSR1), "kill(-pgid, SIGUSR1)");
		TST_EXP_EXPR(usr1_pending() == 0, "kill(-pgid) did not reach the caller's group");
		TST_CHECKPOINT_WAKE2(0, 2);
		expect_got(other, 1, "kill(-pgid): the group's member");
		expect_got(own1, 0, "kill(-pgid): the caller's group");
		exit(0);
	}
	tst_reap_children();
}

static void to_all(void)
{
	pid_t pid, a, b;

	pid = SAFE_FORK();
	if (!pid) {
		SAFE_UNSHARE(CLONE_NEWPID);
		pid = SAFE_FORK();
		if (!pid) {
			/* init of the new namespace */
			block_usr1();
			a = receiver(0, 0);
			b = receiver(0, 1);
			TST_EXP_PASS(kill(-1, SIGUSR1), "kill(-1, SIGUSR1) in a new PID namespace");
			TST_EXP_EXPR(usr1_pending() == 0, "kill(-1) did not signal the caller");
			TST_CHECKPOINT_WAKE2(0, 2);
			expect_got(a, 1, "kill(-1): process of the caller's group");
			expect_got(b, 1, "kill(-1): process of another group");
			exit(0);
		}
		tst_reap_children();
		exit(0);
	}
	tst_reap_children();
}

static void run(void)
{
	to_pid();
	to_groups();
	to_all();
}

static struct tst_test test = {
	.description = "kill(): pid > 0, 0, < -1, -1, signal 0, to oneself",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_PID_NS", NULL},
};
