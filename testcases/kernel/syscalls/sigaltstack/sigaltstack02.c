// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sigaltstack(2) errors, in the order of the man page's ERRORS; after each failure the
 * installed alternate stack is unchanged:
 * - EFAULT: ss, then old_ss, outside the address space;
 * - EINVAL: "the ss_flags field contains an invalid flag" (0x1234);
 * - ENOMEM: "The specified size of the new alternate signal stack ss.ss_size was less
 *   than MINSIGSTKSZ" (1 byte);
 * - EPERM: "An attempt was made to change the alternate signal stack while it was active
 *   (i.e., the thread was already executing on the current alternate signal stack)", from
 *   a handler running on it.
 */

#include <signal.h>
#include <stdlib.h>
#include "tst_test.h"

#define STACK_SIZE (64 * 1024)

static char *alt, *alt2;
static void *bad_addr;
static volatile int eperm_ok, eperm_errno;

static void expect_unchanged(const char *why)
{
	stack_t cur;

	memset(&cur, 0, sizeof(cur));
	TST_EXP_PASS_SILENT(sigaltstack(NULL, &cur));
	TST_EXP_EXPR(cur.ss_sp == alt && cur.ss_size == STACK_SIZE && cur.ss_flags == 0,
		     "%s: the installed stack is unchanged", why);
}

static void handler(int sig)
{
	stack_t ss = {.ss_sp = alt2, .ss_size = STACK_SIZE};

	(void)sig;
	eperm_ok = sigaltstack(&ss, NULL) == -1 && errno == EPERM;
	eperm_errno = errno;
}

static void run(void)
{
	stack_t ss = {.ss_sp = alt, .ss_size = STACK_SIZE};
	stack_t other = {.ss_sp = alt2, .ss_size = STACK_SIZE};
	struct sigaction sa = {.sa_handler = handler, .sa_flags = SA_ONSTACK};

	TST_EXP_PASS(sigaltstack(&ss, NULL), "install the stack");

	TST_EXP_FAIL(sigaltstack(bad_addr, NULL), EFAULT, "ss outside the address space");
	TST_EXP_FAIL(sigaltstack(NULL, bad_addr), EFAULT, "old_ss outside the address space");
	expect_unchanged("EFAULT");

	other.ss_flags = 0x1234;
	TST_EXP_FAIL(sigaltstack(&other, NULL), EINVAL, "ss_flags 0x1234");
	expect_unchanged("EINVAL");

	other.ss_flags = 0;
	other.ss_size = 1;
	TST_EXP_FAIL(sigaltstack(&other, NULL), ENOMEM, "ss_size 1 < MINSIGSTKSZ");
	expect_unchanged("ENOMEM");

	sigemptyset(&sa.sa_mask);
	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	eperm_ok = 0;
	SAFE_KILL(getpid(), SIGUSR1);
	TST_EXP_EXPR(eperm_ok, "sigaltstack() from a handler on the stack fails with EPERM (%s)",
		     tst_strerrno(eperm_errno));
	expect_unchanged("EPERM");

	SAFE_SIGNAL(SIGUSR1, SIG_DFL);
	ss.ss_flags = SS_DISABLE;
	TST_EXP_PASS_SILENT(sigaltstack(&ss, NULL));
}

static void setup(void)
{
	alt = SAFE_MALLOC(STACK_SIZE);
	alt2 = SAFE_MALLOC(STACK_SIZE);
	bad_addr = tst_get_bad_addr(NULL);
}

static void cleanup(void)
{
	free(alt);
	free(alt2);
}

static struct tst_test test = {
	.description = "sigaltstack() errors: EFAULT, EINVAL, ENOMEM, EPERM",
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
};
