/* SPDX-License-Identifier: GPL-2.0-or-later */
/* .hugepages: reserve huge pages for the test and restore the pool afterwards. */
#ifndef TST_HUGEPAGE_H__
#define TST_HUGEPAGE_H__

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

#endif
