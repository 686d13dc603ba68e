// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * epoll_pwait2(2) fails with the errors of man 2 epoll_wait, in its order:
 * - EBADF: epfd is closed;
 * - EFAULT: events points to memory the process cannot write while a pipe is ready; the
 *   sigmask pointer is unreadable;
 * - EINTR: a signal caught by a handler arrives while the call waits (sent by a child once
 *   the caller sleeps); the handler ran once;
 * - EINVAL: epfd is a pipe; maxevents is 0; maxevents is -1; and (not in the man page)
 *   sigsetsize is not the kernel's sigset size; the timeout is invalid (tv_sec -1,
 *   tv_nsec -1, tv_nsec 10^9).
 * After each failure the ready pipe is still reported by a valid call. The timeout is a
 * struct __kernel_timespec (64-bit tv_sec) for every ABI.
 */

#include <linux/time_types.h>

#define CALL_NAME "epoll_pwait2()"
#include "epoll_pwait_errors.h"

static int do_call(int efd, void *ev, int max, int timeout_ms, void *mask, size_t setsize)
{
	struct __kernel_timespec ts = {timeout_ms / 1000, (timeout_ms % 1000) * 1000000LL};

	return tst_syscall(__NR_epoll_pwait2, efd, ev, max, timeout_ms < 0 ? NULL : &ts, mask,
			   setsize);
}

static void run(void)
{
	static const struct __kernel_timespec bad_ts[] = {{-1, 0}, {0, -1}, {0, 1000000000}};
	struct epoll_event ev[2];
	unsigned int i;

	run_common();
	for (i = 0; i < ARRAY_SIZE(bad_ts); i++) {
		TST_EXP_FAIL(tst_syscall(__NR_epoll_pwait2, epfd, ev, 2, &bad_ts[i], NULL, 0),
			     EINVAL, "epoll_pwait2() timeout {%lld, %lld}",
			     (long long)bad_ts[i].tv_sec, bad_ts[i].tv_nsec);
		still_reported();
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
};
