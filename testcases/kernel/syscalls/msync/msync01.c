// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * msync(2) "flushes changes made to the in-core copy of a file that was mapped into memory
 * using mmap(2) back to the filesystem":
 * - MS_SYNC "Requests an update and waits for it to complete": a page dirtied through a
 *   MAP_SHARED mapping is counted dirty in /proc/self/smaps (Private_Dirty + Shared_Dirty)
 *   before the call and clean after it, and the file (pread) holds the data;
 * - MS_SYNC | MS_INVALIDATE does the same and the mapping keeps showing the data (Linux
 *   keeps the page cache coherent with the file, so there is nothing to invalidate);
 * - MS_ASYNC "Specifies that an update be scheduled": the call succeeds and read() sees
 *   the data (on Linux the page is already in the page cache read() uses).
 */

#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_vma.h"

/* a disk filesystem: tmpfs (the tmpdir of some runs) has no writeback or eviction */
#define MNT "mnt"

static size_t ps;
static int fd = -1;
static char *map;

static long dirty_kb(void)
{
	return tst_vma_smaps_kb(map, "Private_Dirty") + tst_vma_smaps_kb(map, "Shared_Dirty");
}

static void test_sync(int flags, const char *name, char c)
{
	long before, after;
	char r[2] = {0};

	map[0] = c;
	map[ps - 1] = c;
	before = dirty_kb();
	TST_EXP_PASS(msync(map, ps, flags), "msync(%s)", name);
	if (!TST_PASS)
		return;
	after = dirty_kb();
	SAFE_PREAD(1, fd, r, 1, 0);
	SAFE_PREAD(1, fd, r + 1, 1, ps - 1);
	if (before < (long)ps / 1024)
		tst_res(TFAIL, "%s: the stored page was not dirty before the call (%ld kB)", name,
			before);
	else if (after != 0)
		tst_res(TFAIL, "%s: %ld kB still dirty after the call", name, after);
	else if (r[0] != c || r[1] != c || map[0] != c)
		tst_res(TFAIL, "%s: the file has '%c%c', the mapping '%c', expected '%c'", name,
			r[0], r[1], map[0], c);
	else
		tst_res(TPASS, "%s: the dirty page (%ld kB) was written back, the file has it",
			name, before);
}

static void test_async(void)
{
	char r = 0;

	map[5] = 'A';
	TST_EXP_PASS(msync(map, ps, MS_ASYNC), "msync(MS_ASYNC)");
	SAFE_PREAD(1, fd, &r, 1, 5);
	if (r == 'A')
		tst_res(TPASS, "MS_ASYNC: read() sees the stored data");
	else
		tst_res(TFAIL, "MS_ASYNC: read() gives '%c', expected 'A'", r);
}

static void run(void)
{
	test_sync(MS_SYNC, "MS_SYNC", 'S');
	test_sync(MS_SYNC | MS_INVALIDATE, "MS_SYNC | MS_INVALIDATE", 'I');
	test_async();
}

static void setup(void)
{
	ps = getpagesize();
	fd = SAFE_OPEN(MNT "/file", O_RDWR | O_CREAT, 0600);
	SAFE_FTRUNCATE(fd, ps);
	map = SAFE_MMAP(NULL, ps, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
}

static void cleanup(void)
{
	if (map)
		SAFE_MUNMAP(map, ps);
	if (fd >= 0)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNT,
};
