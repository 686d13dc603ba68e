// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * uretprobe(2) (Linux 6.11, x86_64) is meant to be called only from the uretprobe
 * trampoline the kernel maps into a process with an active return probe; called from
 * anywhere else (here: from plain code, with no probe at all) the kernel answers with a
 * SIGILL to the caller, as its man page (not installed here) and the kernel's
 * arch/x86/kernel/uprobes.c document. Each case in a child (core dumps off), which must
 * never get past the call (it would report that through a pipe):
 * - with SIGILL at its default action the child is killed by SIGILL;
 * - with SIGILL ignored, and with SIGILL blocked, it is still killed by SIGILL (the signal
 *   is forced: the kernel unblocks it and resets an ignored disposition);
 * - with a SIGILL handler installed, the handler runs with si_signo SIGILL and si_code
 *   SI_KERNEL (a signal the kernel raised), and the child leaves from the handler.
 * The parent sees how each child ended with waitid().
 *
 * A note for the mutation checks: on recent kernels (6.18 included) seccomp filters do not
 * see uretprobe (the kernel passes it through unfiltered, so that return probes keep
 * working in sandboxed processes): a seccomp-based mutation of this call has no effect.
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "tst_test.h"

#ifndef __NR_uretprobe
# define __NR_uretprobe 335
#endif

#define HANDLER_EXIT 42

enum mode { DEFAULT, IGNORED, BLOCKED, HANDLED };

static const char *const names[] = {"default action", "ignored", "blocked", "handled"};
static int pipe_fd[2];

static void handler(int sig, siginfo_t *si, void *uc)
{
	(void)uc;
	_exit(sig == SIGILL && si->si_signo == SIGILL && si->si_code == SI_KERNEL ?
	      HANDLER_EXIT : HANDLER_EXIT + 1);
}

static void child(enum mode m)
{
	struct rlimit no_core = {0, 0};
	struct sigaction sa = {};
	sigset_t set;

	SAFE_CLOSE(pipe_fd[0]);
	SAFE_SETRLIMIT(RLIMIT_CORE, &no_core);
	switch (m) {
	case IGNORED:
		sa.sa_handler = SIG_IGN;
		SAFE_SIGACTION(SIGILL, &sa, NULL);
		break;
	case BLOCKED:
		sigemptyset(&set);
		sigaddset(&set, SIGILL);
		SAFE_SIGPROCMASK(SIG_BLOCK, &set, NULL);
		break;
	case HANDLED:
		sa.sa_sigaction = handler;
		sa.sa_flags = SA_SIGINFO;
		SAFE_SIGACTION(SIGILL, &sa, NULL);
		break;
	default:
		sa.sa_handler = SIG_DFL;
		SAFE_SIGACTION(SIGILL, &sa, NULL);
		break;
	}
	syscall(__NR_uretprobe);
	/* never reached when the kernel behaves */
	SAFE_WRITE(SAFE_WRITE_ALL, pipe_fd[1], &errno, sizeof(errno));
	_exit(0);
}

static void run(unsigned int n)
{
	siginfo_t si = {};
	int err = 0;
	ssize_t got;
	pid_t pid;

	SAFE_PIPE(pipe_fd);
	pid = SAFE_FORK();
	if (!pid)
		child(n);
	SAFE_CLOSE(pipe_fd[1]);
	if (waitid(P_PID, pid, &si, WEXITED))
		tst_brk(TBROK | TERRNO, "waitid(%d)", pid);
	got = SAFE_READ(0, pipe_fd[0], &err, sizeof(err));
	SAFE_CLOSE(pipe_fd[0]);
	if (got > 0)
		tst_res(TFAIL, "SIGILL %s: uretprobe() returned to the caller (errno %s)",
			names[n], tst_strerrno(err));

	if (n == HANDLED) {
		if (si.si_code == CLD_EXITED && si.si_status == HANDLER_EXIT)
			tst_res(TPASS, "SIGILL handled: the handler ran, si_code SI_KERNEL");
		else
			tst_res(TFAIL, "SIGILL handled: child ended with si_code %d, status %d, "
				"expected exit %d from the handler", si.si_code, si.si_status,
				HANDLER_EXIT);
		return;
	}
	if ((si.si_code == CLD_KILLED || si.si_code == CLD_DUMPED) && si.si_status == SIGILL)
		tst_res(TPASS, "SIGILL %s: the child was killed by SIGILL", names[n]);
	else
		tst_res(TFAIL, "SIGILL %s: child ended with si_code %d, status %d, expected a "
			"kill by SIGILL", names[n], si.si_code, si.si_status);
}

static struct tst_test test = {
	.tcnt = 4,
	.test = run,
	.forks_child = 1,
	.min_kver = "6.11",
	.supported_archs = (const char *const []){"x86_64", NULL},
};
