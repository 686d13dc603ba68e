// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sync(2) "causes all pending modifications to filesystem metadata and cached file data to
 * be written to the underlying filesystems": four pages written with write() are dirty in
 * the page cache (counted as dirty in /proc/self/smaps of a read-only shared mapping of
 * the file, which reports the pages' dirty state) and clean after sync() returns; their
 * data is unchanged. sync() "is always successful", so it has no errno test.
 */

#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_vma.h"

/* a disk filesystem: tmpfs (the tmpdir of some runs) has no writeback or eviction */
#define MNT "mnt"

#define NPAGES 4

static size_t ps, len;
static char *buf;

static long dirty_kb(char *p)
{
	return tst_vma_smaps_kb(p, "Private_Dirty") + tst_vma_smaps_kb(p, "Shared_Dirty");
}

static void run(void)
{
	int fd = SAFE_OPEN(MNT "/file", O_RDWR | O_CREAT | O_TRUNC, 0600);
	long before = 0, after;
	char *p;
	size_t i;
	int tries;

	memset(buf, 's', len);
	SAFE_PWRITE(1, fd, buf, len, 0);
	p = SAFE_MMAP(NULL, len, PROT_READ, MAP_SHARED, fd, 0);
	for (i = 0; i < len; i += ps)
		if (p[i] != 's')
			tst_brk(TBROK, "the mapping does not show the data written");
	/* background writeback may come first: dirty the pages again */
	for (tries = 0; tries < 5; tries++) {
		before = dirty_kb(p);
		if (before == (long)(len / 1024))
			break;
		SAFE_PWRITE(1, fd, buf, len, 0);
	}
	if (before != (long)(len / 1024))
		tst_brk(TBROK, "could not keep the pages dirty (%ld kB)", before);
	sync();
	after = dirty_kb(p);
	if (after)
		tst_res(TFAIL, "after sync() %ld kB of the file are still dirty (%ld before)",
			after, before);
	else if (p[0] != 's' || p[len - 1] != 's')
		tst_res(TFAIL, "after sync() the data changed");
	else
		tst_res(TPASS, "sync() wrote the dirty pages back: %ld kB dirty before, 0 after",
			before);
	SAFE_MUNMAP(p, len);
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	ps = getpagesize();
	len = NPAGES * ps;
	buf = SAFE_MALLOC(len);
}

static void cleanup(void)
{
	free(buf);
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
