// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * readahead(2) "initiates readahead on a file so that subsequent reads from that file will
 * be satisfied from the cache": with the file's clean pages dropped from the page cache
 * (POSIX_FADV_DONTNEED), readahead() of pages 2-5 of eight puts those pages in the cache
 * (mincore of a shared mapping of the file that is never accessed) and not page 0 or 7;
 * the data then reads back unchanged. It works on a file opened O_RDONLY, and for a range
 * reaching past the end of the file it reads what there is.
 */

#include <fcntl.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_vma.h"
#include "lapi/syscalls.h"

/* a disk filesystem: tmpfs (the tmpdir of some runs) has no writeback or eviction */
#define MNT "mnt"

#define NPAGES 8

static size_t ps, len;
static int fd = -1;
static char *map;

/* '?': either; the reads complete asynchronously: wait up to 5 s */
static void expect_resident(const char *exp, const char *what)
{
	tst_vma_expect_residency(map, len, exp, 5000, what);
}

static void drop(void)
{
	if (posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED))
		tst_brk(TBROK, "posix_fadvise(DONTNEED) failed");
	expect_resident("00000000", "the file dropped from the page cache");
}

static void run(void)
{
	char c;

	drop();
	TST_EXP_PASS(readahead(fd, 2 * ps, 4 * ps), "readahead(pages 2-5)");
	expect_resident("0?1111?0", "readahead() of pages 2-5");
	SAFE_PREAD(1, fd, &c, 1, 4 * ps + 3);
	if (c != 'a' + 4)
		tst_res(TFAIL, "page 4 reads '%c', expected '%c'", c, 'a' + 4);

	drop();
	TST_EXP_PASS(readahead(fd, 6 * ps, 64 * ps), "readahead(page 6 to far past EOF)");
	expect_resident("0?????11", "readahead() past the end of the file");
}

static void setup(void)
{
	int wfd;

	ps = getpagesize();
	len = NPAGES * ps;
	wfd = tst_vma_file(MNT "/file", NPAGES, 'a', 1);
	SAFE_CLOSE(wfd);
	fd = SAFE_OPEN(MNT "/file", O_RDONLY);
	map = SAFE_MMAP(NULL, len, PROT_READ, MAP_SHARED, fd, 0);
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
