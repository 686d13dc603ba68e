// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * memfd_create(2) with MFD_HUGETLB: "The anonymous file will be created in the hugetlbfs
 * filesystem using huge pages", and "the huge page size can be selected ... by encoding
 * the base-2 logarithm of the desired page size in the six bits at the offset
 * MFD_HUGE_SHIFT" (MFD_HUGE_2MB, MFD_HUGE_1GB). Checked for each size:
 * - st_blksize is the huge page size (hugetlbfs reports its page size there);
 * - the file is sized with ftruncate() to one huge page, a shared mapping of it can be
 *   written, and a second mapping of the same file sees the data;
 * - MFD_HUGETLB | MFD_ALLOW_SEALING is accepted (Linux 4.16 lifted the old EINVAL) and the
 *   seals work: F_SEAL_GROW stops ftruncate() from growing the file (EPERM).
 * Needs free huge pages of each size: the default size is reserved through .hugepages
 * (TCONF when none can be had); a size without free pages is TCONF for its case.
 */

#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_hugepage.h"
#include "lapi/syscalls.h"
#include "lapi/memfd.h"

#define MB (1024UL * 1024)

static int fd = -1;

static struct tcase {
	unsigned int flags;
	const char *name;
	unsigned long page_kb;	/* 0: the default huge page size */
	int sealing;
} tcases[] = {
	{MFD_HUGETLB, "MFD_HUGETLB", 0, 0},
	{MFD_HUGETLB | MFD_HUGE_2MB, "MFD_HUGETLB | MFD_HUGE_2MB", 2048, 0},
	{MFD_HUGETLB | MFD_HUGE_1GB, "MFD_HUGETLB | MFD_HUGE_1GB", 1048576, 0},
	{MFD_HUGETLB | MFD_ALLOW_SEALING, "MFD_HUGETLB | MFD_ALLOW_SEALING", 0, 1},
};

static long free_pages(unsigned long kb)
{
	char path[128];
	long nr = 0;

	snprintf(path, sizeof(path), PATH_HUGEPAGES "hugepages-%lukB/free_hugepages", kb);
	if (access(path, F_OK))
		return -1;
	SAFE_FILE_SCANF(path, "%ld", &nr);
	return nr;
}

static int map_roundtrip(const char *name, size_t page)
{
	char *a, *b;
	size_t i;
	int ret = 0;

	a = SAFE_MMAP(NULL, page, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	for (i = 0; i < page; i += 4096)
		a[i] = 'A' + i / 4096 % 26;
	b = SAFE_MMAP(NULL, page, PROT_READ, MAP_SHARED, fd, 0);
	for (i = 0; i < page; i += 4096) {
		if (b[i] != (char)('A' + i / 4096 % 26)) {
			tst_res(TFAIL, "%s: byte %zu reads '%c' through a second mapping", name, i,
				b[i]);
			ret = 1;
			break;
		}
	}
	SAFE_MUNMAP(b, page);
	SAFE_MUNMAP(a, page);
	return ret;
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	unsigned long kb = tc->page_kb ? tc->page_kb : tst_get_hugepage_size() / 1024;
	size_t page = kb * 1024;
	struct stat st;

	if (free_pages(kb) < 1) {
		tst_res(TCONF, "%s: no free %lu kB huge page", tc->name, kb);
		return;
	}

	TST_EXP_FD_SILENT(tst_syscall(__NR_memfd_create, tc->name, tc->flags),
			  "memfd_create(%s)", tc->name);
	if (!TST_PASS)
		return;
	fd = TST_RET;

	SAFE_FSTAT(fd, &st);
	if ((size_t)st.st_blksize != page) {
		tst_res(TFAIL, "%s: st_blksize %ld, expected the huge page size %zu", tc->name,
			(long)st.st_blksize, page);
		goto out;
	}
	SAFE_FTRUNCATE(fd, page);
	if (map_roundtrip(tc->name, page))
		goto out;
	tst_res(TPASS, "%s: %lu kB pages, data shared between mappings", tc->name, kb);

	if (tc->sealing) {
		TST_EXP_PASS(fcntl(fd, F_ADD_SEALS, F_SEAL_GROW), "%s: F_ADD_SEALS(F_SEAL_GROW)",
			     tc->name);
		TST_EXP_FAIL(ftruncate(fd, 2 * page), EPERM, "%s: ftruncate() past F_SEAL_GROW",
			     tc->name);
		SAFE_FSTAT(fd, &st);
		TST_EXP_EQ_LI(st.st_size, page);
	}
out:
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	if (!tst_get_hugepage_size())
		tst_brk(TCONF, "no huge page support");
}

static void cleanup(void)
{
	if (fd > -1)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.hugepages = {1, TST_NEEDS},
};
