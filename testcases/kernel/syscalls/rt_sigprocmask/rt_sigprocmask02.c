// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rt_sigprocmask(2) errors, by the raw system call, in the order of sigprocmask(2)'s
 * ERRORS; after each failure the mask is unchanged ({SIGUSR1}):
 * - EFAULT: set, then oldset, outside the address space;
 * - EINVAL: "the value specified in how was invalid" (3, -1) "or the kernel does not
 *   support the size passed in sigsetsize" (the kernel's size + 1 and half of it).
 */

#include <signal.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "lapi/rt_sigaction.h"

static void *bad_addr;
static unsigned long *kset;

static long raw(int how, void *set, void *old, size_t size)
{
	return syscall(__NR_rt_sigprocmask, how, set, old, size);
}

static void expect_mask_usr1(const char *why)
{
	sigset_t cur;

	SAFE_SIGPROCMASK(SIG_SETMASK, NULL, &cur);
	TST_EXP_EXPR(sigismember(&cur, SIGUSR1) == 1 && !sigismember(&cur, SIGUSR2),
		     "%s: mask unchanged", why);
}

static void run(void)
{
	const size_t ks = LTK_KERNEL_SIGSETSIZE;
	sigset_t usr1;

	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	TST_EXP_PASS(sigprocmask(SIG_SETMASK, &usr1, NULL), "SIG_SETMASK {SIGUSR1}");
	/* The set the failing calls would install: SIGUSR2 only. */
	kset[0] = 1UL << (SIGUSR2 - 1);

	TST_EXP_FAIL(raw(SIG_SETMASK, bad_addr, NULL, ks), EFAULT, "set outside the address space");
	expect_mask_usr1("EFAULT (set)");
	TST_EXP_FAIL(raw(SIG_SETMASK, NULL, bad_addr, ks), EFAULT,
		     "oldset outside the address space");
	expect_mask_usr1("EFAULT (oldset)");
	TST_EXP_FAIL(raw(3, kset, NULL, ks), EINVAL, "how 3");
	TST_EXP_FAIL(raw(-1, kset, NULL, ks), EINVAL, "how -1");
	expect_mask_usr1("EINVAL (how)");
	TST_EXP_FAIL(raw(SIG_SETMASK, kset, NULL, ks + 1), EINVAL, "sigsetsize %zu", ks + 1);
	TST_EXP_FAIL(raw(SIG_SETMASK, kset, NULL, ks / 2), EINVAL, "sigsetsize %zu", ks / 2);
	expect_mask_usr1("EINVAL (sigsetsize)");

	SAFE_SIGPROCMASK(SIG_SETMASK, &(sigset_t){0}, NULL);
}

static void setup(void)
{
	kset = tst_alloc(LTK_KERNEL_SIGSETSIZE);
	memset(kset, 0, LTK_KERNEL_SIGSETSIZE);
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "rt_sigprocmask() errors: EFAULT, EINVAL, the mask left unchanged",
	.test_all = run,
	.setup = setup,
};
