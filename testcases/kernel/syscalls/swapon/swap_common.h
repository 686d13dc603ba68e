/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Shared by the swapon and swapoff tests: the /proc/swaps line of a swap file. */
#ifndef SWAP_COMMON_H__
#define SWAP_COMMON_H__

#include <limits.h>
#include <stdlib.h>
#include <sys/swap.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"
#include "tse_swap.h"

#define SWAP_MB 4

/*
 * Look for path (made absolute) in /proc/swaps: 1 and its size (kB) and priority when it
 * is a swap area, 0 when not.
 */
static inline int swap_entry(const char *path, long *size, int *prio)
{
	char abs[PATH_MAX], name[PATH_MAX + 64], type[32], line[PATH_MAX + 128];
	long sz, used;
	int pr, found = 0;
	FILE *f;

	if (!realpath(path, abs))
		tst_brk(TBROK | TERRNO, "realpath(%s)", path);
	f = SAFE_FOPEN("/proc/swaps", "r");
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%s %31s %ld %ld %d", name, type, &sz, &used, &pr) != 5)
			continue;
		if (!strcmp(name, abs)) {
			found = 1;
			if (size)
				*size = sz;
			if (prio)
				*prio = pr;
		}
	}
	SAFE_FCLOSE(f);
	return found;
}

/* swapoff(path) when it is still a swap area: cleanup after a test that failed half way. */
static inline void swap_release(const char *path)
{
	if (!access(path, F_OK) && swap_entry(path, NULL, NULL) && swapoff(path))
		tst_res(TWARN | TERRNO, "swapoff(%s) in cleanup", path);
}

#endif
