// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Huge page reservation. The pool is grown by what is missing from its free pages rather
 * than set to the requested number, so pages other users hold stay theirs and the test
 * still finds hp->number free pages.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "tst_hugepage.h"
#include "tst_sys_conf.h"
#include "tst_memutils.h"
#include "ltk_core.h"
#include "ltk_sysfile.h"

unsigned long tst_hugepages;

size_t tst_get_hugepage_size(void)
{
	long long kb;

	if (access(PATH_HUGEPAGES, F_OK))
		return 0;
	kb = ltk_read_meminfo("Hugepagesize");
	return kb > 0 ? (size_t)kb * 1024 : 0;
}

static int set_pool(unsigned long nr)
{
	char buf[32];

	snprintf(buf, sizeof(buf), "%lu", nr);
	if (!ltk_write_file(PATH_NR_HPAGES, buf))
		return 0;
	ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "Failed to write %s to %s", buf,
		PATH_NR_HPAGES);
	return -1;
}

/* Free default-size huge pages, -1 when unknown. */
static long long free_pages(void)
{
	return ltk_read_meminfo("HugePages_Free");
}

static unsigned long no_hugepages(void)
{
	char buf[32];

	tst_hugepages = 0;
	if (ltk_read_file(PATH_NR_HPAGES, buf, sizeof(buf)) < 0)
		return 0;
	buf[strcspn(buf, "\n")] = 0;
	tst_sys_conf_save_str(PATH_NR_HPAGES, buf);
	set_pool(0);
	return 0;
}

unsigned long tst_reserve_hugepage(struct tst_hugepage *hp)
{
	size_t hpsize = tst_get_hugepage_size();
	unsigned long want = hp->number, total, max_new, missing;
	long long nfree;
	char buf[32];

	if (hp->number == TST_NO_HUGEPAGES)
		return no_hugepages();

	tst_hugepages = 0;
	if (!hpsize || ltk_read_ulong(PATH_NR_HPAGES, &total)) {
		if (hp->policy == TST_NEEDS)
			ltk_brk(__FILE__, __LINE__, TCONF, NULL, "Huge pages are not supported");
		else
			ltk_res(__FILE__, __LINE__, TINFO, "Huge pages are not supported");
		return 0;
	}
	if (!want)
		return 0;

	nfree = free_pages();
	if (nfree < 0)
		nfree = 0;
	missing = want > (unsigned long)nfree ? want - nfree : 0;
	/* leave an eighth of the available memory to everything else on the system */
	max_new = tst_available_mem() / 8 * 7 * 1024 / hpsize;
	if (missing > max_new) {
		if (hp->policy == TST_NEEDS) {
			ltk_brk(__FILE__, __LINE__, TCONF, NULL,
				"Not enough memory for %lu more huge pages of %zu kB", missing,
				hpsize / 1024);
			return 0;
		}
		ltk_res(__FILE__, __LINE__, TINFO,
			"Memory for only %lu more huge pages, requested %lu", max_new, missing);
		missing = max_new;
	}

	if (missing) {
		snprintf(buf, sizeof(buf), "%lu", total);
		tst_sys_conf_save_str(PATH_NR_HPAGES, buf);
		if (set_pool(total + missing))
			return 0;
		nfree = free_pages();
		if (nfree >= 0 && (unsigned long)nfree < want) {
			/* fragmented memory: compaction may find contiguous ranges */
			ltk_write_file("/proc/sys/vm/compact_memory", "1");
			if (set_pool(total + missing))
				return 0;
			nfree = free_pages();
		}
	}

	tst_hugepages = nfree < 0 ? 0 : (unsigned long)nfree < want ? (unsigned long)nfree : want;
	if (tst_hugepages < want && hp->policy == TST_NEEDS) {
		ltk_brk(__FILE__, __LINE__, TCONF, NULL,
			"Not enough huge pages: %lu free of the %lu the test needs", tst_hugepages,
			want);
		return tst_hugepages;
	}
	ltk_res(__FILE__, __LINE__, TINFO, "%lu huge page(s) of %zu kB reserved", tst_hugepages,
		hpsize / 1024);
	return tst_hugepages;
}
