// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * KSM merges identical pages of MADV_MERGEABLE memory (Documentation/admin-guide/mm/ksm.rst):
 * with ksmd running (/sys/kernel/mm/ksm/run 1, scanning 1000 pages every 10 ms; the old
 * settings are restored), 64 pages of identical content and 32 pages of distinct content
 * are advised MADV_MERGEABLE; once ksmd has completed four full scans after that (a page
 * is merged when it is seen unchanged in two scans; the first may have begun earlier):
 * - /proc/self/ksm_merging_pages counts the 64 identical pages and none of the others, and
 *   so does the "KSM" field of /proc/self/smaps (Linux 6.7; not checked before);
 * - the merged pages still read their data, and a store into one of them (copy on write)
 *   changes only that page, which leaves KSM (smaps: one page less);
 * - MADV_UNMERGEABLE unmerges at once: smaps KSM drops to 0, data unchanged
 *   (ksm_merging_pages follows only at ksmd's next scan, so it is not used there).
 */

#include <stdio.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"
#include "tst_vma.h"

#define SAME 64
#define DISTINCT 32
#define KSM "/sys/kernel/mm/ksm/"

static size_t ps, len;
static int have_smaps_ksm;

static long ksm_kb(char *p)
{
	return tst_vma_smaps_kb(p, "KSM");
}

static int smaps_has_ksm(void)
{
	char line[256];
	FILE *f = SAFE_FOPEN("/proc/self/smaps", "r");
	int found = 0;

	while (!found && fgets(line, sizeof(line), f))
		found = !strncmp(line, "KSM:", 4);
	SAFE_FCLOSE(f);
	return found;
}

static long merging_pages(void)
{
	long n;

	SAFE_FILE_SCANF("/proc/self/ksm_merging_pages", "%ld", &n);
	return n;
}

static long full_scans(void)
{
	long n;

	SAFE_FILE_SCANF(KSM "full_scans", "%ld", &n);
	return n;
}

static int check_data(char *p, const char *what)
{
	size_t i;

	for (i = 0; i < SAME; i++) {
		if (p[i * ps] != 'k' || p[i * ps + ps - 1] != 'k') {
			tst_res(TFAIL, "%s: identical page %zu reads '%c'", what, i, p[i * ps]);
			return 1;
		}
	}
	for (i = 0; i < DISTINCT; i++) {
		if (*(size_t *)(p + (SAME + i) * ps) != i) {
			tst_res(TFAIL, "%s: distinct page %zu changed", what, i);
			return 1;
		}
	}
	return 0;
}

static void run(void)
{
	char *p = SAFE_MMAP(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			    -1, 0);
	long start, merged = 0;
	int waited;
	size_t i;

	memset(p, 'k', SAME * ps);
	for (i = 0; i < DISTINCT; i++) {
		memset(p + (SAME + i) * ps, 'd', ps);
		*(size_t *)(p + (SAME + i) * ps) = i;
	}
	TST_EXP_PASS(madvise(p, len, MADV_MERGEABLE), "madvise(MADV_MERGEABLE)");
	start = full_scans();
	for (waited = 0; waited < 30000 && full_scans() < start + 4; waited += 10)
		usleep(10000);
	if (full_scans() < start + 4)
		tst_brk(TBROK, "ksmd did not complete four scans in 30 s");
	merged = merging_pages();
	if (merged != SAME)
		tst_res(TFAIL, "ksm_merging_pages %ld, expected %d", merged, SAME);
	else
		tst_res(TPASS, "the %d identical pages are merged, the %d others not", SAME,
			DISTINCT);
	if (have_smaps_ksm && ksm_kb(p) != (long)(SAME * ps / 1024))
		tst_res(TFAIL, "smaps KSM %ld kB, expected %zu", ksm_kb(p), SAME * ps / 1024);
	check_data(p, "merged");

	p[5 * ps + 1] = 'c';
	if (p[5 * ps + 1] != 'c' || p[4 * ps + 1] != 'k' || p[6 * ps + 1] != 'k')
		tst_res(TFAIL, "a store into a merged page changed other pages");
	else if (have_smaps_ksm && ksm_kb(p) != (long)((SAME - 1) * ps / 1024))
		tst_res(TFAIL, "after a store smaps KSM is %ld kB, expected %zu", ksm_kb(p),
			(SAME - 1) * ps / 1024);
	else
		tst_res(TPASS, "a store into a merged page changed only that page");
	p[5 * ps + 1] = 'k';

	TST_EXP_PASS(madvise(p, len, MADV_UNMERGEABLE), "madvise(MADV_UNMERGEABLE)");
	if (have_smaps_ksm && ksm_kb(p))
		tst_res(TFAIL, "after MADV_UNMERGEABLE smaps KSM is %ld kB", ksm_kb(p));
	else if (!check_data(p, "unmerged"))
		tst_res(TPASS, "MADV_UNMERGEABLE: %sdata unchanged",
			have_smaps_ksm ? "nothing merged (smaps KSM 0), " : "");
	SAFE_MUNMAP(p, len);
}

static void setup(void)
{
	ps = getpagesize();
	len = (SAME + DISTINCT) * ps;
	if (access("/proc/self/ksm_merging_pages", F_OK))
		tst_brk(TCONF, "no /proc/self/ksm_merging_pages (Linux 5.19)");
	have_smaps_ksm = smaps_has_ksm();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_KSM", NULL},
	.save_restore = (const struct tst_path_val[]) {
		{KSM "run", "1", TST_SR_TCONF},
		{KSM "pages_to_scan", "1000", TST_SR_TCONF},
		{KSM "sleep_millisecs", "10", TST_SR_TCONF},
		{}
	},
};
