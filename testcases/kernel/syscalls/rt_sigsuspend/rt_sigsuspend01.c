// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rt_sigsuspend(2) (through sigsuspend(), which the C library implements with it):
 * "temporarily replaces the signal mask of the calling thread with the mask given by mask
 * and then suspends the thread until delivery of a signal whose action is to invoke a
 * signal handler ... If the signal is caught, then sigsuspend() returns after the signal
 * handler returns, and the signal mask is restored to the state before the call":
 * - with SIGUSR1 and SIGUSR2 blocked in the normal mask and a suspend mask that blocks
 *   SIGUSR2 only, a child's SIGUSR2 stays pending and does not wake the caller, the
 *   child's SIGUSR1 then runs the handler during the call;
 * - the call returns -1 with EINTR, the handler ran exactly once, the mask is
 *   {SIGUSR1, SIGUSR2} again and SIGUSR2 is still pending;
 * - a signal already pending and unblocked by the suspend mask is delivered at once.
 * Errors: EFAULT for a mask outside the address space (raw system call), with the mask
 * left unchanged; EINTR as above.
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "lapi/rt_sigaction.h"

static volatile sig_atomic_t usr1_calls, usr2_calls;
static void *bad_addr;

static void handler(int sig)
{
	if (sig == SIGUSR1)
		usr1_calls++;
	else
		usr2_calls++;
}

static sigset_t one(int sig)
{
	sigset_t s;

	sigemptyset(&s);
	sigaddset(&s, sig);
	return s;
}

static void expect_mask(const sigset_t *exp, const char *why)
{
	sigset_t cur;

	SAFE_SIGPROCMASK(SIG_SETMASK, NULL, &cur);
	TST_EXP_EXPR(sigismember(&cur, SIGUSR1) == sigismember(exp, SIGUSR1) &&
		     sigismember(&cur, SIGUSR2) == sigismember(exp, SIGUSR2),
		     "%s: the mask before the call restored", why);
}

static void run(void)
{
	sigset_t usr1 = one(SIGUSR1), usr2 = one(SIGUSR2), both = usr1, p;
	pid_t parent = getpid(), pid;

	sigaddset(&both, SIGUSR2);
	SAFE_SIGNAL(SIGUSR1, handler);
	SAFE_SIGNAL(SIGUSR2, handler);
	SAFE_SIGPROCMASK(SIG_SETMASK, &both, NULL);
	usr1_calls = usr2_calls = 0;

	pid = SAFE_FORK();
	if (!pid) {
		TST_PROCESS_STATE_WAIT(parent, 'S', 0);
		SAFE_KILL(parent, SIGUSR2);
		/* SIGUSR2 is blocked by the suspend mask: the parent sleeps on */
		TST_PROCESS_STATE_WAIT(parent, 'S', 0);
		SAFE_KILL(parent, SIGUSR1);
		exit(0);
	}
	TST_EXP_FAIL(sigsuspend(&usr2), EINTR, "sigsuspend({SIGUSR2}) woken by SIGUSR1");
	TST_EXP_EXPR(usr1_calls == 1 && usr2_calls == 0,
		     "SIGUSR1 handled during the call (%d), SIGUSR2 not (%d)", usr1_calls,
		     usr2_calls);
	expect_mask(&both, "after sigsuspend()");
	sigpending(&p);
	TST_EXP_EXPR(sigismember(&p, SIGUSR2) == 1, "SIGUSR2 is pending now");
	SAFE_WAITPID(pid, NULL, 0);

	/* SIGUSR2 is pending; a suspend mask without it delivers it at once. */
	TST_EXP_FAIL(sigsuspend(&usr1), EINTR, "sigsuspend({SIGUSR1}) with SIGUSR2 pending");
	TST_EXP_EQ_LI(usr2_calls, 1);

	SAFE_SIGPROCMASK(SIG_SETMASK, &usr1, NULL);
	TST_EXP_FAIL(syscall(__NR_rt_sigsuspend, bad_addr, LTK_KERNEL_SIGSETSIZE), EFAULT,
		     "rt_sigsuspend(mask outside the address space)");
	expect_mask(&usr1, "after EFAULT");

	SAFE_SIGPROCMASK(SIG_SETMASK, &(sigset_t){0}, NULL);
	SAFE_SIGNAL(SIGUSR1, SIG_DFL);
	SAFE_SIGNAL(SIGUSR2, SIG_DFL);
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "rt_sigsuspend(): temporary mask, wake-up by a handled signal, EFAULT",
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
};
