// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swapoff(2) "stops swapping to the file or block device specified by path", with a swap
 * file on a filesystem the test mounts (TCONF when it cannot hold one):
 * - with the file enabled, MADV_PAGEOUT moves four touched anonymous pages to swap (smaps
 *   "Swap" counts them, the area's "Used" in /proc/swaps is not 0); swapoff() brings them
 *   back into memory (Swap 0, all resident, contents intact) and the area is gone from
 *   /proc/swaps;
 * - errors, in the order of the man page's ERRORS: EINVAL for a path that is not a swap
 *   area (a swap file never enabled); ENOENT for a missing path; EPERM for a caller
 *   without CAP_SYS_ADMIN (nobody), after which the area is still enabled.
 * Pages go to swap only where MADV_PAGEOUT exists (Linux 5.4): older kernels check only
 * that the area is removed.
 *
 * Not provoked: ENFILE: the system-wide file limit cannot be reached safely; ENOMEM: swapoff02
 * (in a full memory cgroup); the swapon() entries (EBUSY, EINVAL for a signature or tmpfs)
 * are swapon02's.
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/swap.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "../swapon/swap_common.h"

/* a disk filesystem: the tmpdir may be tmpfs, which cannot hold swap */
#define MNT "mnt"

#ifndef MADV_PAGEOUT
# define MADV_PAGEOUT 21
#endif

#define NPAGES 4

static size_t ps;
static uid_t nobody_uid;
static int made;

static long swap_used(void)
{
	char line[PATH_MAX + 128], abs[PATH_MAX], name[PATH_MAX + 64];
	long used = -1;
	FILE *f;

	if (!realpath(MNT "/swapfile", abs))
		tst_brk(TBROK | TERRNO, "realpath(swapfile)");
	f = SAFE_FOPEN("/proc/swaps", "r");
	while (fgets(line, sizeof(line), f)) {
		long u;

		if (sscanf(line, "%s %*s %*d %ld", name, &u) == 2 && !strcmp(name, abs))
			used = u;
	}
	SAFE_FCLOSE(f);
	return used;
}

static void swapped_back(void)
{
	char *p = SAFE_MMAP(NULL, NPAGES * ps, PROT_READ | PROT_WRITE,
			    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	long swapped = 0, used = 0;
	size_t i;

	for (i = 0; i < NPAGES; i++)
		memset(p + i * ps, 'a' + i, ps);
	if (tst_kvercmp(5, 4, 0) >= 0) {
		if (madvise(p, NPAGES * ps, MADV_PAGEOUT))
			tst_brk(TBROK | TERRNO, "madvise(MADV_PAGEOUT)");
		swapped = tst_vma_smaps_kb(p, "Swap");
		used = swap_used();
		if (swapped != (long)(NPAGES * ps / 1024) || used <= 0)
			tst_brk(TBROK, "MADV_PAGEOUT put %ld kB in swap, the area has %ld kB used",
				swapped, used);
	}
	TST_EXP_PASS(swapoff(MNT "/swapfile"), "swapoff(swapfile)");
	if (swap_entry(MNT "/swapfile", NULL, NULL))
		tst_res(TFAIL, "swapfile is still in /proc/swaps");
	else if (tst_vma_smaps_kb(p, "Swap") || tst_vma_resident(p, NPAGES * ps) != NPAGES)
		tst_res(TFAIL, "after swapoff() %ld kB still in swap, %zu pages resident",
			tst_vma_smaps_kb(p, "Swap"), tst_vma_resident(p, NPAGES * ps));
	else if (p[0] != 'a' || p[NPAGES * ps - 1] != 'a' + NPAGES - 1)
		tst_res(TFAIL, "the pages came back changed");
	else
		tst_res(TPASS, "the area is gone, its %ld kB of pages are back in memory intact",
			swapped);
	SAFE_MUNMAP(p, NPAGES * ps);
}

static void run(void)
{
	int before;

	/* The highest priority: the pages go to this area even if the host has others. */
	if (swapon(MNT "/swapfile", SWAP_FLAG_PREFER | (SWAP_FLAG_PRIO_MASK &
						       (32767 << SWAP_FLAG_PRIO_SHIFT))))
		tst_brk(TBROK | TERRNO, "swapon(swapfile)");
	swapped_back();

	before = tst_count_swaps();
	TST_EXP_FAIL(swapoff(MNT "/spare"), EINVAL, "swapoff(a swap file never enabled)");
	TST_EXP_FAIL(swapoff(MNT "/missing"), ENOENT, "swapoff(missing path)");
	if (swapon(MNT "/swapfile", 0))
		tst_brk(TBROK | TERRNO, "swapon(swapfile)");
	if (!SAFE_FORK()) {
		SAFE_SETUID(nobody_uid);
		TST_EXP_FAIL(swapoff(MNT "/swapfile"), EPERM, "swapoff() as nobody");
		exit(0);
	}
	tst_reap_children();
	if (!swap_entry(MNT "/swapfile", NULL, NULL))
		tst_res(TFAIL, "the EPERM swapoff() disabled the area");
	if (swapoff(MNT "/swapfile"))
		tst_brk(TBROK | TERRNO, "swapoff(swapfile)");
	if (tst_count_swaps() != before)
		tst_res(TFAIL, "%d swap areas at the end, %d before", tst_count_swaps(), before);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	ps = getpagesize();
	is_swap_supported(MNT "/probe");
	SAFE_MAKE_SWAPFILE_SIZE(MNT "/swapfile", SWAP_MB);
	SAFE_MAKE_SWAPFILE_SIZE(MNT "/spare", SWAP_MB);
	made = 1;
}

static void cleanup(void)
{
	if (made)
		swap_release(MNT "/swapfile");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
	/* swap areas are machine-wide: no two tests enable them at once */
	.exclusive = (const char *const []){"swap", NULL},
	.needs_kconfigs = (const char *const []){"CONFIG_SWAP", NULL},
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNT,
};
