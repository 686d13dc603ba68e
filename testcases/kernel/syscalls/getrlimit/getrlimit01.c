// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getrlimit(2) (the getrlimit system call by number: the C library's getrlimit() uses
 * prlimit64) returns the soft and hard limits, compared with the values set (through
 * prlimit64) and with /proc/self/limits, for RLIMIT_NOFILE (123/456), RLIMIT_FSIZE
 * (unlimited/unlimited as RLIM_INFINITY) and RLIMIT_NPROC, in a child.
 * Errors, in the order of the man page's ERRORS: EFAULT for rlim outside the address
 * space; EINVAL for resource 99.
 *
 * The call's struct is the kernel's (two unsigned longs, 32-bit in a 32-bit program, where
 * RLIM_INFINITY reads as 0xffffffff), not the C library's struct rlimit (64-bit fields with
 * _FILE_OFFSET_BITS=64).
 *
 * Not provoked: EPERM and ESRCH (only setrlimit() and prlimit() raise them).
 */

#include <limits.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "../setrlimit/sys_rlimit.h"

static void *bad_addr;

/* A limit as the kernel's unsigned long shows it: the compat call caps it at ULONG_MAX. */
static unsigned long as_kernel(rlim_t v)
{
	return v > ULONG_MAX ? ULONG_MAX : v;
}

static void expect_get(int res, const char *name, unsigned long cur, unsigned long max)
{
	struct sys_rlimit rl = {7, 7};

	TEST(sys_getrlimit(res, &rl));
	TST_EXP_EXPR(!TST_RET && rl.rlim_cur == cur && rl.rlim_max == max,
		     "getrlimit(%s) = %llu/%llu (expected %llu/%llu)", name,
		     (unsigned long long)rl.rlim_cur, (unsigned long long)rl.rlim_max,
		     (unsigned long long)cur, (unsigned long long)max);
}

static void run(void)
{
	struct rlimit rl = {123, 456}, inf = {RLIM_INFINITY, RLIM_INFINITY}, nproc;
	struct sys_rlimit krl;
	unsigned long long soft = 0, hard = 0;

	if (!SAFE_FORK()) {
		TST_EXP_PASS(setrlimit(RLIMIT_NOFILE, &rl), "set RLIMIT_NOFILE 123/456");
		TST_EXP_PASS(setrlimit(RLIMIT_FSIZE, &inf), "set RLIMIT_FSIZE unlimited");
		expect_get(RLIMIT_NOFILE, "RLIMIT_NOFILE", 123, 456);
		SAFE_FILE_LINES_SCANF("/proc/self/limits", "Max open files %llu %llu", &soft,
				      &hard);
		TST_EXP_EXPR(soft == 123 && hard == 456, "/proc/self/limits agrees");
		expect_get(RLIMIT_FSIZE, "RLIMIT_FSIZE", as_kernel(RLIM_INFINITY),
			   as_kernel(RLIM_INFINITY));
		TST_EXP_PASS(getrlimit(RLIMIT_NPROC, &nproc), "read RLIMIT_NPROC");
		nproc.rlim_cur = nproc.rlim_max > 1000 ? 1000 : nproc.rlim_max;
		TST_EXP_PASS(setrlimit(RLIMIT_NPROC, &nproc), "set RLIMIT_NPROC soft limit");
		expect_get(RLIMIT_NPROC, "RLIMIT_NPROC", as_kernel(nproc.rlim_cur),
			   as_kernel(nproc.rlim_max));

		TST_EXP_FAIL(sys_getrlimit(RLIMIT_NOFILE, bad_addr), EFAULT,
			     "rlim outside the address space");
		TST_EXP_FAIL(sys_getrlimit(99, &krl), EINVAL, "resource 99");
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "getrlimit(): the limits set, as /proc shows them; EFAULT, EINVAL",
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
};
