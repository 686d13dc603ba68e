// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ioperm(2) error paths; no port access is ever granted, so no hardware port is touched.
 * On x86 kernels built without CONFIG_X86_IOPL_IOPERM the call is not implemented: every
 * row fails with ENOSYS instead of its errno. Otherwise, in the man page's order:
 * - EINVAL: from + num beyond the 65536 ports of the I/O bitmap (from 65535, num 2; from
 *   65536, num 1);
 * - EPERM: the caller lacks CAP_SYS_RAWIO (nobody) and asks for turn_on 1.
 *
 * Not provoked: EIO (PowerPC only), ENOMEM (needs the kernel out of memory).
 */

#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_safe_macros.h"

#if defined(__x86_64__) || defined(__i386__)

static uid_t nobody_uid;
static int has_ioperm;

static struct tcase {
	unsigned long from, num;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{65535, 2, 0, EINVAL, "from 65535, num 2"},
	{65536, 1, 0, EINVAL, "from 65536, num 1"},
	{0x3f8, 8, 1, EPERM, "nobody, without CAP_SYS_RAWIO"},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	int exp = has_ioperm ? tc->exp_errno : ENOSYS;

	if (tc->as_nobody && SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	if (tc->as_nobody)
		SAFE_SETUID(nobody_uid);
	TST_EXP_FAIL(syscall(__NR_ioperm, tc->from, tc->num, 1), exp, "ioperm() %s",
		     tc->desc);
	if (tc->as_nobody)
		exit(0);
}

static void setup(void)
{
	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	has_ioperm = tst_kconfig_get("CONFIG_X86_IOPL_IOPERM") == 'y';
	if (!has_ioperm)
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
TST_TEST_TCONF("ioperm() exists on x86 only");
#endif
