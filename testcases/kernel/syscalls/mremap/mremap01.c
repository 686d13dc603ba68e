// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mremap(2) "expands (or shrinks) an existing memory mapping, potentially moving it at the
 * same time":
 * - shrinking keeps the address and the contents, the released tail faults (SIGSEGV);
 * - growing in place (free address space after the mapping, no flags) keeps the address
 *   and the contents, the new pages read zero;
 * - MREMAP_MAYMOVE with the space after the mapping taken: the mapping moves, its
 *   contents go with it, the old address faults, the blocking mapping is untouched;
 * - MREMAP_FIXED: the mapping moves exactly to new_address, "any previous mapping at the
 *   address range specified by new_address and new_size is unmapped";
 * - MREMAP_DONTUNMAP (Linux 5.7): the pages move to the new address and "the mapping at
 *   the old address" stays, reading zero ("after completion, any access to the range
 *   specified by old_address and old_size will result in a page fault", which for private
 *   anonymous memory gives zero pages);
 * - old_size 0 with a shared mapping and MREMAP_MAYMOVE "create[s] a new mapping of the
 *   same pages": a store through either is seen through the other.
 * new_address is passed as NULL where it is unused: the C library forwards whatever its
 * variadic slot holds, and recent kernels refuse a stray address with EINVAL.
 */

#include <signal.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "mremap_lapi.h"

static size_t ps;

static char *map(size_t pages, int flags)
{
	return SAFE_MMAP(NULL, pages * ps, PROT_READ | PROT_WRITE, flags | MAP_ANONYMOUS, -1, 0);
}

static int check_fill(char *p, size_t pages, char c, const char *what)
{
	size_t i;

	for (i = 0; i < pages; i++) {
		if (p[i * ps] != c || p[i * ps + ps - 1] != c) {
			tst_res(TFAIL, "%s: page %zu reads 0x%02x, expected 0x%02x", what, i,
				p[i * ps], c);
			return 1;
		}
	}
	return 0;
}

static void test_shrink(void)
{
	char *p = map(4, MAP_PRIVATE), *q;

	memset(p, 's', 4 * ps);
	q = mremap(p, 4 * ps, 2 * ps, 0, NULL);
	if (q != p) {
		tst_res(TFAIL | TERRNO, "mremap(shrink) returned %p, expected %p", q, p);
	} else if (!check_fill(p, 2, 's', "shrink") &&
		   tst_vma_read(p + 2 * ps, NULL) == SIGSEGV &&
		   tst_vma_read(p + 3 * ps, NULL) == SIGSEGV) {
		tst_res(TPASS, "shrink: same address, contents kept, the tail faults");
	} else {
		tst_res(TFAIL, "shrink: the released tail does not fault");
	}
	munmap(p, 4 * ps);
}

static void test_grow_in_place(void)
{
	char *p = map(4, MAP_PRIVATE), *q;

	SAFE_MUNMAP(p + 2 * ps, 2 * ps);
	memset(p, 'g', 2 * ps);
	q = mremap(p, 2 * ps, 4 * ps, 0, NULL);
	if (q != p)
		tst_res(TFAIL | TERRNO, "mremap(grow in place) returned %p, expected %p", q, p);
	else if (!check_fill(p, 2, 'g', "grow") && !check_fill(p + 2 * ps, 2, 0, "grown part"))
		tst_res(TPASS, "grow in place: same address, contents kept, new pages zero");
	munmap(p, 4 * ps);
}

