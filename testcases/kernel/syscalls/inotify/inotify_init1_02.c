// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * inotify_init1(2) and inotify_init(2) fail with the errors of man 2 inotify_init, in its
 * order:
 * - EINVAL: inotify_init1() with an invalid flag (O_RDWR, O_APPEND, -1);
 * - EMFILE: the user limit on inotify instances is reached: in a new user namespace whose
 *   /proc/sys/user/max_inotify_instances is set to 0 (the host's limit is not touched),
 *   for both calls;
 * - EMFILE: the per-process descriptor limit is reached (RLIMIT_NOFILE soft limit set to
 *   the lowest free descriptor in a child), for both calls.
 * A failed call leaves no descriptor behind.
 *
 * Not provoked: ENFILE needs the system-wide file table full, which would break every
 * process of the host; ENOMEM needs the kernel's allocation to fail.
 */

#include <stdlib.h>
#include "inotify.h"
#include "tst_fd_limit.h"

static void run(void)
{
	static const int flags[] = {O_RDWR, O_APPEND, -1};
	int before = tst_lowest_free_fd();
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(flags); i++) {
		TST_EXP_FAIL2(tst_syscall(__NR_inotify_init1, flags[i]), EINVAL,
			      "inotify_init1(0x%x)", flags[i]);
		if (tst_lowest_free_fd() != before)
			tst_res(TFAIL, "a descriptor was left by the failed call");
	}
	if (!SAFE_FORK()) {
		enter_userns();
		write_file("/proc/sys/user/max_inotify_instances", "0");
		TST_EXP_FAIL2(tst_syscall(__NR_inotify_init1, 0), EMFILE,
			      "inotify_init1() at max_inotify_instances 0");
		TST_EXP_FAIL2(tst_syscall(__NR_inotify_init), EMFILE,
			      "inotify_init() at max_inotify_instances 0");
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		tst_fd_limit_reached();
		TST_EXP_FAIL2(tst_syscall(__NR_inotify_init1, IN_CLOEXEC), EMFILE,
			      "inotify_init1() at RLIMIT_NOFILE");
		TST_EXP_FAIL2(tst_syscall(__NR_inotify_init), EMFILE,
			      "inotify_init() at RLIMIT_NOFILE");
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.test_all = run,
	.setup = userns_probe,
	.forks_child = 1,
};
