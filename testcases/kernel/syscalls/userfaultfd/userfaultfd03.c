// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * userfaultfd(2) errors, in the order of the man page's ERRORS; after each failure no
 * descriptor is left (the lowest free descriptor is unchanged):
 * - EINVAL: an unsupported flag;
 * - EMFILE: the per-process descriptor limit (RLIMIT_NOFILE, in a child);
 * - EPERM: a caller without CAP_SYS_PTRACE (nobody) while vm.unprivileged_userfaultfd is 0
 *   (TCONF when it is 1); the same caller gets a descriptor with UFFD_USER_MODE_ONLY
 *   (Linux 5.11), which is how an unprivileged process may handle its own faults.
 *
 * Not provoked: ENFILE: the system-wide file limit cannot be reached safely on a shared
 * machine; ENOMEM: userfaultfd04 (in a full memory cgroup).
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/resource.h>
#include "tst_test.h"
#include "lapi/userfaultfd.h"

static uid_t nobody_uid;
static int unprivileged_allowed;

static int lowest_free_fd(void)
{
	int fd = SAFE_DUP(0), ret = fd;

	/* SAFE_CLOSE() sets its argument to -1 */
	SAFE_CLOSE(fd);
	return ret;
}

static void run(void)
{
	int next = lowest_free_fd(), fd;

	TST_EXP_FAIL2(userfaultfd(0x100), EINVAL, "userfaultfd(unsupported flag)");
	if (lowest_free_fd() != next)
		tst_res(TFAIL, "the failed call left a descriptor");

	if (!SAFE_FORK()) {
		struct rlimit rl = {next, next};

		SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
		TST_EXP_FAIL2(userfaultfd(O_CLOEXEC), EMFILE, "userfaultfd() at RLIMIT_NOFILE");
		exit(0);
	}
	tst_reap_children();

	if (unprivileged_allowed) {
		tst_res(TCONF, "vm.unprivileged_userfaultfd is 1: no EPERM to provoke");
		return;
	}
	if (!SAFE_FORK()) {
		SAFE_SETUID(nobody_uid);
		TST_EXP_FAIL2(userfaultfd(O_CLOEXEC), EPERM, "userfaultfd() as nobody");
		if (lowest_free_fd() != next)
			tst_res(TFAIL, "the failed call left a descriptor");
		if (tst_kvercmp(5, 11, 0) >= 0) {
			fd = TST_EXP_FD(userfaultfd(O_CLOEXEC | UFFD_USER_MODE_ONLY),
					"userfaultfd(UFFD_USER_MODE_ONLY) as nobody");
			if (TST_PASS)
				SAFE_CLOSE(fd);
		}
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	if (!access("/proc/sys/vm/unprivileged_userfaultfd", F_OK))
		SAFE_FILE_SCANF("/proc/sys/vm/unprivileged_userfaultfd", "%d",
				&unprivileged_allowed);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_USERFAULTFD", NULL},
};
