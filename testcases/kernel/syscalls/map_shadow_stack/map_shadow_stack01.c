// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * map_shadow_stack(2) (Linux 6.6, x86_64 user shadow stacks,
 * Documentation/arch/x86/shstk.rst) maps shadow stack memory, which ordinary stores may
 * not change (TCONF without "user_shstk" in /proc/cpuinfo):
 * - with SHADOW_STACK_SET_TOKEN, four pages are mapped with VmFlags "ss", readable, a
 *   store raises SIGSEGV, and the top eight bytes hold a restore token (not zero) while
 *   the rest reads zero;
 * - with flags 0 there is no token: all of it reads zero;
 * - an unknown flag fails with EINVAL.
 *
 * Not provoked: the rest of the errors need a CPU with user shadow stacks, where this test
 * runs: EOPNOTSUPP is what such a kernel returns on a CPU without them (the test then
 * TCONFs instead, and a kernel built without CONFIG_X86_USER_SHADOW_STACK has no call:
 * ENOSYS); ENOSPC (a token in under 8 bytes), ERANGE (addr below 4 GiB), EOVERFLOW (size
 * wrapping when rounded up), EEXIST (addr overlapping a mapping) and ENOMEM (no room) are
 * provokable only on such a CPU, and no such CPU was at hand to verify rows for them.
 */

#include <signal.h>
#include <stdint.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"
#include "tst_vma.h"
#include "lapi/syscalls.h"

#ifndef __NR_map_shadow_stack
# define __NR_map_shadow_stack 453
#endif
#ifndef SHADOW_STACK_SET_TOKEN
# define SHADOW_STACK_SET_TOKEN (1ULL << 0)
#endif

#define NPAGES 4

static size_t ps, len;

static void *sys_map_shadow_stack(unsigned long addr, unsigned long size, unsigned int flags)
{
	return (void *)syscall(__NR_map_shadow_stack, addr, size, flags);
}

static void check(unsigned int flags, const char *name)
{
	uint64_t *p = sys_map_shadow_stack(0, len, flags);
	uint64_t top;

	if (p == MAP_FAILED || !p) {
		tst_res(TFAIL | TERRNO, "map_shadow_stack(%s) returned %p", name, p);
		return;
	}
	top = p[len / 8 - 1];
	if (!tst_vma_has_flag(p, "ss"))
		tst_res(TFAIL, "%s: VmFlags lacks 'ss'", name);
	else if (tst_vma_read(p, NULL) || tst_vma_write(p, 1) != SIGSEGV)
		tst_res(TFAIL, "%s: a load faults or a store does not", name);
	else if (p[0] || (flags ? !top : top != 0))
		tst_res(TFAIL, "%s: first word %#llx, token word %#llx", name,
			(unsigned long long)p[0], (unsigned long long)top);
	else
		tst_res(TPASS, "%s: shadow stack ('ss'), stores fault, token %s", name,
			flags ? "at the top" : "absent");
	SAFE_MUNMAP(p, len);
}

static void run(void)
{
	check(SHADOW_STACK_SET_TOKEN, "SHADOW_STACK_SET_TOKEN");
	check(0, "flags 0");
	TST_EXP_FAIL_PTR_VOID(sys_map_shadow_stack(0, len, 0x80), EINVAL,
			      "map_shadow_stack(unknown flag)");
}

static int has_user_shstk(void)
{
	char line[8192];
	FILE *f = SAFE_FOPEN("/proc/cpuinfo", "r");
	int found = 0;

	while (fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "flags", 5)) {
			found = strstr(line, " user_shstk") != NULL;
			break;
		}
	}
	SAFE_FCLOSE(f);
	return found;
}

static void setup(void)
{
	ps = getpagesize();
	len = NPAGES * ps;
	if (!has_user_shstk())
		tst_brk(TCONF, "no user shadow stack (user_shstk in /proc/cpuinfo)");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.min_kver = "6.6",
	.supported_archs = (const char *const []){"x86_64", NULL},
};
