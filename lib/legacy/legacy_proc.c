// SPDX-License-Identifier: GPL-2.0-or-later
/* Legacy process helpers: root check, fork with per-child results, child status, signals. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "test.h"
#include "ltk_core.h"

void tst_require_root_(const char *file, const int lineno, void (*func)(void))
{
	if (geteuid() != 0)
		tst_brkm_(file, lineno, TCONF, func, "Test needs to be run as root");
}

pid_t tst_fork(void)
{
	pid_t pid, parent = getpid();

	tst_flush();
	pid = fork();
	if (pid == 0 && parent > 0 && getpid() == parent)
		tst_brkm(TBROK, NULL, "fork() returned 0 in the parent (pid %d)", (int)parent);
	if (pid == 0)
		ltk_results->exitbits = 0;
	return pid;
}

pid_t tst_vfork(void)
{
	return tst_fork();
}

void tst_record_childstatus(void (*cleanup)(void), pid_t child)
{
	static const struct { int bit; const char *name; } bits[] = {
		{TFAIL, "TFAIL"}, {TBROK, "TBROK"}, {TWARN, "TWARN"}, {TCONF, "TCONF"},
	};
	int status, ret;
	size_t i;

	do {
		ret = waitpid(child, &status, 0);
	} while (ret < 0 && errno == EINTR);

	if (ret < 0) {
		tst_brkm(TBROK | TERRNO, cleanup, "waitpid(%d) failed", child);
		return;
	}
	if (ret != child) {
		tst_brkm(TBROK, cleanup, "waitpid(%d) returned %d", child, ret);
		return;
	}
	if (WIFSIGNALED(status)) {
		tst_brkm(TBROK, cleanup, "child process(%d) killed by unexpected signal %s(%d)",
			 child, tst_strsig(WTERMSIG(status)), WTERMSIG(status));
		return;
	}
	if (!WIFEXITED(status)) {
		tst_brkm(TBROK, cleanup, "child process(%d) %s", child, tst_strstatus(status));
		return;
	}

	ret = WEXITSTATUS(status) & TTYPE_MASK;
	if (ret == TPASS)
		tst_resm(TINFO, "Child process returned TPASS");
	for (i = 0; i < ARRAY_SIZE(bits); i++) {
		if (!(ret & bits[i].bit))
			continue;
		tst_resm(TINFO, "Child process returned %s", bits[i].name);
	}
	__atomic_or_fetch(&ltk_results->exitbits, ret, __ATOMIC_SEQ_CST);
}

static void (*sig_cleanup)(void);

static void def_handler(int sig)
{
	/* Report once: the cleanup may raise the same signal again. */
	signal(sig, SIG_DFL);
	tst_brkm(TBROK, sig_cleanup, "unexpected signal %s(%d) received (pid = %d).",
		 tst_strsig(sig), sig, getpid());
}

void tst_sig(int fork_flag, void (*handler)(), void (*cleanup)())
{
	struct sigaction sa;
	int sig;

	sig_cleanup = cleanup;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler == DEF_HANDLER ? def_handler : (void (*)(int))handler;
	sa.sa_flags = SA_RESTART;
	sigfillset(&sa.sa_mask);

	for (sig = 1; sig < SIGRTMIN; sig++) {
		switch (sig) {
		case SIGKILL:
		case SIGSTOP:
		case SIGCONT:
			continue;
		case SIGCHLD:
			if (fork_flag == FORK)
				continue;
			break;
		}
		sigaction(sig, &sa, NULL);
	}
}
