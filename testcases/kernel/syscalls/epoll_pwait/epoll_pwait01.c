// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * epoll_pwait(2) waits like epoll_wait() with the signal mask replaced for the call, as if
 * sigprocmask(SIG_SETMASK) were applied atomically around it (man 2 epoll_wait):
 * - with SIGUSR1 blocked and pending, a mask that keeps it blocked lets the call time out
 *   (0 events, still pending, the handler not run);
 * - a mask that unblocks it makes the call fail at once with EINTR after the handler ran
 *   once, and afterwards SIGUSR1 is blocked again;
 * - a NULL mask is epoll_wait(): a ready pipe is reported with its data.
 */

#define CALL_NAME "epoll_pwait()"
#include "epoll_pwait_mask.h"

static int do_pwait(int efd, struct epoll_event *ev, int timeout_ms, sigset_t *mask)
{
	return tst_syscall(__NR_epoll_pwait, efd, ev, 2, timeout_ms, mask, _NSIG / 8);
}

static struct tst_test test = {
	.test_all = mask_swap,
	.setup = setup,
	.cleanup = cleanup,
};
