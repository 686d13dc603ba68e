/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * NUMA helpers of LTP's memory policy tests: the list of nodes (all, or those with at least
 * min_mem_kb of free memory), counting on which nodes the pages of a mapping are, and the
 * names of the memory policy modes. Works from /sys and raw system calls, without libnuma.
 */
#ifndef TST_NUMA_H__
#define TST_NUMA_H__

#include <stddef.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

struct tst_nodemap {
	unsigned int cnt;		/* number of nodes in map[] */
	unsigned int *counters;		/* pages per node, see tst_nodemap_count_pages() */
	unsigned int map[];		/* node IDs */
};

enum tst_numa_types {
	TST_NUMA_ANY = 0x00,	/* every online node */
	TST_NUMA_MEM = 0x01,	/* nodes with memory (min_mem_kb free) */
};

/* The nodes of the given type; TBROK when they cannot be read. Free with tst_nodemap_free. */
struct tst_nodemap *tst_get_nodemap(int type, size_t min_mem_kb);
void tst_nodemap_free(struct tst_nodemap *nodes);

void tst_nodemap_reset_counters(struct tst_nodemap *nodes);
/* TINFO "Node N allocated M pages" for each node. */
void tst_nodemap_print_counters(struct tst_nodemap *nodes);
/* Add to counters the node of each page of [ptr, ptr + size) (move_pages(2) query). */
void tst_nodemap_count_pages(struct tst_nodemap *nodes, void *ptr, size_t size);

/* "MPOL_DEFAULT", "MPOL_BIND" ... */
const char *tst_mempolicy_mode_name(int mode);
#define tst_numa_mode_name tst_mempolicy_mode_name

/* A shared mapping of size bytes of path (NULL: anonymous, private). TBROK on failure. */
void *tst_numa_map(const char *path, size_t size);

/* Touch every page so that it is allocated (by the policy in force). */
static inline void tst_numa_fault(void *ptr, size_t size)
{
	size_t page = getpagesize(), i;

	for (i = 0; i < size; i += page)
		((volatile char *)ptr)[i] = 1;
}

static inline void tst_numa_unmap(void *ptr, size_t size)
{
	munmap(ptr, size);
}

#endif
