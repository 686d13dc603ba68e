// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mlockall(2) and munlockall(2), each case in a child (the locks are per process):
 * - MCL_CURRENT: "Lock all pages which are currently mapped": a mapping made before the
 *   call is resident and has VmFlags "lo", VmLck covers at least it; a mapping made after
 *   is not locked;
 * - MCL_FUTURE: "Lock all pages which will become mapped ... in the future": a mapping made
 *   after the call is locked and resident before any access, one made before is not;
 * - MCL_FUTURE | MCL_ONFAULT: a later mapping is locked ("lo") but not populated (no page
 *   resident);
 * - MCL_CURRENT | MCL_ONFAULT: an existing mapping is marked, its untouched pages stay
 *   non-resident;
 * - munlockall() "unlocks all pages mapped into the address space": VmLck 0, no "lo", and
 *   a mapping made afterwards is not locked (MCL_FUTURE is cleared too).
 */

#include <stdlib.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "../mlock/mlock_common.h"

#ifndef MCL_ONFAULT
# define MCL_ONFAULT 4
#endif

#define NPAGES 4

static size_t ps, len;

static char *new_map(void)
{
	return SAFE_MMAP(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
}

static int expect(char *p, int lo, int onfault, size_t resident, const char *what)
{
	int got_lo = tst_vma_has_flag(p, "lo");
	size_t res = tst_vma_resident(p, len);

	/* onfault (VmFlags "lf") is seen through residency: not every kernel shows "lf" */
	(void)onfault;
	if (got_lo != lo || res != resident) {
		tst_res(TFAIL, "%s: 'lo' %d, %zu pages resident; expected %d, %zu", what, got_lo,
			res, lo, resident);
		return 1;
	}
	return 0;
}

static void current(void)
{
	char *before = new_map(), *after;

	TST_EXP_PASS(mlockall(MCL_CURRENT), "mlockall(MCL_CURRENT)");
	after = new_map();
	if (!expect(before, 1, 0, NPAGES, "MCL_CURRENT, earlier mapping") &&
	    !expect(after, 0, 0, 0, "MCL_CURRENT, later mapping") &&
	    vm_lck_kb() >= (long)(len / 1024))
		tst_res(TPASS, "MCL_CURRENT: the earlier mapping locked and resident, the later "
			"one not; VmLck %ld kB", vm_lck_kb());
}

static void future(void)
{
	char *before = new_map(), *after;

	TST_EXP_PASS(mlockall(MCL_FUTURE), "mlockall(MCL_FUTURE)");
	after = new_map();
	if (!expect(before, 0, 0, 0, "MCL_FUTURE, earlier mapping") &&
	    !expect(after, 1, 0, NPAGES, "MCL_FUTURE, later mapping"))
		tst_res(TPASS, "MCL_FUTURE: the later mapping locked and resident, the earlier "
			"one not");
}

static void future_onfault(void)
{
	char *after;

	TST_EXP_PASS(mlockall(MCL_FUTURE | MCL_ONFAULT), "mlockall(MCL_FUTURE | MCL_ONFAULT)");
	after = new_map();
	if (!expect(after, 1, 1, 0, "MCL_FUTURE | MCL_ONFAULT, later mapping"))
		tst_res(TPASS, "MCL_FUTURE | MCL_ONFAULT: the later mapping marked, not populated");
}

static void current_onfault(void)
{
	char *before = new_map();

	before[0] = 1;
	TST_EXP_PASS(mlockall(MCL_CURRENT | MCL_ONFAULT),
		     "mlockall(MCL_CURRENT | MCL_ONFAULT)");
	if (!expect(before, 1, 1, 1, "MCL_CURRENT | MCL_ONFAULT, earlier mapping"))
		tst_res(TPASS, "MCL_CURRENT | MCL_ONFAULT: marked, the touched page only resident");
}

static void unlock_all(void)
{
	char *before = new_map(), *after;

	if (mlockall(MCL_CURRENT | MCL_FUTURE))
		tst_brk(TBROK | TERRNO, "mlockall(MCL_CURRENT | MCL_FUTURE)");
	TST_EXP_PASS(sys_munlockall(), "munlockall()");
	after = new_map();
	if (vm_lck_kb())
		tst_res(TFAIL, "munlockall(): VmLck %ld kB, expected 0", vm_lck_kb());
	else if (!expect(before, 0, 0, NPAGES, "munlockall(), earlier mapping") &&
		 !expect(after, 0, 0, 0, "munlockall(), later mapping"))
		tst_res(TPASS, "munlockall(): VmLck 0, nothing locked, MCL_FUTURE cleared");
}

static void (*const cases[])(void) = {current, future, future_onfault, current_onfault,
				      unlock_all};

static void run(unsigned int i)
{
	if (!SAFE_FORK()) {
		cases[i]();
		exit(0);
	}
}

static void setup(void)
{
	ps = getpagesize();
	len = NPAGES * ps;
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(cases),
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};
