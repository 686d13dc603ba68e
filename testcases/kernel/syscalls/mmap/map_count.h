/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Bring the calling process to vm.max_map_count mappings (run it in a child: the
 * mappings stay until it exits). A PROT_NONE region is split page by page with
 * mprotect(); a split fails with ENOMEM once the process has max_map_count mappings, so
 * afterwards splitting a mapping (munmap() or mprotect() of its middle) fails. A new
 * mapping is refused only beyond max_map_count + 1: with extra set one more (shared, so
 * it merges with nothing) is made, and then mmap() fails too.
 */
#ifndef MAP_COUNT_H__
#define MAP_COUNT_H__

#include <sys/mman.h>
#include "tst_test.h"

static inline int map_count_max(void)
{
	int max;

	SAFE_FILE_SCANF("/proc/sys/vm/max_map_count", "%d", &max);
	if (max > 1 << 20)
		tst_brk(TCONF, "vm.max_map_count %d is too large to reach", max);
	return max;
}

static inline void map_count_fill(int extra)
{
	size_t ps = getpagesize(), n = map_count_max() + 2, i;
	char *p = SAFE_MMAP(NULL, 2 * n * ps, PROT_NONE,
			    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);

	for (i = 0; i < n; i++) {
		if (!mprotect(p + 2 * i * ps, ps, PROT_READ))
			continue;
		if (errno != ENOMEM)
			tst_brk(TBROK | TERRNO, "mprotect() page %zu", i);
		if (extra)
			SAFE_MMAP(NULL, ps, PROT_READ, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
		return;
	}
	tst_brk(TBROK, "%zu mprotect() calls did not reach vm.max_map_count", n);
}

#endif
