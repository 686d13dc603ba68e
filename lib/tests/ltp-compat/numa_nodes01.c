// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_numa.h as LTP's memory policy tests use it: the nodes with memory, a mapping faulted
 * in and counted per node (all its pages are on some node), the mode names.
 */
#include "tst_test.h"
#include "tst_numa.h"
#include "lapi/numaif.h"

#define PAGES 16

static struct tst_nodemap *nodes;

static void setup(void)
{
	nodes = tst_get_nodemap(TST_NUMA_MEM, PAGES * getpagesize() / 1024);
	if (nodes->cnt < 1)
		tst_brk(TCONF, "no NUMA memory node");
}

static void cleanup(void)
{
	tst_nodemap_free(nodes);
}

static void run(void)
{
	size_t size = PAGES * getpagesize();
	unsigned int i, sum = 0;
	void *ptr = tst_numa_map(NULL, size);

	tst_numa_fault(ptr, size);
	tst_nodemap_reset_counters(nodes);
	tst_nodemap_count_pages(nodes, ptr, size);
	tst_nodemap_print_counters(nodes);
	for (i = 0; i < nodes->cnt; i++)
		sum += nodes->counters[i];
	TST_EXP_EQ_LU(sum, PAGES);
	TST_EXP_EQ_STR(tst_mempolicy_mode_name(MPOL_BIND), "MPOL_BIND");
	tst_numa_unmap(ptr, size);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
};
