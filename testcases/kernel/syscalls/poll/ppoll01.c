// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ppoll(2), the raw system call, does what man 2 poll says beyond poll():
 * - the signal mask is swapped atomically for the call: with SIGUSR1 blocked and pending,
 *   ppoll() with a mask that unblocks it fails at once with EINTR, the handler runs once,
 *   and afterwards SIGUSR1 is blocked again;
 * - with a mask that keeps SIGUSR1 blocked the pending signal stays pending, the handler
 *   does not run, and ppoll() times out returning 0;
 * - the timeout is a timespec: {0, 0} returns 0 at once, NULL waits until an event (a
 *   write by a child) and reports it; a 100 ms timeout waits at least 100 ms;
 * - the system call writes the time not slept back to *tmo_p: 0 after a timeout, more than
 *   0 and less than what was given when an event ended the wait early.
 */

#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include "tst_test.h"
#include "tst_safe_clocks.h"
#include "tst_timer.h"

static int pipefd[2];
static volatile sig_atomic_t caught;

static void handler(int sig)
{
	(void)sig;
	caught++;
}

static int do_ppoll(struct pollfd *fds, nfds_t n, struct timespec *tmo, sigset_t *mask)
{
	return tst_syscall(__NR_ppoll, fds, n, tmo, mask, _NSIG / 8);
}

static int usr1_blocked(void)
{
	sigset_t cur;

	SAFE_SIGPROCMASK(SIG_SETMASK, NULL, &cur);
	return sigismember(&cur, SIGUSR1);
}

static void mask_swap(void)
{
	struct pollfd pfd = {.fd = pipefd[0], .events = POLLIN};
	struct timespec tmo = {.tv_sec = 10};
	sigset_t block, open_mask, pending;

	sigemptyset(&block);
	sigaddset(&block, SIGUSR1);
	sigemptyset(&open_mask);
	SAFE_SIGPROCMASK(SIG_BLOCK, &block, NULL);
	caught = 0;
	SAFE_KILL(getpid(), SIGUSR1);

	tmo = (struct timespec){.tv_nsec = 50000000};
	TST_EXP_VAL(do_ppoll(&pfd, 1, &tmo, &block), 0,
		    "ppoll() with SIGUSR1 pending and kept blocked times out");
	sigpending(&pending);
	if (caught || !sigismember(&pending, SIGUSR1))
		tst_res(TFAIL, "SIGUSR1 handled %d times, pending %d: expected 0, 1",
			(int)caught, sigismember(&pending, SIGUSR1));

	tmo = (struct timespec){.tv_sec = 10};
	TST_EXP_FAIL(do_ppoll(&pfd, 1, &tmo, &open_mask), EINTR,
		     "ppoll() with a mask unblocking the pending SIGUSR1");
	if (caught == 1)
		tst_res(TPASS, "the handler ran once during ppoll()");
	else
		tst_res(TFAIL, "the handler ran %d times, expected once", (int)caught);
	if (usr1_blocked())
		tst_res(TPASS, "the old mask (SIGUSR1 blocked) is back after ppoll()");
	else
		tst_res(TFAIL, "SIGUSR1 is unblocked after ppoll()");
	SAFE_SIGPROCMASK(SIG_UNBLOCK, &block, NULL);
}

static void timeouts(void)
{
	struct pollfd pfd = {.fd = pipefd[0], .events = POLLIN};
	struct timespec tmo = {0, 0}, t0, t1;
	long long ms;
	char c;

	TST_EXP_VAL(do_ppoll(&pfd, 1, &tmo, NULL), 0, "ppoll(empty pipe, {0, 0})");

	tmo = (struct timespec){.tv_nsec = 100000000};
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t0);
	TEST(do_ppoll(&pfd, 1, &tmo, NULL));
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t1);
	ms = tst_timespec_diff_ms(t1, t0);
	if (TST_RET == 0 && ms >= 100 && !tmo.tv_sec && !tmo.tv_nsec)
		tst_res(TPASS, "ppoll(100 ms) timed out after %lld ms, left {0, 0}", ms);
	else
		tst_res(TFAIL | TTERRNO, "ppoll(100 ms) returned %ld after %lld ms, left "
			"{%lld, %ld}", TST_RET, ms, (long long)tmo.tv_sec, tmo.tv_nsec);

	if (!SAFE_FORK()) {
		TST_CHECKPOINT_WAIT(0);
		SAFE_WRITE(SAFE_WRITE_ALL, pipefd[1], "x", 1);
		exit(0);
	}
	TST_CHECKPOINT_WAKE(0);
	pfd.revents = 0;
	TEST(do_ppoll(&pfd, 1, NULL, NULL));
	if (TST_RET == 1 && pfd.revents == POLLIN)
		tst_res(TPASS, "ppoll(NULL timeout) returned at the child's write");
	else
		tst_res(TFAIL | TTERRNO, "ppoll(NULL timeout) returned %ld, revents 0x%x",
			TST_RET, pfd.revents);
	tst_reap_children();

	tmo = (struct timespec){.tv_sec = 30};
	pfd.revents = 0;
	TEST(do_ppoll(&pfd, 1, &tmo, NULL));
	if (TST_RET == 1 && pfd.revents == POLLIN && tmo.tv_sec < 30 &&
	    (tmo.tv_sec > 0 || tmo.tv_nsec > 0))
		tst_res(TPASS, "ppoll(30 s) with data ready left {%lld, %ld}",
			(long long)tmo.tv_sec, tmo.tv_nsec);
	else
		tst_res(TFAIL | TTERRNO, "ppoll(30 s) with data returned %ld, revents 0x%x, "
			"left {%lld, %ld}", TST_RET, pfd.revents, (long long)tmo.tv_sec,
			tmo.tv_nsec);
	SAFE_READ(1, pipefd[0], &c, 1);
}

static void run(void)
{
	mask_swap();
	timeouts();
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	SAFE_PIPE(pipefd);
}

static void cleanup(void)
{
	if (pipefd[0] > 0) {
		SAFE_CLOSE(pipefd[0]);
		SAFE_CLOSE(pipefd[1]);
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
