// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rt_sigprocmask(2) (through sigprocmask(), which the C library implements with it),
 * checked through delivery and sigpending():
 * - SIG_BLOCK adds to the mask and oldset returns the previous mask; a signal sent while
 *   blocked is not delivered but pending;
 * - SIG_UNBLOCK removes from the mask, and the pending signal is delivered before the
 *   call returns;
 * - SIG_SETMASK replaces the mask;
 * - set NULL only reads the mask;
 * - "It is not possible to block SIGKILL or SIGSTOP. Attempts to do so are silently
 *   ignored": blocking every signal leaves those two out of the mask;
 * - "the signal mask is a per-thread attribute": a mask changed in a second thread does
 *   not change the caller's.
 */

#include <pthread.h>
#include <signal.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"

static volatile sig_atomic_t caught;

static void handler(int sig)
{
	(void)sig;
	caught++;
}

static sigset_t one(int sig)
{
	sigset_t s;

	sigemptyset(&s);
	sigaddset(&s, sig);
	return s;
}

static int blocked(int sig)
{
	sigset_t cur;

	SAFE_SIGPROCMASK(SIG_SETMASK, NULL, &cur);
	return sigismember(&cur, sig);
}

static int pending(int sig)
{
	sigset_t p;

	sigpending(&p);
	return sigismember(&p, sig);
}

static void *thread_fn(void *arg)
{
	sigset_t s = one(SIGUSR2);

	(void)arg;
	TST_EXP_PASS(sigprocmask(SIG_BLOCK, &s, NULL), "second thread: SIG_BLOCK SIGUSR2");
	TST_EXP_EXPR(blocked(SIGUSR2) == 1, "second thread: SIGUSR2 in its mask");
	return NULL;
}

static void run(void)
{
	sigset_t usr1 = one(SIGUSR1), usr2 = one(SIGUSR2), old, all;
	pthread_t t;

	SAFE_SIGNAL(SIGUSR1, handler);
	TST_EXP_PASS(sigprocmask(SIG_SETMASK, &(sigset_t){0}, NULL), "SIG_SETMASK empty");

	TST_EXP_PASS(sigprocmask(SIG_BLOCK, &usr1, &old), "SIG_BLOCK SIGUSR1");
	TST_EXP_EXPR(!sigismember(&old, SIGUSR1), "oldset: SIGUSR1 was not blocked before");
	TST_EXP_EXPR(blocked(SIGUSR1) == 1, "SIGUSR1 is in the mask");
	caught = 0;
	SAFE_KILL(getpid(), SIGUSR1);
	TST_EXP_EXPR(!caught && pending(SIGUSR1) == 1, "blocked SIGUSR1 pending, not delivered");

	TST_EXP_PASS(sigprocmask(SIG_BLOCK, &usr2, &old), "SIG_BLOCK SIGUSR2");
	TST_EXP_EXPR(sigismember(&old, SIGUSR1) == 1, "oldset holds the blocked SIGUSR1");
	TST_EXP_EXPR(blocked(SIGUSR1) == 1 && blocked(SIGUSR2) == 1, "SIG_BLOCK adds");

	TST_EXP_PASS(sigprocmask(SIG_UNBLOCK, &usr1, NULL), "SIG_UNBLOCK SIGUSR1");
	TST_EXP_EXPR(caught == 1 && !pending(SIGUSR1),
		     "the pending SIGUSR1 was delivered on unblocking (%d)", caught);
	TST_EXP_EXPR(!blocked(SIGUSR1) && blocked(SIGUSR2) == 1, "SIG_UNBLOCK removes only it");

	TST_EXP_PASS(sigprocmask(SIG_SETMASK, &usr1, &old), "SIG_SETMASK {SIGUSR1}");
	TST_EXP_EXPR(blocked(SIGUSR1) == 1 && !blocked(SIGUSR2), "SIG_SETMASK replaces");

	sigfillset(&all);
	TST_EXP_PASS(sigprocmask(SIG_SETMASK, &all, NULL), "SIG_SETMASK all signals");
	TST_EXP_EXPR(!blocked(SIGKILL) && !blocked(SIGSTOP),
		     "SIGKILL and SIGSTOP silently left unblocked");
	TST_EXP_EXPR(blocked(SIGTERM) == 1, "SIGTERM blocked");

	SAFE_SIGPROCMASK(SIG_SETMASK, &(sigset_t){0}, NULL);
	SAFE_PTHREAD_CREATE(&t, NULL, thread_fn, NULL);
	SAFE_PTHREAD_JOIN(t, NULL);
	TST_EXP_EXPR(!blocked(SIGUSR2), "the other thread's mask is not the caller's");

	SAFE_SIGNAL(SIGUSR1, SIG_DFL);
}

static struct tst_test test = {
	.description = "rt_sigprocmask(): SIG_BLOCK, SIG_UNBLOCK, SIG_SETMASK, per thread",
	.test_all = run,
};
