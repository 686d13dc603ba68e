// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * madvise(2) advice that sets a property of the mapping, checked in /proc/self/smaps
 * (VmFlags) and, for fork, in a child:
 * - MADV_WIPEONFORK (Linux 4.14): "the child process will see the memory in this range as
 *   if it were newly allocated": the child reads zero, the parent keeps its data; VmFlags
 *   "wf"; MADV_KEEPONFORK undoes it (the child sees the data, no "wf");
 * - MADV_DONTFORK: "Do not make the pages in this range available to the child after a
 *   fork(2)": a child's load faults (SIGSEGV); VmFlags "dc"; MADV_DOFORK undoes it;
 * - MADV_HUGEPAGE / MADV_NOHUGEPAGE: VmFlags "hg" / "nh" (kernels with transparent huge
 *   pages, /sys/kernel/mm/transparent_hugepage);
 * - MADV_MERGEABLE / MADV_UNMERGEABLE: VmFlags "mg" set and cleared (kernels with KSM,
 *   /sys/kernel/mm/ksm);
 * - MADV_SEQUENTIAL / MADV_RANDOM: VmFlags "sr" / "rr", MADV_NORMAL clears them.
 * Only the pages of the range change: a flag set on the middle page splits the mapping
 * and the pages around it do not get the flag.
 */

#include <signal.h>
#include <stdlib.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "madvise_lapi.h"

static size_t ps;
static char *p;
static int have_thp, have_ksm;

static void expect_flag(const char *flag, int set, const char *name)
{
	int mid = tst_vma_has_flag(p + ps, flag);
	int lo = tst_vma_has_flag(p, flag), hi = tst_vma_has_flag(p + 2 * ps, flag);

	if (mid != set || lo || hi)
		tst_res(TFAIL, "%s: VmFlags '%s' is %s on the page, %s/%s around it", name, flag,
			mid ? "set" : "clear", lo ? "set" : "clear", hi ? "set" : "clear");
	else
		tst_res(TPASS, "%s: VmFlags '%s' %s on the page only", name, flag,
			set ? "set" : "clear");
}

static void advise(int advice, const char *name)
{
	TST_EXP_PASS(madvise(p + ps, ps, advice), "madvise(%s)", name);
}

/* What a child sees at p + ps: 0 faults, otherwise the byte read (and 1 for zero). */
static void expect_child(int exp_sig, char exp, const char *name)
{
	if (!SAFE_FORK()) {
		char c = 0;
		int sig = tst_vma_read(p + ps, &c);

		if (sig != exp_sig || (!sig && c != exp))
			tst_res(TFAIL, "%s: the child's load gives signal %d, byte 0x%02x; "
				"expected signal %d, byte 0x%02x", name, sig, c, exp_sig, exp);
		else
			tst_res(TPASS, "%s: the child %s", name, sig ? "faults" :
				c ? "sees the data" : "reads zero");
		exit(0);
	}
	tst_reap_children();
	if (p[ps] != 'd')
		tst_res(TFAIL, "%s: the parent's data changed", name);
}

static void run(void)
{
	p = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	memset(p, 'd', 3 * ps);

	advise(MADV_WIPEONFORK, "MADV_WIPEONFORK");
	expect_flag("wf", 1, "MADV_WIPEONFORK");
	expect_child(0, 0, "MADV_WIPEONFORK");
	advise(MADV_KEEPONFORK, "MADV_KEEPONFORK");
	expect_flag("wf", 0, "MADV_KEEPONFORK");
	expect_child(0, 'd', "MADV_KEEPONFORK");

	advise(MADV_DONTFORK, "MADV_DONTFORK");
	expect_flag("dc", 1, "MADV_DONTFORK");
	expect_child(SIGSEGV, 0, "MADV_DONTFORK");
	advise(MADV_DOFORK, "MADV_DOFORK");
	expect_flag("dc", 0, "MADV_DOFORK");
	expect_child(0, 'd', "MADV_DOFORK");

	if (have_thp) {
		advise(MADV_HUGEPAGE, "MADV_HUGEPAGE");
		expect_flag("hg", 1, "MADV_HUGEPAGE");
		advise(MADV_NOHUGEPAGE, "MADV_NOHUGEPAGE");
		expect_flag("nh", 1, "MADV_NOHUGEPAGE");
		expect_flag("hg", 0, "MADV_NOHUGEPAGE");
	} else {
		tst_res(TCONF, "no transparent huge pages: MADV_HUGEPAGE not checked");
	}

	if (have_ksm) {
		advise(MADV_MERGEABLE, "MADV_MERGEABLE");
		expect_flag("mg", 1, "MADV_MERGEABLE");
		advise(MADV_UNMERGEABLE, "MADV_UNMERGEABLE");
		expect_flag("mg", 0, "MADV_UNMERGEABLE");
	} else {
		tst_res(TCONF, "no KSM: MADV_MERGEABLE not checked");
	}

	advise(MADV_SEQUENTIAL, "MADV_SEQUENTIAL");
	expect_flag("sr", 1, "MADV_SEQUENTIAL");
	advise(MADV_RANDOM, "MADV_RANDOM");
	expect_flag("rr", 1, "MADV_RANDOM");
	expect_flag("sr", 0, "MADV_RANDOM");
	advise(MADV_NORMAL, "MADV_NORMAL");
	expect_flag("rr", 0, "MADV_NORMAL");

	SAFE_MUNMAP(p, 3 * ps);
}

static void setup(void)
{
	ps = getpagesize();
	have_thp = !access("/sys/kernel/mm/transparent_hugepage/enabled", F_OK);
	have_ksm = !access("/sys/kernel/mm/ksm/run", F_OK);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
};
