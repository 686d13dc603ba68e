// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mmap(2) of huge pages from the hugetlb pool (two default-size huge pages reserved for
 * the test, the pool restored afterwards; TCONF when they cannot be had):
 * - MAP_HUGETLB | MAP_ANONYMOUS, and the same with the size given as
 *   MAP_HUGE_SHIFT-encoded log2 of the default huge page size ("MAP_HUGE_2MB" on x86):
 *   mmap() reserves a page (HugePages_Rsvd +1, HugePages_Free unchanged), touching it
 *   takes it from the pool (HugePages_Free -1, Rsvd back), smaps shows KernelPageSize of
 *   the huge page size, and munmap() returns it (HugePages_Free back);
 * - a MAP_SHARED mapping of a file on hugetlbfs behaves the same, and its data is seen by
 *   a second mapping of the file;
 * - a length that is not a multiple of the huge page size is rounded up: one huge page;
 * - an unsupported size in MAP_HUGE_SHIFT bits (log2 = 17) fails with EINVAL and takes
 *   nothing from the pool.
 */

#include "tst_test.h"
#include "tst_hugepage.h"
#include "tst_vma.h"
#include "mmap_lapi.h"

#define MNT "hugetlbfs"

static size_t hsize;
static int hshift;

struct pool {
	long free, rsvd;
};

static struct pool pool(void)
{
	struct pool p;

	SAFE_FILE_LINES_SCANF("/proc/meminfo", "HugePages_Free: %ld", &p.free);
	SAFE_FILE_LINES_SCANF("/proc/meminfo", "HugePages_Rsvd: %ld", &p.rsvd);
	return p;
}

/* after_map: the pool measured right after mmap(), before any access */
static void check_map(char *p, size_t len, const char *what, struct pool start,
		      struct pool after_map)
{
	struct pool after_touch, after_unmap;
	long kps;

	p[0] = 'h';
	p[len - 1] = 'h';
	after_touch = pool();
	kps = tst_vma_smaps_kb(p, "KernelPageSize");
	SAFE_MUNMAP(p, len);
	after_unmap = pool();
	if (after_map.rsvd != start.rsvd + 1 || after_map.free != start.free)
		tst_res(TFAIL, "%s: after mmap() Free %ld Rsvd %ld, expected %ld %ld", what,
			after_map.free, after_map.rsvd, start.free, start.rsvd + 1);
	else if (after_touch.free != start.free - 1 || after_touch.rsvd != start.rsvd)
		tst_res(TFAIL, "%s: after touching Free %ld Rsvd %ld, expected %ld %ld", what,
			after_touch.free, after_touch.rsvd, start.free - 1, start.rsvd);
	else if (kps != (long)(hsize / 1024))
		tst_res(TFAIL, "%s: KernelPageSize %ld kB, expected %zu", what, kps, hsize / 1024);
	else if (after_unmap.free != start.free || after_unmap.rsvd != start.rsvd)
		tst_res(TFAIL, "%s: after munmap() Free %ld Rsvd %ld, expected %ld %ld", what,
			after_unmap.free, after_unmap.rsvd, start.free, start.rsvd);
	else
		tst_res(TPASS, "%s: reserved at mmap(), taken on touch, returned by munmap() "
			"(%ld kB pages)", what, kps);
}

static void anon(int flags, size_t len, const char *what)
{
	struct pool start = pool();
	char *p = mmap(NULL, len, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB | flags, -1, 0);

	if (p == MAP_FAILED) {
		tst_res(TFAIL | TERRNO, "mmap(%s)", what);
		return;
	}
	check_map(p, ((len + hsize - 1) / hsize) * hsize, what, start, pool());
}

static void file(void)
{
	struct pool start = pool(), after_map;
	int fd = SAFE_OPEN(MNT "/file", O_RDWR | O_CREAT, 0600);
	char *p, *q;

	p = mmap(NULL, hsize, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (p == MAP_FAILED) {
		tst_res(TFAIL | TERRNO, "mmap(hugetlbfs file)");
		goto out;
	}
	after_map = pool();
	q = SAFE_MMAP(NULL, hsize, PROT_READ, MAP_SHARED, fd, 0);
	p[100] = 's';
	if (q[100] != 's')
		tst_res(TFAIL, "hugetlbfs: a second mapping reads '%c'", q[100]);
	SAFE_MUNMAP(q, hsize);
	/* the page stays in the file: unlink and close it so that munmap() frees it */
	SAFE_UNLINK(MNT "/file");
	SAFE_CLOSE(fd);
	check_map(p, hsize, "MAP_SHARED of a hugetlbfs file", start, after_map);
	return;
out:
	SAFE_CLOSE(fd);
	SAFE_UNLINK(MNT "/file");
}

static void run(void)
{
	struct pool start;

	anon(0, hsize, "MAP_HUGETLB");
	anon(hshift << MAP_HUGE_SHIFT, hsize, "MAP_HUGETLB, size in MAP_HUGE_SHIFT bits");
	anon(0, hsize / 2 + 1, "MAP_HUGETLB, length of half a huge page + 1");
	file();
	start = pool();
	TST_EXP_FAIL_PTR_VOID(mmap(NULL, hsize, PROT_READ | PROT_WRITE, MAP_PRIVATE |
				   MAP_ANONYMOUS | MAP_HUGETLB | (17 << MAP_HUGE_SHIFT), -1, 0),
			      EINVAL, "mmap(MAP_HUGETLB, unsupported size 128 kB)");
	if (pool().free != start.free || pool().rsvd != start.rsvd)
		tst_res(TFAIL, "the failed mmap() changed the pool");
}

static void setup(void)
{
	hsize = tst_get_hugepage_size();
	for (hshift = 0; (1UL << hshift) < hsize; hshift++)
		;
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_hugetlbfs = 1,
	.mntpoint = MNT,
	.hugepages = {2, TST_NEEDS},
};
