// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * epoll_wait(2) fails with the errors of man 2 epoll_wait, in its order:
 * - EBADF: epfd is closed;
 * - EFAULT: events points to memory the process cannot write, while a pipe is ready (the
 *   level-triggered event is still reported by the next, valid call);
 * - EINTR: a signal caught by a handler arrives while the call waits (sent by a child once
 *   the caller sleeps); the handler ran once;
 * - EINVAL: epfd is a pipe, not an epoll instance; maxevents is 0; maxevents is -1.
 * After each failure the ready pipe is still reported by a valid call. The rows are those
 * of epoll_pwait02 and epoll_pwait2_02 (epoll_pwait_errors.h), without the signal mask's.
 */

#define CALL_NAME "epoll_wait()"
#define CALL_WITHOUT_SIGMASK
#include "../epoll_pwait/epoll_pwait_errors.h"

static int do_call(int efd, void *ev, int max, int timeout_ms, void *mask, size_t setsize)
{
	(void)mask;
	(void)setsize;
	return tst_syscall(__NR_epoll_wait, efd, ev, max, timeout_ms);
}

static struct tst_test test = {
	.test_all = run_common,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
};
