// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mlock2(2) (Linux 4.4):
 * - flags 0: "mlock2() behaves exactly the same as mlock()": the range is resident and
 *   locked (VmLck, VmFlags "lo");
 * - MLOCK_ONFAULT: "Lock pages that are currently resident and mark the entire range so
 *   that the remaining nonresident pages are locked when they are populated by a page
 *   fault": of four pages with one touched before the call, one page is resident and
 *   locked (smaps Locked), the whole range is marked (VmFlags "lo", VmLck counts it; the
 *   "lf" flag is not shown by every kernel, 6.1 lacks it); touching a second page makes it
 *   resident and locked (Locked grows);
 * - errors: EINVAL for an unknown flag, EINVAL for addr + len wrapping, ENOMEM for a range
 *   starting at an unmapped page, EPERM for a caller without CAP_IPC_LOCK whose
 *   RLIMIT_MEMLOCK is 0 (a child as nobody; TCONF when not run as root); after each,
 *   VmLck and VmFlags are unchanged. The wrapping case is TCONF for a 32-bit program on a
 *   64-bit kernel, which widens addr and len before adding them.
 *
 * Not provoked: EAGAIN "Some or all of the specified address range could not be locked":
 * Linux returns it only when it cannot fault the pages in for reasons other than the
 * above (memory exhausted); ENOMEM of RLIMIT_MEMLOCK and of vm.max_map_count are the same
 * code as mlock()'s, checked by mlock02.
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/resource.h>
#include "tst_test.h"
#include "tst_kernel.h"
#include "tst_vma.h"
#include "lapi/syscalls.h"
#include "../mlock/mlock_common.h"

#ifndef MLOCK_ONFAULT
# define MLOCK_ONFAULT 0x01
#endif

static size_t ps;
static char *hole;

static int sys_mlock2(void *addr, size_t len, unsigned int flags)
{
	return tst_syscall(__NR_mlock2, addr, len, flags);
}

static void test_flags0(void)
{
	long base = vm_lck_kb();
	char *p = SAFE_MMAP(NULL, 4 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			    -1, 0);
	size_t res;

	TST_EXP_PASS(sys_mlock2(p, 4 * ps, 0), "mlock2(4 pages, 0)");
	res = tst_vma_resident(p, 4 * ps);
	if (res != 4 || vm_lck_kb() != base + (long)(4 * ps / 1024) || !tst_vma_has_flag(p, "lo"))
		tst_res(TFAIL, "mlock2(0): %zu pages resident, VmLck %ld kB (base %ld), 'lo' %d",
			res, vm_lck_kb(), base, tst_vma_has_flag(p, "lo"));
	else
		tst_res(TPASS, "mlock2(0): all 4 pages resident and locked");
	SAFE_MUNMAP(p, 4 * ps);
}

static void test_onfault(void)
{
	long base = vm_lck_kb(), page_kb = ps / 1024, locked;
	char *p = SAFE_MMAP(NULL, 4 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			    -1, 0);
	size_t res;

	p[0] = 1;
	TST_EXP_PASS(sys_mlock2(p, 4 * ps, MLOCK_ONFAULT), "mlock2(4 pages, MLOCK_ONFAULT)");
	res = tst_vma_resident(p, 4 * ps);
	locked = tst_vma_smaps_kb(p, "Locked");
	if (res != 1 || locked != page_kb)
		tst_res(TFAIL, "MLOCK_ONFAULT: %zu pages resident (expected 1), smaps Locked "
			"%ld kB (expected %ld)", res, locked, page_kb);
	else if (vm_lck_kb() != base + 4 * page_kb)
		tst_res(TFAIL, "MLOCK_ONFAULT: VmLck %ld kB, expected the whole range, %ld",
			vm_lck_kb(), base + 4 * page_kb);
	else if (!tst_vma_has_flag(p, "lo"))
		tst_res(TFAIL, "MLOCK_ONFAULT: VmFlags lacks 'lo'");
	else
		tst_res(TPASS, "MLOCK_ONFAULT: only the touched page resident and locked, the "
			"range marked ('lo', VmLck)");
	p[2 * ps] = 1;
	locked = tst_vma_smaps_kb(p, "Locked");
	if (locked != 2 * page_kb)
		tst_res(TFAIL, "MLOCK_ONFAULT: after a fault smaps Locked %ld kB, expected %ld",
			locked, 2 * page_kb);
	else
		tst_res(TPASS, "MLOCK_ONFAULT: a faulted page is locked (Locked %ld kB)", locked);
	SAFE_MUNMAP(p, 4 * ps);
}

static void test_errors(void)
{
	long base = vm_lck_kb();

	TST_EXP_FAIL(sys_mlock2(hole, ps, 0x80), EINVAL, "mlock2() unknown flag");
	if (tst_is_compat_mode())
		tst_res(TCONF, "mlock2() addr + len wraps: a 64-bit kernel adds a 32-bit "
			"program's addr and len without wrapping");
	else
		TST_EXP_FAIL(sys_mlock2(hole, -2 * ps, 0), EINVAL, "mlock2() addr + len wraps");
	TST_EXP_FAIL(sys_mlock2(hole + ps, ps, 0), ENOMEM,
		     "mlock2() range starting at an unmapped page");
	if (vm_lck_kb() != base || tst_vma_has_flag(hole, "lo"))
		tst_res(TFAIL, "a failed mlock2() locked memory: VmLck %ld kB, before %ld",
			vm_lck_kb(), base);
}

/* in a child: nobody, without CAP_IPC_LOCK, with RLIMIT_MEMLOCK 0 */
static void test_eperm(void)
{
	struct rlimit rl = {0, 0};
	struct passwd *pw;

	if (geteuid()) {
		tst_res(TCONF, "mlock2() EPERM: needs root to become nobody");
		return;
	}
	pw = SAFE_GETPWNAM("nobody");
	if (SAFE_FORK())
		return;
	SAFE_SETRLIMIT(RLIMIT_MEMLOCK, &rl);
	SAFE_SETUID(pw->pw_uid);
	TST_EXP_FAIL(sys_mlock2(hole, ps, 0), EPERM,
		     "mlock2() without CAP_IPC_LOCK, RLIMIT_MEMLOCK 0");
	if (vm_lck_kb() || tst_vma_has_flag(hole, "lo"))
		tst_res(TFAIL, "the failed mlock2() locked memory: VmLck %ld kB", vm_lck_kb());
	exit(0);
}

static void run(void)
{
	test_flags0();
	test_onfault();
	test_errors();
	test_eperm();
	tst_reap_children();
}

static void setup(void)
{
	ps = getpagesize();
	hole = SAFE_MMAP(NULL, 2 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
			 0);
	SAFE_MUNMAP(hole + ps, ps);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.min_kver = "4.4",
	.forks_child = 1,
};
