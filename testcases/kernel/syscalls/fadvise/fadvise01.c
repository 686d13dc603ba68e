// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fadvise64(2) (posix_fadvise(3)) advice with a visible effect on the page cache, seen
 * through mincore(2) of a shared mapping of the file that is never accessed (so the
 * mapping maps no page and the residency reported is the page cache's):
 * - POSIX_FADV_DONTNEED with len 0 ("all data from offset through to the end of the file")
 *   drops the eight clean pages of the file;
 * - POSIX_FADV_WILLNEED of pages 2-5 reads those pages in, not page 0 or page 7;
 * - POSIX_FADV_DONTNEED of pages 2-3 drops them and keeps pages 4-5;
 * - the data reads back unchanged afterwards (pread).
 * The raw system call is used (fadvise64_64 on i386, see fadvise.h), so that errors come
 * back as -1 and errno.
 */

#include <fcntl.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_vma.h"
#include "fadvise.h"

/* a disk filesystem: tmpfs (the tmpdir of some runs) has no writeback or eviction */
#define MNT "mnt"

#define NPAGES 8

static size_t ps, len;
static int fd = -1;
static char *map;

/* '?': either; reads started by the call complete asynchronously: wait up to 5 s */
static void expect_resident(const char *exp, const char *what)
{
	tst_vma_expect_residency(map, len, exp, 5000, what);
}

static void run(void)
{
	char c;

	fd = tst_vma_file(MNT "/file", NPAGES, 'a', 1);
	map = SAFE_MMAP(NULL, len, PROT_READ, MAP_SHARED, fd, 0);
	expect_resident("11111111", "just written");
	TST_EXP_PASS(sys_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED), "fadvise64(0, 0, DONTNEED)");
	expect_resident("00000000", "POSIX_FADV_DONTNEED, len 0");
	TST_EXP_PASS(sys_fadvise(fd, 2 * ps, 4 * ps, POSIX_FADV_WILLNEED),
		     "fadvise64(pages 2-5, WILLNEED)");
	expect_resident("0?1111?0", "POSIX_FADV_WILLNEED of pages 2-5");
	TST_EXP_PASS(sys_fadvise(fd, 2 * ps, 2 * ps, POSIX_FADV_DONTNEED),
		     "fadvise64(pages 2-3, DONTNEED)");
	expect_resident("0?0011?0", "POSIX_FADV_DONTNEED of pages 2-3");
	SAFE_PREAD(1, fd, &c, 1, 3 * ps + 1);
	if (c != 'a' + 3)
		tst_res(TFAIL, "page 3 reads back '%c', expected '%c'", c, 'a' + 3);
	SAFE_MUNMAP(map, len);
	map = NULL;
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	ps = getpagesize();
	len = NPAGES * ps;
}

static void cleanup(void)
{
	if (map)
		SAFE_MUNMAP(map, len);
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
