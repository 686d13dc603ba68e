// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * munmap(2): "deletes the mappings for the specified address range, and causes further
 * references to addresses within the range to generate invalid memory references":
 * - unmapping the middle page of an anonymous mapping leaves two mappings around a hole
 *   (/proc/self/maps), a load from the hole raises SIGSEGV, the pages around it keep their
 *   contents;
 * - "The region is also automatically unmapped when the process is terminated. On the
 *   other hand, closing the file descriptor does not unmap the region": a shared file
 *   mapping still works after close(), and stores made through it are in the file after
 *   munmap();
 * - "It is not an error if the indicated range does not contain any mapped pages": a
 *   hole of the right size is unmapped again with success, and a range spanning a
 *   mapping and a hole removes the mapping;
 * - addr must be page-aligned but "length need not be": one byte unmaps the whole page.
 */

#include <signal.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_vma.h"

static size_t ps;

static void test_hole(void)
{
	char *p = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			    -1, 0);
	struct tst_vma lo, hi, mid;
	int sig;

	memset(p, 'm', 3 * ps);
	TST_EXP_PASS(munmap(p + ps, ps), "munmap(middle page)");
	if (!TST_PASS)
		goto out;
	sig = tst_vma_read(p + ps, NULL);
	if (tst_vma_find(p + ps, &mid) || !tst_vma_find(p, &lo) || !tst_vma_find(p + 2 * ps, &hi))
		tst_res(TFAIL, "maps: the middle page is still mapped or a neighbour is gone");
	else if (lo.end != (unsigned long)p + ps || hi.start != (unsigned long)p + 2 * ps)
		tst_res(TFAIL, "maps: neighbours end at %lx and start at %lx, expected %p, %p",
			lo.end, hi.start, p + ps, p + 2 * ps);
	else if (sig != SIGSEGV)
		tst_res(TFAIL, "a load from the unmapped page gives signal %d, expected SIGSEGV",
			sig);
	else if (p[ps - 1] != 'm' || p[2 * ps] != 'm')
		tst_res(TFAIL, "the neighbouring pages lost their contents");
	else
		tst_res(TPASS, "the middle page is gone (SIGSEGV, a hole in maps), "
			"neighbours kept");
out:
	munmap(p, 3 * ps);
}

static void test_file(void)
{
	int fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0600);
	char *p, c;

	SAFE_FTRUNCATE(fd, ps);
	p = SAFE_MMAP(NULL, ps, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	SAFE_CLOSE(fd);
	if (tst_vma_write(p + 10, 'F')) {
		tst_res(TFAIL, "the mapping faults after close()");
		munmap(p, ps);
		return;
	}
	TST_EXP_PASS(munmap(p, ps), "munmap(shared file mapping)");
	fd = SAFE_OPEN("file", O_RDONLY);
	SAFE_PREAD(1, fd, &c, 1, 10);
	SAFE_CLOSE(fd);
	if (c != 'F')
		tst_res(TFAIL, "after munmap() the file has '%c', expected 'F'", c);
	else if (tst_vma_read(p, NULL) != SIGSEGV)
		tst_res(TFAIL, "the unmapped file page does not fault");
	else
		tst_res(TPASS, "mapping kept after close(), store in the file, gone after "
			"munmap()");
	SAFE_UNLINK("file");
}

static void test_no_pages(void)
{
	char *p = SAFE_MMAP(NULL, 2 * ps, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	struct tst_vma vma;

	SAFE_MUNMAP(p + ps, ps);
	TST_EXP_PASS(munmap(p + ps, ps), "munmap(a range with no mapped page)");
	TST_EXP_PASS(munmap(p, 2 * ps), "munmap(a mapping and a hole)");
	if (tst_vma_find(p, &vma))
		tst_res(TFAIL, "the mapping before the hole is still there");
	else
		tst_res(TPASS, "the range over a mapping and a hole removed the mapping");
}

static void test_length(void)
{
	char *p = SAFE_MMAP(NULL, 2 * ps, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	struct tst_vma vma;

	TST_EXP_PASS(munmap(p, 1), "munmap(addr, 1)");
	if (tst_vma_find(p, &vma) || !tst_vma_find(p + ps, &vma))
		tst_res(TFAIL, "munmap(addr, 1): page 0 %s, page 1 %s", tst_vma_find(p, &vma) ?
			"mapped" : "gone", tst_vma_find(p + ps, &vma) ? "mapped" : "gone");
	else
		tst_res(TPASS, "munmap(addr, 1) removed exactly the first page");
	munmap(p + ps, ps);
}

static void run(void)
{
	test_hole();
	test_file();
	test_no_pages();
	test_length();
}

static void setup(void)
{
	ps = getpagesize();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