static void test_maymove(void)
{
	char *p = map(3, MAP_PRIVATE), *q;

	/* the page after the first two stays mapped and blocks growing in place */
	memset(p, 'm', 3 * ps);
	p[2 * ps] = 'b';
	q = mremap(p, 2 * ps, 4 * ps, MREMAP_MAYMOVE, NULL);
	if (q == MAP_FAILED) {
		tst_res(TFAIL | TERRNO, "mremap(MREMAP_MAYMOVE)");
		munmap(p, 3 * ps);
		return;
	}
	if (q == p)
		tst_res(TFAIL, "MREMAP_MAYMOVE: grew in place over the blocking page");
	else if (!check_fill(q, 2, 'm', "moved") && !check_fill(q + 2 * ps, 2, 0, "moved tail") &&
		 tst_vma_read(p, NULL) == SIGSEGV && p[2 * ps] == 'b')
		tst_res(TPASS, "MREMAP_MAYMOVE: moved, contents kept, old address faults, the "
			"blocking page kept");
	else
		tst_res(TFAIL, "MREMAP_MAYMOVE: old address still mapped or blocking page changed");
	munmap(q, 4 * ps);
	munmap(p, 3 * ps);
}

static void test_fixed(void)
{
	char *p = map(2, MAP_PRIVATE), *target = map(3, MAP_PRIVATE), *q;

	memset(p, 'f', 2 * ps);
	memset(target, 't', 3 * ps);
	q = mremap(p, 2 * ps, 2 * ps, MREMAP_MAYMOVE | MREMAP_FIXED, target);
	if (q != target)
		tst_res(TFAIL | TERRNO, "mremap(MREMAP_FIXED) returned %p, expected %p", q, target);
	else if (!check_fill(target, 2, 'f', "MREMAP_FIXED") && target[2 * ps] == 't' &&
		 tst_vma_read(p, NULL) == SIGSEGV)
		tst_res(TPASS, "MREMAP_FIXED: moved onto new_address replacing its pages, old "
			"address faults");
	else
		tst_res(TFAIL, "MREMAP_FIXED: old mapping left or the page after changed");
	munmap(target, 3 * ps);
	munmap(p, 2 * ps);
}

static void test_dontunmap(void)
{
	char *p, *q;

	if (tst_kvercmp(5, 7, 0) < 0) {
		tst_res(TCONF, "MREMAP_DONTUNMAP needs Linux 5.7");
		return;
	}
	p = map(2, MAP_PRIVATE);
	memset(p, 'd', 2 * ps);
	q = mremap(p, 2 * ps, 2 * ps, MREMAP_MAYMOVE | MREMAP_DONTUNMAP, NULL);
	if (q == MAP_FAILED) {
		tst_res(TFAIL | TERRNO, "mremap(MREMAP_DONTUNMAP)");
	} else if (q == p) {
		tst_res(TFAIL, "MREMAP_DONTUNMAP returned the old address");
	} else {
		if (!check_fill(q, 2, 'd', "DONTUNMAP new") &&
		    !check_fill(p, 2, 0, "DONTUNMAP old"))
			tst_res(TPASS, "MREMAP_DONTUNMAP: pages moved, old range mapped and zero");
		munmap(q, 2 * ps);
	}
	munmap(p, 2 * ps);
}

static void test_dup_shared(void)
{
	char *p = map(1, MAP_SHARED), *q;

	p[0] = 'o';
	q = mremap(p, 0, ps, MREMAP_MAYMOVE, NULL);
	if (q == MAP_FAILED) {
		tst_res(TFAIL | TERRNO, "mremap(shared, old_size 0, MREMAP_MAYMOVE)");
	} else if (q == p) {
		tst_res(TFAIL, "old_size 0: returned the old address");
	} else {
		char first = q[0];

		q[1] = 'n';
		if (first == 'o' && p[1] == 'n')
			tst_res(TPASS, "old_size 0: a second mapping of the same shared pages");
		else
			tst_res(TFAIL, "old_size 0: new mapping reads '%c', old sees '%c'", first,
				p[1]);
		munmap(q, ps);
	}
	munmap(p, ps);
}

static void run(void)
{
	test_shrink();
	test_grow_in_place();
	test_maymove();
	test_fixed();
	test_dontunmap();
	test_dup_shared();
}

static void setup(void)
{
	ps = getpagesize();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
};
