/* SPDX-License-Identifier: GPL-2.0-or-later */
/* .hugepages: reserve huge pages for the test and restore the pool afterwards. */
#ifndef TST_HUGEPAGE_H__
#define TST_HUGEPAGE_H__

#include <stddef.h>

#define PATH_HUGEPAGES "/sys/kernel/mm/hugepages/"
#define PATH_NR_HPAGES "/proc/sys/vm/nr_hugepages"
#define TST_NO_HUGEPAGES ((unsigned long)-1)

enum tst_hp_policy {
	TST_REQUEST,
	TST_NEEDS,
};

struct tst_hugepage {
	const unsigned long number;
	enum tst_hp_policy policy;
};

/* Number of huge pages actually reserved for the test. */
extern unsigned long tst_hugepages;

/*
 * Grow the default-size huge page pool so that hp->number pages are free for the test
 * (TST_REQUEST: as many as possible; TST_NEEDS: TCONF unless all), or empty it for
 * TST_NO_HUGEPAGES. The old pool size is saved with tst_sys_conf_save_str(), so
 * tst_sys_conf_restore() puts it back. Returns and sets tst_hugepages.
 */
unsigned long tst_reserve_hugepage(struct tst_hugepage *hp);

/* Default huge page size in bytes, 0 without huge page support. */
size_t tst_get_hugepage_size(void);

#endif
