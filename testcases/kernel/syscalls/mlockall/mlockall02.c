// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mlockall(2) errors (man 2 mlock, ERRORS), each in a child; after each failure VmLck is
 * checked to be 0 and a new mapping to be unlocked (no MCL_FUTURE left behind):
 * - EINVAL: unknown flags; MCL_ONFAULT without MCL_CURRENT or MCL_FUTURE; flags 0;
 * - ENOMEM: MCL_CURRENT with more memory mapped than RLIMIT_MEMLOCK, for a caller without
 *   CAP_IPC_LOCK (nobody, limit of one page);
 * - EPERM: RLIMIT_MEMLOCK of 0 for a caller without CAP_IPC_LOCK (nobody).
 *
 * Not provoked: the entries marked (mlock(), mlock2(), and munlock()) belong to those calls
 * (mlock02); EPERM of munlockall(): Linux 2.6.8 and earlier only.
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/resource.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "../mlock/mlock_common.h"

#ifndef MCL_ONFAULT
# define MCL_ONFAULT 4
#endif

static uid_t nobody_uid;
static size_t ps;

static struct tcase {
	const char *name;
	int flags;
	long limit;	/* -1: keep root's privilege */
	int exp_errno;
} tcases[] = {
	{"unknown flag", MCL_CURRENT | 0x100, -1, EINVAL},
	{"MCL_ONFAULT alone", MCL_ONFAULT, -1, EINVAL},
	{"flags 0", 0, -1, EINVAL},
	{"MCL_CURRENT beyond RLIMIT_MEMLOCK", MCL_CURRENT, 1, ENOMEM},
	{"RLIMIT_MEMLOCK 0", MCL_CURRENT | MCL_FUTURE, 0, EPERM},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	char *p;

	if (SAFE_FORK())
		return;
	if (tc->limit >= 0) {
		struct rlimit rl = {tc->limit * ps, tc->limit * ps};

		SAFE_SETRLIMIT(RLIMIT_MEMLOCK, &rl);
		SAFE_SETUID(nobody_uid);
	}
	TST_EXP_FAIL(mlockall(tc->flags), tc->exp_errno, "mlockall() %s", tc->name);
	p = SAFE_MMAP(NULL, ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (vm_lck_kb() || tst_vma_has_flag(p, "lo"))
		tst_res(TFAIL, "%s: after the failure VmLck is %ld kB, a new mapping 'lo' %d",
			tc->name, vm_lck_kb(), tst_vma_has_flag(p, "lo"));
	exit(0);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	ps = getpagesize();
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};
