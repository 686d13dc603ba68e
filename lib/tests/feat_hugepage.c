// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .hugepages: feat_hugepage NUMBER|none request|needs reserves, prints tst_hugepages and
 * the pool, maps the pages when some were reserved, restores and prints the pool again.
 */
#include <sys/mman.h>
#include "test.h"
#include "tst_hugepage.h"
#include "tst_sys_conf.h"
#include "../core/ltk_sysfile.h"

char *TCID = "feat_hugepage";
int TST_TOTAL = 1;

static void show(const char *when)
{
	unsigned long nr = 0;

	ltk_read_ulong(PATH_NR_HPAGES, &nr);
	tst_resm(TINFO, "%s: nr_hugepages %lu", when, nr);
}

static void cleanup(void)
{
	tst_sys_conf_restore(0);
	show("after");
}

int main(int argc, char *argv[])
{
	struct tst_hugepage hp = {
		.number = argc > 1 && strcmp(argv[1], "none") ? strtoul(argv[1], NULL, 0) :
			  TST_NO_HUGEPAGES,
		.policy = argc > 2 && !strcmp(argv[2], "needs") ? TST_NEEDS : TST_REQUEST,
	};
	size_t hpsize = tst_get_hugepage_size();
	unsigned long ret;
	void *p;

	tst_resm(TINFO, "huge page size %zu", hpsize);
	ret = tst_reserve_hugepage(&hp);
	tst_resm(TINFO, "returned %lu, tst_hugepages %lu", ret, tst_hugepages);
	show("during");
	if (tst_hugepages) {
		p = mmap(NULL, tst_hugepages * hpsize, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB, -1, 0);
		if (p == MAP_FAILED)
			tst_brkm(TFAIL | TERRNO, cleanup, "mmap(MAP_HUGETLB) of reserved pages");
		memset(p, 1, tst_hugepages * hpsize);
		munmap(p, tst_hugepages * hpsize);
	}
	tst_resm(TPASS, "huge pages done");
	cleanup();
	tst_exit();
}
