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

#include <sys/syscall.h>
#include "tst_test.h"
#include "../iopl/io_err.h"

#if defined(__x86_64__) || defined(__i386__)

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

static void check(void *arg)
{
	struct tcase *tc = arg;

	TST_EXP_FAIL(syscall(__NR_ioperm, tc->from, tc->num, 1), io_err_expected(tc->exp_errno),
		     "ioperm() %s", tc->desc);
}

static void run(unsigned int i)
{
	io_err_run(tcases[i].as_nobody, check, &tcases[i]);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = io_err_setup,
	.needs_root = 1,
	.forks_child = 1,
};

#else
TST_TEST_TCONF("ioperm() exists on x86 only");
#endif
