// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Transparent huge pages back an aligned anonymous region when enabled: with
 * /sys/kernel/mm/transparent_hugepage/enabled at "always" or "madvise" (TCONF at "never" or
 * without THP), a PMD-sized, PMD-aligned private anonymous region advised MADV_HUGEPAGE and
 * touched once per huge page is counted in AnonHugePages of /proc/self/smaps (one huge
 * page per touch: the fault allocated the whole huge page, so all its small pages are
 * resident, mincore), and thp_fault_alloc in /proc/vmstat grows. When the kernel could
 * not find a free huge page it falls back to small pages and counts thp_fault_fallback:
 * that is reported as TCONF (memory too fragmented), not as a failure.
 * With MADV_NOHUGEPAGE instead, the same region gets no huge page.
 */

#include "tst_test.h"
#include "tst_vma.h"

#define NHUGE 2

static size_t hsize;

static long vmstat(const char *name)
{
	char fmt[64];
	long v;

	snprintf(fmt, sizeof(fmt), "%s %%ld", name);
	SAFE_FILE_LINES_SCANF("/proc/vmstat", fmt, &v);
	return v;
}

/* An aligned region of NHUGE huge pages inside a larger reservation. */
static char *aligned_region(char **base, size_t *blen)
{
	char *b;

	*blen = (NHUGE + 1) * hsize;
	b = SAFE_MMAP(NULL, *blen, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	*base = b;
	return (char *)(((unsigned long)b + hsize - 1) & ~(hsize - 1));
}

static void run(void)
{
	long alloc = vmstat("thp_fault_alloc"), fallback = vmstat("thp_fault_fallback");
	char *base, *p;
	size_t blen, i;
	long kb;

	p = aligned_region(&base, &blen);
	if (madvise(p, NHUGE * hsize, MADV_HUGEPAGE))
		tst_brk(TBROK | TERRNO, "madvise(MADV_HUGEPAGE)");
	for (i = 0; i < NHUGE; i++)
		p[i * hsize] = 1;
	kb = tst_vma_smaps_kb(p, "AnonHugePages");
	if (kb == (long)(NHUGE * hsize / 1024) &&
	    tst_vma_resident(p, NHUGE * hsize) == NHUGE * hsize / getpagesize() &&
	    vmstat("thp_fault_alloc") - alloc >= NHUGE)
		tst_res(TPASS, "AnonHugePages %ld kB after %d touches, all pages resident", kb,
			NHUGE);
	else if (vmstat("thp_fault_fallback") > fallback)
		tst_res(TCONF, "no free huge page (thp_fault_fallback grew): memory fragmented");
	else
		tst_res(TFAIL, "AnonHugePages %ld kB (expected %zu), thp_fault_alloc +%ld", kb,
			NHUGE * hsize / 1024, vmstat("thp_fault_alloc") - alloc);
	SAFE_MUNMAP(base, blen);

	p = aligned_region(&base, &blen);
	if (madvise(p, NHUGE * hsize, MADV_NOHUGEPAGE))
		tst_brk(TBROK | TERRNO, "madvise(MADV_NOHUGEPAGE)");
	for (i = 0; i < NHUGE; i++)
		p[i * hsize] = 1;
	kb = tst_vma_smaps_kb(p, "AnonHugePages");
	if (kb)
		tst_res(TFAIL, "MADV_NOHUGEPAGE: AnonHugePages %ld kB", kb);
	else
		tst_res(TPASS, "MADV_NOHUGEPAGE: no huge page");
	SAFE_MUNMAP(base, blen);
}

static void setup(void)
{
	char mode[128];

	if (access("/sys/kernel/mm/transparent_hugepage/enabled", F_OK))
		tst_brk(TCONF, "no transparent huge pages");
	SAFE_FILE_SCANF("/sys/kernel/mm/transparent_hugepage/enabled", "%127[^\n]", mode);
	if (strstr(mode, "[never]"))
		tst_brk(TCONF, "transparent huge pages are disabled: %s", mode);
	SAFE_FILE_SCANF("/sys/kernel/mm/transparent_hugepage/hpage_pmd_size", "%zu", &hsize);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_kconfigs = (const char *const []){"CONFIG_TRANSPARENT_HUGEPAGE", NULL},
};
