// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The signal-mask checks epoll_pwait01 and epoll_pwait2_01 share (see their headers). The
 * including file defines CALL_NAME and do_pwait(), and uses mask_swap(), setup() and
 * cleanup().
 */
#ifndef EPOLL_PWAIT_MASK_H
#define EPOLL_PWAIT_MASK_H

#include <signal.h>
#include <sys/epoll.h>
#include "tst_test.h"
#include "tst_epoll.h"

static int epfd = -1, ready_ep = -1, p[2] = {-1, -1};
static volatile sig_atomic_t caught;

static void handler(int sig)
{
	(void)sig;
	caught++;
}

/* The call under test, defined by the including file: timeout in ms, -1 infinite. */
static int do_pwait(int efd, struct epoll_event *ev, int timeout_ms, sigset_t *mask);

static void mask_swap(void)
{
	struct epoll_event ev[2] = {};
	sigset_t block, open_mask, pending, cur;

	sigemptyset(&block);
	sigaddset(&block, SIGUSR1);
	sigemptyset(&open_mask);
	SAFE_SIGPROCMASK(SIG_BLOCK, &block, NULL);
	caught = 0;
	SAFE_KILL(getpid(), SIGUSR1);

	TST_EXP_VAL(do_pwait(epfd, ev, 50, &block), 0,
		    "%s with SIGUSR1 pending and kept blocked times out", CALL_NAME);
	sigpending(&pending);
	if (caught || !sigismember(&pending, SIGUSR1))
		tst_res(TFAIL, "SIGUSR1 handled %d times, pending %d: expected 0, 1",
			(int)caught, sigismember(&pending, SIGUSR1));

	TST_EXP_FAIL(do_pwait(epfd, ev, 10000, &open_mask), EINTR,
		     "%s with a mask unblocking the pending SIGUSR1", CALL_NAME);
	TST_EXP_EQ_LI(caught, 1);
	SAFE_SIGPROCMASK(SIG_SETMASK, NULL, &cur);
	if (sigismember(&cur, SIGUSR1))
		tst_res(TPASS, "the old mask (SIGUSR1 blocked) is back after %s", CALL_NAME);
	else
		tst_res(TFAIL, "SIGUSR1 is unblocked after %s", CALL_NAME);
	SAFE_SIGPROCMASK(SIG_UNBLOCK, &block, NULL);

	TEST(do_pwait(ready_ep, ev, 0, NULL));
	if (TST_RET == 1 && ev[0].data.u64 == 0x99 && ev[0].events == EPOLLIN)
		tst_res(TPASS, "%s with a NULL mask reported the ready pipe", CALL_NAME);
	else
		tst_res(TFAIL | TTERRNO, "%s with a NULL mask returned %ld, data 0x%llx",
			CALL_NAME, TST_RET, (unsigned long long)ev[0].data.u64);
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};
	struct epoll_event ev = {.events = EPOLLIN, .data.u64 = 0x99};

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	epfd = SAFE_EPOLL_CREATE1(0);
	ready_ep = SAFE_EPOLL_CREATE1(0);
	SAFE_PIPE(p);
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "x", 1);
	SAFE_EPOLL_CTL(ready_ep, EPOLL_CTL_ADD, p[0], &ev);
}

static void cleanup(void)
{
	if (epfd > 0)
		SAFE_CLOSE(epfd);
	if (ready_ep > 0)
		SAFE_CLOSE(ready_ep);
	if (p[0] > 0) {
		SAFE_CLOSE(p[0]);
		SAFE_CLOSE(p[1]);
	}
}

#endif
