// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * cachestat(2) (Linux 6.5) reports the page cache state of a range of a file:
 * - eight pages just written: nr_cache 8 (nr_dirty and nr_writeback at most 8: background
 *   writeback may already have cleaned them);
 * - after fsync(): nr_cache 8, nr_dirty 0, nr_writeback 0;
 * - a range of pages 2-4 counts 3 pages; len 0 means "to the end of the file" (pages 4-7:
 *   4 pages);
 * - with the file dropped (POSIX_FADV_DONTNEED) and pages 4-7 read back (WILLNEED), the
 *   whole file counts 4 cached pages.
 * Each count is compared with mincore(2) of an untouched shared mapping of the file.
 */

#include <fcntl.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_vma.h"
#include "cachestat_lapi.h"

/* a disk filesystem: tmpfs (the tmpdir of some runs) has no writeback or eviction */
#define MNT "mnt"

#define NPAGES 8

static size_t ps, len;
static int fd = -1;
static char *map, *buf;

static int stat_range(size_t first, size_t pages, struct ltk_cachestat *cs)
{
	struct ltk_cachestat_range r = {first * ps, pages * ps};

	memset(cs, 0xff, sizeof(*cs));
	TST_EXP_PASS_SILENT(sys_cachestat(fd, &r, cs, 0), "cachestat(pages %zu+%zu)", first,
			    pages);
	return TST_PASS;
}

static void expect(size_t first, size_t pages, uint64_t cache, int dirty, const char *what)
{
	struct ltk_cachestat cs;

	if (!stat_range(first, pages, &cs))
		return;
	if (cs.nr_cache != cache)
		tst_res(TFAIL, "%s: nr_cache %llu, expected %llu", what,
			(unsigned long long)cs.nr_cache, (unsigned long long)cache);
	else if (dirty == 0 && (cs.nr_dirty || cs.nr_writeback))
		tst_res(TFAIL, "%s: nr_dirty %llu, nr_writeback %llu, expected 0", what,
			(unsigned long long)cs.nr_dirty, (unsigned long long)cs.nr_writeback);
	else if (dirty > 0 && !cs.nr_dirty && !cs.nr_writeback)
		tst_res(TFAIL, "%s: no page dirty or under writeback", what);
	else if (cs.nr_dirty > cache || cs.nr_writeback > cache)
		tst_res(TFAIL, "%s: nr_dirty %llu or nr_writeback %llu above nr_cache", what,
			(unsigned long long)cs.nr_dirty, (unsigned long long)cs.nr_writeback);
	else
		tst_res(TPASS, "%s: nr_cache %llu, nr_dirty %llu, nr_writeback %llu", what,
			(unsigned long long)cs.nr_cache, (unsigned long long)cs.nr_dirty,
			(unsigned long long)cs.nr_writeback);
}

static void run(void)
{
	char res[NPAGES + 1];

	SAFE_FTRUNCATE(fd, 0);
	SAFE_PWRITE(1, fd, buf, len, 0);
	expect(0, 0, NPAGES, -1, "just written");
	SAFE_FSYNC(fd);
	expect(0, 0, NPAGES, 0, "after fsync()");
	expect(2, 3, 3, 0, "pages 2-4");
	expect(4, 0, 4, 0, "page 4 to the end (len 0)");
	/* written pages may share large folios: drop them all, read 4-7 back in */
	if (posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) ||
	    posix_fadvise(fd, 4 * ps, 4 * ps, POSIX_FADV_WILLNEED))
		tst_brk(TBROK, "posix_fadvise(DONTNEED, WILLNEED)");
	if (!tst_vma_residency_wait(map, len, "00001111", 5000, res))
		tst_brk(TBROK, "mincore after dropping and reading pages 4-7: %s", res);
	expect(0, 0, 4, 0, "only pages 4-7 cached");
}

static void setup(void)
{
	ps = getpagesize();
	len = NPAGES * ps;
	buf = SAFE_MALLOC(len);
	memset(buf, 'c', len);
	fd = SAFE_OPEN(MNT "/file", O_RDWR | O_CREAT, 0600);
	SAFE_FTRUNCATE(fd, len);
	map = SAFE_MMAP(NULL, len, PROT_READ, MAP_SHARED, fd, 0);
}

static void cleanup(void)
{
	if (map)
		SAFE_MUNMAP(map, len);
	if (fd >= 0)
		SAFE_CLOSE(fd);
	free(buf);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.min_kver = "6.5",
	.needs_root = 1,
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNT,
};
