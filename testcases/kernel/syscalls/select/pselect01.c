// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pselect6, the system call behind pselect(2), does what man 2 select says beyond select():
 * - the signal mask is swapped atomically for the call: with SIGUSR1 blocked and pending,
 *   a mask that keeps it blocked lets the call time out (0, signal still pending, handler
 *   not run); a mask that unblocks it makes the call fail at once with EINTR after the
 *   handler ran once, and afterwards SIGUSR1 is blocked again;
 * - the ready descriptors are reported as in select(): a pipe with data is readable, the
 *   empty one is cleared from the set, the return value counts them;
 * - the timeout is a timespec: {0, 0} returns at once; 100 ms waits at least 100 ms and
 *   the system call writes back {0, 0}; when data ends the wait early it writes back the
 *   time not slept.
 */

#include <stdlib.h>
#include "tst_safe_clocks.h"
#include "tst_timer.h"
#include "pselect6_lapi.h"

static int empty[2], full[2];
static volatile sig_atomic_t caught;

static void handler(int sig)
{
	(void)sig;
	caught++;
}

static void mask_swap(void)
{
	fd_set r;
	struct timespec ts = {0, 50000000};
	sigset_t block, open_mask, pending, cur;

	sigemptyset(&block);
	sigaddset(&block, SIGUSR1);
	sigemptyset(&open_mask);
	SAFE_SIGPROCMASK(SIG_BLOCK, &block, NULL);
	caught = 0;
	SAFE_KILL(getpid(), SIGUSR1);

	FD_ZERO(&r);
	FD_SET(empty[0], &r);
	TST_EXP_VAL(do_pselect6(empty[0] + 1, &r, NULL, NULL, &ts, &block), 0,
		    "pselect6() with SIGUSR1 pending and kept blocked times out");
	sigpending(&pending);
	if (caught || !sigismember(&pending, SIGUSR1))
		tst_res(TFAIL, "SIGUSR1 handled %d times, pending %d: expected 0, 1",
			(int)caught, sigismember(&pending, SIGUSR1));

	ts = (struct timespec){10, 0};
	FD_SET(empty[0], &r);
	TST_EXP_FAIL(do_pselect6(empty[0] + 1, &r, NULL, NULL, &ts, &open_mask), EINTR,
		     "pselect6() with a mask unblocking the pending SIGUSR1");
	if (caught == 1)
		tst_res(TPASS, "the handler ran once during pselect6()");
	else
		tst_res(TFAIL, "the handler ran %d times, expected once", (int)caught);
	SAFE_SIGPROCMASK(SIG_SETMASK, NULL, &cur);
	if (sigismember(&cur, SIGUSR1))
		tst_res(TPASS, "the old mask (SIGUSR1 blocked) is back after pselect6()");
	else
		tst_res(TFAIL, "SIGUSR1 is unblocked after pselect6()");
	SAFE_SIGPROCMASK(SIG_UNBLOCK, &block, NULL);
}

static void ready_and_timeouts(void)
{
	fd_set r;
	struct timespec ts = {0, 0}, t0, t1;
	int n = MAX(empty[0], full[0]) + 1;
	long long ms;

	FD_ZERO(&r);
	FD_SET(empty[0], &r);
	FD_SET(full[0], &r);
	TEST(do_pselect6(n, &r, NULL, NULL, &ts, NULL));
	if (TST_RET == 1 && FD_ISSET(full[0], &r) && !FD_ISSET(empty[0], &r))
		tst_res(TPASS, "pselect6({0, 0}) reported the pipe with data only");
	else
		tst_res(TFAIL | TTERRNO, "pselect6({0, 0}) returned %ld, data %d, empty %d",
			TST_RET, !!FD_ISSET(full[0], &r), !!FD_ISSET(empty[0], &r));

	FD_ZERO(&r);
	FD_SET(empty[0], &r);
	ts = (struct timespec){0, 100000000};
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t0);
	TEST(do_pselect6(empty[0] + 1, &r, NULL, NULL, &ts, NULL));
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t1);
	ms = tst_timespec_diff_ms(t1, t0);
	if (TST_RET == 0 && ms >= 100 && !ts.tv_sec && !ts.tv_nsec && !FD_ISSET(empty[0], &r))
		tst_res(TPASS, "pselect6(100 ms) timed out after %lld ms, left {0, 0}", ms);
	else
		tst_res(TFAIL | TTERRNO, "pselect6(100 ms) returned %ld after %lld ms, "
			"left {%lld, %ld}", TST_RET, ms, (long long)ts.tv_sec, ts.tv_nsec);

	FD_ZERO(&r);
	FD_SET(full[0], &r);
	ts = (struct timespec){30, 0};
	TEST(do_pselect6(full[0] + 1, &r, NULL, NULL, &ts, NULL));
	if (TST_RET == 1 && ts.tv_sec < 30 && (ts.tv_sec || ts.tv_nsec))
		tst_res(TPASS, "pselect6(30 s) with data ready left {%lld, %ld}",
			(long long)ts.tv_sec, ts.tv_nsec);
	else
		tst_res(TFAIL | TTERRNO, "pselect6(30 s) with data returned %ld, "
			"left {%lld, %ld}", TST_RET, (long long)ts.tv_sec, ts.tv_nsec);
}

static void run(void)
{
	mask_swap();
	ready_and_timeouts();
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	SAFE_PIPE(empty);
	SAFE_PIPE(full);
	SAFE_WRITE(SAFE_WRITE_ALL, full[1], "x", 1);
}

static void cleanup(void)
{
	if (empty[0] > 0) {
		SAFE_CLOSE(empty[0]);
		SAFE_CLOSE(empty[1]);
	}
	if (full[0] > 0) {
		SAFE_CLOSE(full[0]);
		SAFE_CLOSE(full[1]);
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
};
