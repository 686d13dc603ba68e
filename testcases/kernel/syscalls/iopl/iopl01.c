// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * iopl(2) error paths; the I/O privilege level is never raised, so no hardware port is
 * touched. On x86 kernels built without CONFIG_X86_IOPL_IOPERM the call is not
 * implemented: every row fails with ENOSYS (the man page's "This call is unimplemented")
 * instead of its errno. Otherwise, in the man page's order:
 * - EINVAL: level 4 (greater than 3);
 * - EPERM: the caller lacks CAP_SYS_RAWIO (nobody) and asks for level 3.
 *
 * Not provoked: ENOSYS on a kernel with CONFIG_X86_IOPL_IOPERM (the call exists there).
 */

#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_safe_macros.h"

#if defined(__x86_64__) || defined(__i386__)

static uid_t nobody_uid;
static int has_iopl;

static struct tcase {
	int level;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{4, 0, EINVAL, "level 4"},
	{3, 1, EPERM, "nobody, without CAP_SYS_RAWIO, level 3"},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	int exp = has_iopl ? tc->exp_errno : ENOSYS;

	if (tc->as_nobody && SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	if (tc->as_nobody)
		SAFE_SETUID(nobody_uid);
	TST_EXP_FAIL(syscall(__NR_iopl, tc->level), exp, "iopl() %s", tc->desc);
	if (tc->as_nobody)
		exit(0);
}

static void setup(void)
{
	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	has_iopl = tst_kconfig_get("CONFIG_X86_IOPL_IOPERM") == 'y';
	if (!has_iopl)
		tst_res(TINFO, "CONFIG_X86_IOPL_IOPERM is not set: every call must fail "
			"with ENOSYS");
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};

#else
TST_TEST_TCONF("iopl() exists on x86 only");
#endif
