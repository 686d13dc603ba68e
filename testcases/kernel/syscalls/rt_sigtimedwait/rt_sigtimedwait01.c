// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rt_sigtimedwait(2) (through sigtimedwait() and sigwaitinfo(), which the C library
 * implements with it): "suspends execution of the calling thread until one of the signals
 * in set is pending ... It removes the signal from the set of pending signals and returns
 * the signal number as its function result":
 * - a signal already pending is returned at once with its siginfo (si_code SI_QUEUE and
 *   the value given to sigqueue()), and is no longer pending afterwards;
 * - a signal sent by a child while the caller waits wakes it (si_pid is the child's);
 * - signals not in set stay pending;
 * - with a zero timeout and nothing pending it fails at once with EAGAIN;
 * - with a timeout of 100 ms and nothing pending it fails with EAGAIN after at least
 *   100 ms (CLOCK_MONOTONIC);
 * - EINTR: "The wait was interrupted by a signal handler": a handled signal not in set;
 * - EINVAL: "timeout was invalid": tv_nsec of 1000000000 and negative.
 * After each failure the signals in set that were pending are still pending.
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include "tst_test.h"
#include "tst_safe_clocks.h"

#define TIMEOUT_MS 100

static volatile sig_atomic_t caught;

static void handler(int sig)
{
	(void)sig;
	caught = 1;
}

static int is_pending(int sig)
{
	sigset_t p;

	sigpending(&p);
	return sigismember(&p, sig);
}

static void run(void)
{
	struct timespec zero = {0, 0}, t100 = {0, TIMEOUT_MS * 1000000L}, start, end;
	struct timespec bad1 = {0, 1000000000L}, bad2 = {0, -1};
	sigset_t set, both;
	siginfo_t si;
	pid_t parent = getpid(), pid;
	long long waited_ms;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	both = set;
	sigaddset(&both, SIGUSR2);
	SAFE_SIGPROCMASK(SIG_BLOCK, &both, NULL);

	if (sigqueue(getpid(), SIGUSR1, (union sigval){.sival_int = 77}))
		tst_brk(TBROK | TERRNO, "sigqueue()");
	SAFE_KILL(getpid(), SIGUSR2);
	memset(&si, 0, sizeof(si));
	TEST(sigtimedwait(&set, &si, &zero));
	TST_EXP_EXPR(TST_RET == SIGUSR1 && si.si_signo == SIGUSR1 && si.si_code == SI_QUEUE &&
		     si.si_value.sival_int == 77 && si.si_pid == getpid(),
		     "pending SIGUSR1 returned (ret %ld, code %d, value %d)", TST_RET, si.si_code,
		     si.si_value.sival_int);
	TST_EXP_EXPR(!is_pending(SIGUSR1), "SIGUSR1 consumed");
	TST_EXP_EXPR(is_pending(SIGUSR2) == 1, "SIGUSR2, not in set, still pending");

	TST_EXP_FAIL(sigtimedwait(&set, &si, &zero), EAGAIN, "zero timeout, nothing pending");

	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &start);
	TST_EXP_FAIL(sigtimedwait(&set, &si, &t100), EAGAIN, "%d ms timeout", TIMEOUT_MS);
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &end);
	waited_ms = (end.tv_sec - start.tv_sec) * 1000LL + (end.tv_nsec - start.tv_nsec) / 1000000;
	TST_EXP_EXPR(waited_ms >= TIMEOUT_MS, "waited %lld ms >= %d ms", waited_ms, TIMEOUT_MS);

	pid = SAFE_FORK();
	if (!pid) {
		TST_PROCESS_STATE_WAIT(parent, 'S', 0);
		SAFE_KILL(parent, SIGUSR1);
		exit(0);
	}
	memset(&si, 0, sizeof(si));
	TEST(sigwaitinfo(&set, &si));
	TST_EXP_EXPR(TST_RET == SIGUSR1 && si.si_pid == pid && si.si_code == SI_USER,
		     "a waiting sigwaitinfo() woken by the child's SIGUSR1 (ret %ld, si_pid %d)",
		     TST_RET, si.si_pid);
	SAFE_WAITPID(pid, NULL, 0);

	SAFE_SIGNAL(SIGALRM, handler);
	pid = SAFE_FORK();
	if (!pid) {
		TST_PROCESS_STATE_WAIT(parent, 'S', 0);
		SAFE_KILL(parent, SIGALRM);
		exit(0);
	}
	caught = 0;
	TST_EXP_FAIL(sigwaitinfo(&set, &si), EINTR, "interrupted by a handled SIGALRM");
	TST_EXP_EQ_LI(caught, 1);
	SAFE_WAITPID(pid, NULL, 0);
	SAFE_SIGNAL(SIGALRM, SIG_DFL);

	SAFE_KILL(getpid(), SIGUSR1);
	TST_EXP_FAIL(sigtimedwait(&set, &si, &bad1), EINVAL, "tv_nsec 1000000000");
	TST_EXP_FAIL(sigtimedwait(&set, &si, &bad2), EINVAL, "tv_nsec -1");
	TST_EXP_EXPR(is_pending(SIGUSR1) == 1, "after EINVAL the SIGUSR1 is still pending");

	/* Discard what is left pending. */
	SAFE_SIGNAL(SIGUSR1, SIG_IGN);
	SAFE_SIGNAL(SIGUSR2, SIG_IGN);
	SAFE_SIGPROCMASK(SIG_UNBLOCK, &both, NULL);
	SAFE_SIGNAL(SIGUSR1, SIG_DFL);
	SAFE_SIGNAL(SIGUSR2, SIG_DFL);
}

static struct tst_test test = {
	.description = "rt_sigtimedwait(): returns and consumes a pending signal, timeouts, "
		       "EAGAIN, EINTR, EINVAL",
	.test_all = run,
	.forks_child = 1,
};
