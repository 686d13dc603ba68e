// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * epoll_create1(2) fails with the errors of man 2 epoll_create, in its order:
 * - EINVAL: invalid flags (EPOLL_CLOEXEC << 1, O_NONBLOCK, -1);
 * - EMFILE: the per-process descriptor limit is reached (in a child whose RLIMIT_NOFILE
 *   soft limit is its lowest free descriptor).
 * No descriptor is created by a failed call.
 *
 * Not provoked: EINVAL for a size that is not positive is epoll_create()'s (no size here);
 * EMFILE for /proc/sys/fs/epoll/max_user_instances: the file no longer exists (removed in
 * Linux 2.6.29); ENFILE needs the system-wide file table full, which would break every
 * process of the host; ENOMEM needs the kernel's allocation to fail.
 */

#include <stdlib.h>
#include <sys/epoll.h>
#include "tst_test.h"
#include "tst_fd_limit.h"

static void run(void)
{
	static const int flags[] = {EPOLL_CLOEXEC << 1, O_NONBLOCK, -1};
	unsigned int i;
	int before = tst_lowest_free_fd();

	for (i = 0; i < ARRAY_SIZE(flags); i++) {
		TST_EXP_FAIL2(tst_syscall(__NR_epoll_create1, flags[i]), EINVAL,
			      "epoll_create1(0x%x)", flags[i]);
		if (tst_lowest_free_fd() != before)
			tst_res(TFAIL, "a descriptor was left by the failed call");
	}
	if (!SAFE_FORK()) {
		tst_fd_limit_reached();
		TST_EXP_FAIL2(tst_syscall(__NR_epoll_create1, EPOLL_CLOEXEC), EMFILE,
			      "epoll_create1(EPOLL_CLOEXEC) at RLIMIT_NOFILE");
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
};
