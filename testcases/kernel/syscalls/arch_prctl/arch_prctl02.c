// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * arch_prctl(2) on x86_64, ARCH_GET_CPUID and ARCH_SET_CPUID, and the ERRORS.
 * - ARCH_GET_CPUID returns 1: the cpuid instruction is enabled;
 * - where the CPU supports CPUID faulting ("cpuid_fault" in /proc/cpuinfo), a child calls
 *   ARCH_SET_CPUID(0): ARCH_GET_CPUID then returns 0 and executing cpuid kills it with
 *   SIGSEGV, which the parent sees in the wait status;
 * ERRORS, in the man page's order:
 * - EFAULT: ARCH_GET_FS with addr outside the address space;
 * - EINVAL: an unknown code (0x1fff);
 * - ENODEV: ARCH_SET_CPUID without CPUID faulting (only where the CPU lacks it);
 * - EPERM: ARCH_SET_FS with a non-canonical address (1 << 47), in a child; afterwards the
 *   FS base is unchanged.
 *
 * Not provoked: ENODEV on a CPU with CPUID faulting (there ARCH_SET_CPUID succeeds and is
 * tested above instead).
 */

#include <stdlib.h>
#include <string.h>
#include <asm/prctl.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"

#ifdef __x86_64__

static int cpuid_fault;
static void *bad_addr;

static long sys_arch_prctl(int code, unsigned long addr)
{
	return syscall(__NR_arch_prctl, code, addr);
}

static void cpuid_insn(void)
{
	unsigned int a = 0, b, c = 0, d;

	asm volatile ("cpuid" : "+a" (a), "=b" (b), "+c" (c), "=d" (d));
}

static void test_cpuid(void)
{
	int status;
	pid_t pid;

	TST_EXP_VAL(sys_arch_prctl(ARCH_GET_CPUID, 0), 1, "ARCH_GET_CPUID");
	if (!cpuid_fault) {
		tst_res(TCONF, "no cpuid_fault in /proc/cpuinfo: ARCH_SET_CPUID(0) not tested");
		return;
	}
	pid = SAFE_FORK();
	if (!pid) {
		/* No core file from the expected SIGSEGV. */
		SAFE_PRCTL(PR_SET_DUMPABLE, 0, 0, 0, 0);
		TST_EXP_PASS(sys_arch_prctl(ARCH_SET_CPUID, 0), "ARCH_SET_CPUID(0)");
		TST_EXP_VAL(sys_arch_prctl(ARCH_GET_CPUID, 0), 0, "ARCH_GET_CPUID after it");
		cpuid_insn();
		exit(0);
	}
	SAFE_WAITPID(pid, &status, 0);
	if (WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV)
		tst_res(TPASS, "cpuid after ARCH_SET_CPUID(0) raised SIGSEGV");
	else
		tst_res(TFAIL, "cpuid after ARCH_SET_CPUID(0): %s, expected SIGSEGV",
			tst_strstatus(status));
}

static void test_errors(void)
{
	unsigned long before = 0, after = 0;
	pid_t pid;

	TST_EXP_FAIL(sys_arch_prctl(ARCH_GET_FS, (unsigned long)bad_addr), EFAULT,
		     "ARCH_GET_FS to a bad address");
	TST_EXP_FAIL(sys_arch_prctl(0x1fff, 0), EINVAL, "unknown code 0x1fff");
	if (!cpuid_fault)
		TST_EXP_FAIL(sys_arch_prctl(ARCH_SET_CPUID, 0), ENODEV, "ARCH_SET_CPUID(0)");

	pid = SAFE_FORK();
	if (!pid) {
		SAFE_PRCTL(PR_SET_DUMPABLE, 0, 0, 0, 0);
		sys_arch_prctl(ARCH_GET_FS, (unsigned long)&before);
		TST_EXP_FAIL(sys_arch_prctl(ARCH_SET_FS, 1UL << 47), EPERM,
			     "ARCH_SET_FS to a non-canonical address");
		sys_arch_prctl(ARCH_GET_FS, (unsigned long)&after);
		if (after != before)
			tst_res(TFAIL, "FS base 0x%lx, was 0x%lx", after, before);
		exit(0);
	}
	tst_reap_children();
}

static void run(void)
{
	test_cpuid();
	test_errors();
}

static void setup(void)
{
	char line[4096];
	FILE *f = SAFE_FOPEN("/proc/cpuinfo", "r");

	while (fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "flags", 5)) {
			cpuid_fault = !!strstr(line, " cpuid_fault");
			break;
		}
	}
	SAFE_FCLOSE(f);
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
};

#else
TST_TEST_TCONF("arch_prctl CPUID tests are for x86_64");
#endif
