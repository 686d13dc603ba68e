// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mlock(2) and munlock(2):
 * - mlock() of two of four pages of fresh anonymous memory: "All pages that contain a part
 *   of the specified address range are guaranteed to be resident in RAM when the call
 *   returns" (mincore: the two pages and not the others), VmLck in /proc/self/status grows
 *   by two pages, smaps marks exactly those pages locked (VmFlags "lo", Locked);
 * - a range that starts inside a page and ends inside the next locks both ("performed in
 *   units of whole pages");
 * - "Memory locks do not stack": locked twice and unlocked once, the pages are unlocked
 *   (VmLck back, no "lo");
 * - "Memory locks are not inherited by a child created via fork(2)": the child's VmLck is
 *   0 and its copy of the mapping has no "lo";
 * - "locks ... are automatically removed ... if [the pages] are unmapped via munmap(2)":
 *   VmLck drops after munmap().
 */

#include <stdlib.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "mlock_common.h"

static size_t ps;

static void expect_locked(char *p, size_t pages, long base, const char *what)
{
	long vmlck = vm_lck_kb();
	long exp = base + (long)(pages * ps / 1024);
	size_t res = tst_vma_resident(p, 4 * ps);
	int lo = tst_vma_has_flag(p + ps, "lo"), lo_out = tst_vma_has_flag(p + 3 * ps, "lo");

	if (vmlck != exp)
		tst_res(TFAIL, "%s: VmLck %ld kB, expected %ld", what, vmlck, exp);
	else if (pages && (res != 2 || !lo || lo_out))
		tst_res(TFAIL, "%s: %zu pages resident (expected 2), 'lo' %d inside, %d outside",
			what, res, lo, lo_out);
	else if (!pages && lo)
		tst_res(TFAIL, "%s: the pages still have VmFlags 'lo'", what);
	else
		tst_res(TPASS, "%s: VmLck %ld kB%s", what, vmlck,
			pages ? ", the two pages resident and 'lo'" : ", no 'lo'");
}

static void run(void)
{
	long base = vm_lck_kb();
	char *p = SAFE_MMAP(NULL, 4 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			    -1, 0);

	TST_EXP_PASS(mlock(p + ps, 2 * ps), "mlock(pages 1-2)");
	expect_locked(p, 2, base, "mlock()");
	if (tst_vma_smaps_kb(p + ps, "Locked") != (long)(2 * ps / 1024))
		tst_res(TFAIL, "smaps Locked is %ld kB, expected %zu",
			tst_vma_smaps_kb(p + ps, "Locked"), 2 * ps / 1024);

	if (!SAFE_FORK()) {
		if (vm_lck_kb() || tst_vma_has_flag(p + ps, "lo"))
			tst_res(TFAIL, "the child inherited the lock (VmLck %ld kB)", vm_lck_kb());
		else
			tst_res(TPASS, "the child has no lock (VmLck 0, no 'lo')");
		exit(0);
	}
	tst_reap_children();

	TST_EXP_PASS(mlock(p + ps, 2 * ps), "mlock(pages 1-2) again");
	TST_EXP_PASS(sys_munlock(p + ps, 2 * ps), "munlock(pages 1-2)");
	expect_locked(p, 0, base, "locked twice, unlocked once");

	TST_EXP_PASS(mlock(p + 2 * ps - 1, 2), "mlock(2 bytes across pages 1 and 2)");
	expect_locked(p, 2, base, "mlock() of two bytes across a page boundary");
	SAFE_MUNMAP(p, 4 * ps);
	if (vm_lck_kb() != base)
		tst_res(TFAIL, "after munmap() VmLck is %ld kB, expected %ld", vm_lck_kb(), base);
	else
		tst_res(TPASS, "munmap() removed the lock (VmLck %ld kB)", base);
}

static void setup(void)
{
	ps = getpagesize();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
};
