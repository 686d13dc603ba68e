// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * epoll_pwait2(2) is epoll_pwait() with a timespec timeout (man 2 epoll_wait):
 * - the signal mask is replaced atomically for the call: with SIGUSR1 blocked and pending,
 *   a mask keeping it blocked lets the call time out with the signal still pending, a mask
 *   unblocking it gives EINTR after the handler ran once, and the old mask is back after;
 * - a NULL mask reports a ready pipe;
 * - the timeout: {0, 0} returns 0 at once on an empty instance; {0, 20 ms} waits at least
 *   20 ms; a NULL timeout waits until a child writes to a registered pipe.
 * The timeout is a struct __kernel_timespec (64-bit tv_sec) for every ABI, not a 32-bit
 * program's struct timespec.
 */

#include <stdlib.h>
#include <linux/time_types.h>
#include "tst_safe_clocks.h"
#include "tst_timer.h"

#define CALL_NAME "epoll_pwait2()"
#include "epoll_pwait_mask.h"

static int do_pwait(int efd, struct epoll_event *ev, int timeout_ms, sigset_t *mask)
{
	struct __kernel_timespec ts = {timeout_ms / 1000, (timeout_ms % 1000) * 1000000LL};

	return tst_syscall(__NR_epoll_pwait2, efd, ev, 2, timeout_ms < 0 ? NULL : &ts, mask,
			   _NSIG / 8);
}

static void timeouts(void)
{
	struct epoll_event ev[2] = {}, add = {.events = EPOLLIN, .data.u64 = 0x42};
	struct __kernel_timespec zero = {0, 0}, ts = {0, 20000000};
	struct timespec t0, t1;
	long long us;
	int q[2];

	TST_EXP_VAL(tst_syscall(__NR_epoll_pwait2, epfd, ev, 2, &zero, NULL, 0), 0,
		    "epoll_pwait2({0, 0}) on an empty instance");
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t0);
	TEST(tst_syscall(__NR_epoll_pwait2, epfd, ev, 2, &ts, NULL, 0));
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t1);
	us = tst_timespec_diff_us(t1, t0);
	if (TST_RET == 0 && us >= 20000)
		tst_res(TPASS, "epoll_pwait2({0, 20 ms}) returned 0 after %lld us", us);
	else
		tst_res(TFAIL | TTERRNO, "epoll_pwait2({0, 20 ms}) returned %ld after %lld us",
			TST_RET, us);

	SAFE_PIPE(q);
	SAFE_EPOLL_CTL(epfd, EPOLL_CTL_ADD, q[0], &add);
	if (!SAFE_FORK()) {
		TST_CHECKPOINT_WAIT(0);
		SAFE_WRITE(SAFE_WRITE_ALL, q[1], "x", 1);
		exit(0);
	}
	TST_CHECKPOINT_WAKE(0);
	TEST(tst_syscall(__NR_epoll_pwait2, epfd, ev, 2, NULL, NULL, 0));
	if (TST_RET == 1 && ev[0].data.u64 == 0x42)
		tst_res(TPASS, "epoll_pwait2(NULL timeout) returned at the child's write");
	else
		tst_res(TFAIL | TTERRNO, "epoll_pwait2(NULL timeout) returned %ld", TST_RET);
	tst_reap_children();
	SAFE_EPOLL_CTL(epfd, EPOLL_CTL_DEL, q[0], NULL);
	SAFE_CLOSE(q[0]);
	SAFE_CLOSE(q[1]);
}

static void run(void)
{
	mask_swap();
	timeouts();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
