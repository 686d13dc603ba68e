// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * epoll_create(2) fails with the errors of man 2 epoll_create, in its order:
 * - EINVAL: size is not positive (0, -1);
 * - EMFILE: the per-process descriptor limit is reached (in a child whose RLIMIT_NOFILE
 *   soft limit is its lowest free descriptor).
 * No descriptor is created by a failed call (the lowest free number stays free).
 *
 * Not provoked: EINVAL for invalid flags is epoll_create1()'s (epoll_create1_02); EMFILE
 * for /proc/sys/fs/epoll/max_user_instances: the file no longer exists (removed in Linux
 * 2.6.29); ENFILE needs the system-wide file table full, which would break every process
 * of the host; ENOMEM needs the kernel's allocation to fail.
 */

#include <stdlib.h>
#include "tst_test.h"
#include "tst_fd_limit.h"

static void expect_no_new_fd(int before)
{
	int after = tst_lowest_free_fd();

	if (after != before)
		tst_res(TFAIL, "lowest free fd %d after the failed call, was %d", after, before);
}

static void run(void)
{
	static const int sizes[] = {0, -1};
	unsigned int i;
	int before = tst_lowest_free_fd();

	for (i = 0; i < ARRAY_SIZE(sizes); i++) {
		TST_EXP_FAIL2(tst_syscall(__NR_epoll_create, sizes[i]), EINVAL,
			      "epoll_create(%d)", sizes[i]);
		expect_no_new_fd(before);
	}
	if (!SAFE_FORK()) {
		tst_fd_limit_reached();
		TST_EXP_FAIL2(tst_syscall(__NR_epoll_create, 1), EMFILE,
			      "epoll_create(1) at RLIMIT_NOFILE");
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
};
