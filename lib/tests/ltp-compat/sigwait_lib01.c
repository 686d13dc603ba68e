// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * libsigwait.h as LTP's sigtimedwait tests use it: a table of shared checks run against
 * the libc wrapper and the raw system call.
 */
#include "tst_test.h"
#include "libsigwait.h"

static int my_sigtimedwait(const sigset_t *set, siginfo_t *info, void *timeout)
{
	return sigtimedwait(set, info, timeout);
}

static int sys_sigtimedwait(const sigset_t *set, siginfo_t *info, void *timeout)
{
	return tst_syscall(__NR_rt_sigtimedwait, set, info, timeout, _NSIG / 8);
}

static struct sigwait_test_desc tests[] = {
	{ test_empty_set, SIGUSR1 },
	{ test_unmasked_matching, SIGUSR1 },
	{ test_unmasked_matching_noinfo, SIGUSR1 },
	{ test_masked_matching, SIGUSR1 },
	{ test_masked_matching_rt, -1 },
	{ test_masked_matching_noinfo, SIGUSR1 },
	{ test_bad_address, SIGUSR1 },
	{ test_bad_address2, SIGUSR1 },
	{ test_bad_address3, SIGUSR1 },
	{ test_timeout, 0 },
};

static struct {
	swi_func swi;
	enum tst_ts_type type;
	char *desc;
} variants[] = {
	{ my_sigtimedwait, TST_LIBC_TIMESPEC, "libc sigtimedwait()" },
	{ sys_sigtimedwait, TST_KERN_OLD_TIMESPEC, "rt_sigtimedwait syscall" },
};

static void run(unsigned int i)
{
	struct sigwait_test_desc *tc = &tests[i];
	int signo = tc->signo == -1 ? SIGRTMIN + 1 : tc->signo;

	tc->tf(variants[tst_variant].swi, signo, variants[tst_variant].type);
}

static void setup(void)
{
	tst_res(TINFO, "Testing %s", variants[tst_variant].desc);
	sigwait_setup();
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tests),
	.setup = setup,
	.forks_child = 1,
	.test_variants = ARRAY_SIZE(variants),
};
