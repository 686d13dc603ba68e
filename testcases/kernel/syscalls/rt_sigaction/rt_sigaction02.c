// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rt_sigaction(2) errors, by the raw system call, in the order of sigaction(2)'s ERRORS;
 * after each failure the action of the signal is unchanged (still the handler installed
 * before, or SIG_DFL for SIGKILL and SIGSTOP):
 * - EFAULT: act outside the address space; oldact outside it in a query (act NULL: with
 *   both given, the kernel installs act before it fails to write oldact);
 * - EINVAL: signal 0, _NSIG + 1 (64 + 1 on the kernel's side), SIGKILL and SIGSTOP given a
 *   handler or SIG_IGN, and a sigsetsize other than the kernel's sigset size.
 */

#include <signal.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "lapi/rt_sigaction.h"

static struct kernel_sigaction *act, *bad_addr;

static void handler(int sig)
{
	(void)sig;
}

static void expect_handler(int sig, void (*exp)(int), const char *why)
{
	struct sigaction now;

	SAFE_SIGACTION(sig, NULL, &now);
	TST_EXP_EXPR(now.sa_handler == exp, "%s: action of signal %d unchanged", why, sig);
}

static long raw(int sig, void *new, void *old, size_t size)
{
	return syscall(__NR_rt_sigaction, sig, new, old, size);
}

static void run(void)
{
	const size_t ks = LTK_KERNEL_SIGSETSIZE;

	SAFE_SIGNAL(SIGUSR1, handler);
	act->k_sa_handler = SIG_IGN;

	TST_EXP_FAIL(raw(SIGUSR1, bad_addr, NULL, ks), EFAULT, "act outside the address space");
	expect_handler(SIGUSR1, handler, "EFAULT");
	TST_EXP_FAIL(raw(SIGUSR1, NULL, bad_addr, ks), EFAULT,
		     "oldact outside the address space (a query)");
	expect_handler(SIGUSR1, handler, "EFAULT (oldact)");

	TST_EXP_FAIL(raw(0, act, NULL, ks), EINVAL, "signal 0");
	TST_EXP_FAIL(raw(LTK_KERNEL_NSIG + 1, act, NULL, ks), EINVAL, "signal %d",
		     LTK_KERNEL_NSIG + 1);
	TST_EXP_FAIL(raw(SIGKILL, act, NULL, ks), EINVAL, "SIGKILL to SIG_IGN");
	expect_handler(SIGKILL, SIG_DFL, "SIGKILL");
	TST_EXP_FAIL(raw(SIGSTOP, act, NULL, ks), EINVAL, "SIGSTOP to SIG_IGN");
	expect_handler(SIGSTOP, SIG_DFL, "SIGSTOP");
	act->k_sa_handler = handler;
	TST_EXP_FAIL(raw(SIGKILL, act, NULL, ks), EINVAL, "SIGKILL to a handler");
	expect_handler(SIGKILL, SIG_DFL, "SIGKILL");
	act->k_sa_handler = SIG_IGN;
	TST_EXP_FAIL(raw(SIGUSR1, act, NULL, ks + 1), EINVAL, "sigsetsize %zu", ks + 1);
	TST_EXP_FAIL(raw(SIGUSR1, act, NULL, ks / 2), EINVAL, "sigsetsize %zu", ks / 2);
	expect_handler(SIGUSR1, handler, "EINVAL (sigsetsize)");

	SAFE_SIGNAL(SIGUSR1, SIG_DFL);
}

static void setup(void)
{
	act = tst_alloc(sizeof(*act));
	memset(act, 0, sizeof(*act));
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "rt_sigaction() errors: EFAULT, EINVAL, the action left unchanged",
	.test_all = run,
	.setup = setup,
};
