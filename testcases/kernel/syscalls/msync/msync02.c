// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * msync(2) errors, in the order of the man page's ERRORS; after each failure the page
 * dirtied through the shared file mapping is checked to be still dirty (/proc/self/smaps),
 * that is, the failed call wrote nothing back:
 * - EBUSY: MS_INVALIDATE on a range with a memory lock;
 * - EINVAL: addr not a multiple of the page size; an unknown flag; MS_SYNC | MS_ASYNC;
 * - ENOMEM: a range starting at an unmapped page (Linux writes back the pages of a range
 *   before a hole and then reports ENOMEM, so the hole comes first).
 */

#include "tst_test.h"
#include "tst_vma.h"

/* a disk filesystem: tmpfs (the tmpdir of some runs) has no writeback or eviction */
#define MNT "mnt"

static size_t ps;
static int fd = -1;
static char *map, *locked;

static struct tcase {
	const char *name;
	char **addr;
	size_t off;
	size_t len;	/* pages */
	int flags;
	int exp_errno;
} tcases[] = {
	{"MS_INVALIDATE on a locked range", &locked, 0, 1, MS_INVALIDATE, EBUSY},
	{"unaligned addr", &map, 1, 1, MS_SYNC, EINVAL},
	{"unknown flag", &map, 0, 1, MS_SYNC | 0x100, EINVAL},
	{"MS_SYNC | MS_ASYNC", &map, 0, 1, MS_SYNC | MS_ASYNC, EINVAL},
	{"range starting at an unmapped page", &map, 2, 1, MS_SYNC, ENOMEM},
};

static long dirty_kb(void)
{
	return tst_vma_smaps_kb(map, "Private_Dirty") + tst_vma_smaps_kb(map, "Shared_Dirty");
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	char *addr = *tc->addr + tc->off * (tc->exp_errno == ENOMEM ? ps : 1);

	map[0] = 'a' + i;
	if (dirty_kb() < (long)ps / 1024)
		tst_brk(TBROK, "the stored page is not dirty");
	TST_EXP_FAIL(msync(addr, tc->len * ps, tc->flags), tc->exp_errno, "msync() %s",
		     tc->name);
	if (dirty_kb() < (long)ps / 1024)
		tst_res(TFAIL, "%s: the failed call wrote the dirty page back", tc->name);
}

static void setup(void)
{
	ps = getpagesize();
	fd = SAFE_OPEN(MNT "/file", O_RDWR | O_CREAT, 0600);
	SAFE_FTRUNCATE(fd, 2 * ps);
	map = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	SAFE_MUNMAP(map + 2 * ps, ps);
	locked = map + ps;
	SAFE_MLOCK(locked, ps);
}

static void cleanup(void)
{
	if (map)
		SAFE_MUNMAP(map, 2 * ps);
	if (fd >= 0)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNT,
};
