// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * eventfd2(2) and eventfd(2) fail with the errors of man 2 eventfd, in its order:
 * - EINVAL: eventfd2() with an unsupported flag (O_RDWR, EFD_SEMAPHORE << 1, -1);
 * - EMFILE: the per-process descriptor limit is reached (in a child whose RLIMIT_NOFILE
 *   soft limit is its lowest free descriptor), for eventfd2() and for eventfd().
 * A failed call leaves no descriptor behind.
 *
 * Not provoked: ENFILE needs the system-wide file table full, which would break every
 * process of the host; ENODEV needs the kernel's anonymous inode mount to be missing;
 * ENOMEM needs the kernel's allocation to fail.
 */

#include <stdlib.h>
#include <sys/eventfd.h>
#include "tst_test.h"
#include "tst_fd_limit.h"

static void run(void)
{
	static const int flags[] = {O_RDWR, EFD_SEMAPHORE << 1, -1};
	int before = tst_lowest_free_fd();
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(flags); i++) {
		TST_EXP_FAIL2(tst_syscall(__NR_eventfd2, 0, flags[i]), EINVAL,
			      "eventfd2(0, 0x%x)", flags[i]);
		if (tst_lowest_free_fd() != before)
			tst_res(TFAIL, "a descriptor was left by the failed call");
	}
	if (!SAFE_FORK()) {
		tst_fd_limit_reached();
		TST_EXP_FAIL2(tst_syscall(__NR_eventfd2, 0, EFD_CLOEXEC), EMFILE,
			      "eventfd2() at RLIMIT_NOFILE");
		TST_EXP_FAIL2(tst_syscall(__NR_eventfd, 0), EMFILE, "eventfd() at RLIMIT_NOFILE");
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
};
