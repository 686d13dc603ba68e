// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setrlimit(2) errors (the setrlimit system call by number), in the order of the man
 * page's ERRORS; after each failure the limit is unchanged:
 * - EFAULT: rlim outside the address space;
 * - EINVAL: resource 99; "rlim->rlim_cur was greater than rlim->rlim_max";
 * - EPERM: "An unprivileged process tried to raise the hard limit" (nobody); "The caller
 *   tried to increase the hard RLIMIT_NOFILE limit above the maximum defined by
 *   /proc/sys/fs/nr_open" (root, which fails whatever its capabilities).
 *
 * Not provoked: ESRCH (prlimit() only, checked by prlimit64_01).
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "sys_rlimit.h"

static void *bad_addr;
static unsigned long nr_open;
static uid_t nobody_uid;
static gid_t nobody_gid;

static void expect_nofile(unsigned long cur, unsigned long max, const char *why)
{
	struct rlimit rl;

	SAFE_GETRLIMIT(RLIMIT_NOFILE, &rl);
	TST_EXP_EXPR(rl.rlim_cur == cur && rl.rlim_max == max, "%s: RLIMIT_NOFILE %lu/%lu "
		     "unchanged", why, (unsigned long)rl.rlim_cur, (unsigned long)rl.rlim_max);
}

static void run(void)
{
	if (!SAFE_FORK()) {
		struct rlimit rl = {100, 200};

		TST_EXP_PASS(sys_setrlimit(RLIMIT_NOFILE, rl.rlim_cur, rl.rlim_max),
			     "setrlimit(RLIMIT_NOFILE, 100, 200)");
		TST_EXP_FAIL(syscall(__NR_setrlimit, RLIMIT_NOFILE, bad_addr), EFAULT,
			     "rlim outside the address space");
		expect_nofile(100, 200, "EFAULT");
		TST_EXP_FAIL(sys_setrlimit(99, 1, 1), EINVAL, "resource 99");
		TST_EXP_FAIL(sys_setrlimit(RLIMIT_NOFILE, 150, 120), EINVAL, "rlim_cur > rlim_max");
		expect_nofile(100, 200, "EINVAL");
		TST_EXP_FAIL(sys_setrlimit(RLIMIT_NOFILE, 100, nr_open + 1), EPERM,
			     "hard RLIMIT_NOFILE above nr_open (%lu)", nr_open);
		expect_nofile(100, 200, "EPERM (nr_open)");
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		TST_EXP_FAIL(sys_setrlimit(RLIMIT_NOFILE, 100, 201), EPERM,
			     "unprivileged: raise the hard limit");
		expect_nofile(100, 200, "EPERM (unprivileged)");
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	bad_addr = tst_get_bad_addr(NULL);
	SAFE_FILE_SCANF("/proc/sys/fs/nr_open", "%lu", &nr_open);
}

static struct tst_test test = {
	.description = "setrlimit() errors: EFAULT, EINVAL, EPERM",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};
