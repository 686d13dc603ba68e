/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * EINTR tests of blocking calls: tst_interrupt_blocked(fn, arg) runs fn(arg) in a child
 * whose SIGUSR1 handler does nothing and does not restart system calls (no SA_RESTART),
 * waits until the child sleeps (TST_PROCESS_STATE_WAIT 'S'), sends it SIGUSR1 and reaps
 * it: a blocking call made by fn returns -1 with EINTR, which fn checks and reports.
 * The test needs .forks_child and .needs_checkpoints (it uses checkpoint 0). When the child
 * does not sleep within 10 s (the call did not block: fn has reported that already),
 * the child is killed and the test ends with TBROK.
 */
#ifndef TST_INTERRUPT_H__
#define TST_INTERRUPT_H__

#include <signal.h>
#include <sys/wait.h>
#include "tst_test.h"

static inline void tst_interrupt_handler_(int sig)
{
	(void)sig;
}

static inline void tst_interrupt_blocked(void (*fn)(void *arg), void *arg)
{
	struct sigaction sa = {.sa_handler = tst_interrupt_handler_};
	pid_t pid = SAFE_FORK();

	if (!pid) {
		SAFE_SIGACTION(SIGUSR1, &sa, NULL);
		TST_CHECKPOINT_WAKE(0);
		fn(arg);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	if (TST_PROCESS_STATE_WAIT(pid, 'S', 10000)) {
		SAFE_KILL(pid, SIGKILL);
		SAFE_WAITPID(pid, NULL, 0);
		tst_brk(TBROK, "the child did not block within 10 s");
	}
	SAFE_KILL(pid, SIGUSR1);
	SAFE_WAITPID(pid, NULL, 0);
}

#endif
