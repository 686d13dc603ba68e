/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Swap files for tests: make one (space allocated without holes, a swap signature written
 * by mkswap(8), or by hand where mkswap is not installed) and find out whether the
 * filesystem holding a path can swap at all. Swap is never left enabled by this module:
 * is_swap_supported() turns its probe off again at once and removes it.
 */
#ifndef TSE_SWAP_H__
#define TSE_SWAP_H__

#include <stdbool.h>

enum swapfile_method {
	SWAPFILE_BY_SIZE,	/* num is the size in MiB */
	SWAPFILE_BY_BLKS,	/* num is a count of blocks of the filesystem (statvfs f_bsize) */
};

/*
 * Create swapfile (mode 0600, no-COW on btrfs) and give it a swap signature. Too little
 * free space is TCONF. Any other failure is TBROK when safe is set, else a TINFO; returns 0
 * on success, non-zero on failure.
 */
int make_swapfile(const char *file, const int lineno, const char *swapfile, unsigned int num,
		  int safe, enum swapfile_method method);

#define MAKE_SMALL_SWAPFILE(swapfile) \
	make_swapfile(__FILE__, __LINE__, (swapfile), 1, 0, SWAPFILE_BY_SIZE)
#define SAFE_MAKE_SMALL_SWAPFILE(swapfile) \
	make_swapfile(__FILE__, __LINE__, (swapfile), 1, 1, SWAPFILE_BY_SIZE)
#define MAKE_SWAPFILE_SIZE(swapfile, size) \
	make_swapfile(__FILE__, __LINE__, (swapfile), (size), 0, SWAPFILE_BY_SIZE)
#define SAFE_MAKE_SWAPFILE_SIZE(swapfile, size) \
	make_swapfile(__FILE__, __LINE__, (swapfile), (size), 1, SWAPFILE_BY_SIZE)
#define MAKE_SWAPFILE_BLKS(swapfile, blocks) \
	make_swapfile(__FILE__, __LINE__, (swapfile), (blocks), 0, SWAPFILE_BY_BLKS)
#define SAFE_MAKE_SWAPFILE_BLKS(swapfile, blocks) \
	make_swapfile(__FILE__, __LINE__, (swapfile), (blocks), 1, SWAPFILE_BY_BLKS)

/*
 * Make a small swap file at filename, swapon() and swapoff() it, and remove it. True when
 * that worked; TCONF when the filesystem cannot hold a swap file (swapon EINVAL) or swapon
 * is not permitted (EPERM); TBROK for anything else.
 */
bool is_swap_supported_(const char *file, const int lineno, const char *filename);
#define is_swap_supported(filename) is_swap_supported_(__FILE__, __LINE__, (filename))

/* The number of swap areas in use (lines of /proc/swaps), -1 when it cannot be read. */
int tse_count_swaps(void);
/* The name before LTP moved the swap helpers to tse_swap.h. */
int tst_count_swaps(void);

#endif
