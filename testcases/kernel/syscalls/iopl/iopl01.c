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

#include <sys/syscall.h>
#include "tst_test.h"
#include "io_err.h"

#if defined(__x86_64__) || defined(__i386__)

static struct tcase {
	int level;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{4, 0, EINVAL, "level 4"},
	{3, 1, EPERM, "nobody, without CAP_SYS_RAWIO, level 3"},
};

static void check(void *arg)
{
	struct tcase *tc = arg;

	TST_EXP_FAIL(syscall(__NR_iopl, tc->level), io_err_expected(tc->exp_errno), "iopl() %s",
		     tc->desc);
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
TST_TEST_TCONF("iopl() exists on x86 only");
#endif
