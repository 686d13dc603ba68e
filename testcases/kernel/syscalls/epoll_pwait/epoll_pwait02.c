// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * epoll_pwait(2) fails with the errors of man 2 epoll_wait, in its order:
 * - EBADF: epfd is closed;
 * - EFAULT: events points to memory the process cannot write while a pipe is ready; the
 *   sigmask pointer is unreadable;
 * - EINTR: a signal caught by a handler arrives while the call waits (sent by a child once
 *   the caller sleeps); the handler ran once;
 * - EINVAL: epfd is a pipe; maxevents is 0; maxevents is -1; and (not in the man page)
 *   sigsetsize is not the kernel's sigset size.
 * After each failure the ready pipe is still reported by a valid call.
 */

#define CALL_NAME "epoll_pwait()"
#include "epoll_pwait_errors.h"

static int do_call(int efd, void *ev, int max, int timeout_ms, void *mask, size_t setsize)
{
	return tst_syscall(__NR_epoll_pwait, efd, ev, max, timeout_ms, mask, setsize);
}

static struct tst_test test = {
	.test_all = run_common,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
};
