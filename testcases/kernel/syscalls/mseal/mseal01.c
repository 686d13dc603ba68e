// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mseal(2) (Linux 6.10, Documentation/userspace-api/mseal.rst) seals a range of the
 * address space against changes: "the following operations are blocked on sealed memory:
 * munmap(), mremap() (shrinking, expanding, moving), mmap() with MAP_FIXED over it,
 * mprotect() and pkey_mprotect(), and destructive madvise() ... for anonymous memory when
 * users don't have write permission to the memory".
 * Two pages of a three-page read-only private anonymous mapping are sealed, then:
 * - /proc/self/smaps shows VmFlags "sl" on them and not on the third page;
 * - munmap(), mprotect(), mremap() to grow and to move, mmap(MAP_FIXED) over them and
 *   madvise(MADV_DONTNEED) fail with EPERM, and the pages stay mapped, read-only, with
 *   their contents;
 * - the unsealed third page can still be unmapped;
 * - a child made by fork() inherits the seal (its munmap() fails with EPERM too).
 */

#include <stdlib.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "lapi/syscalls.h"

static size_t ps;

static int sys_mseal(void *addr, size_t len, unsigned long flags)
{
	return tst_syscall(__NR_mseal, addr, len, flags);
}

static void expect_intact(char *p, const char *after)
{
	struct tst_vma vma;
	char c = 0;

	if (!tst_vma_find(p, &vma) || strcmp(vma.perms, "r--p") || tst_vma_read(p + ps, &c) ||
	    c != 's' || !tst_vma_write(p, 'x'))
		tst_res(TFAIL, "after %s the sealed pages changed (%s, byte 0x%02x)", after,
			vma.perms, c);
}

static void blocked(char *p)
{
	TST_EXP_FAIL(munmap(p, ps), EPERM, "munmap(sealed page)");
	expect_intact(p, "munmap()");
	TST_EXP_FAIL(mprotect(p, ps, PROT_READ | PROT_WRITE), EPERM, "mprotect(sealed page)");
	expect_intact(p, "mprotect()");
	TST_EXP_FAIL_PTR_VOID(mremap(p, 2 * ps, 4 * ps, MREMAP_MAYMOVE, NULL), EPERM,
			      "mremap(sealed pages, grow)");
	expect_intact(p, "mremap() to grow");
	TST_EXP_FAIL_PTR_VOID(mmap(p, ps, PROT_READ | PROT_WRITE,
				   MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0), EPERM,
			      "mmap(MAP_FIXED over a sealed page)");
	expect_intact(p, "mmap(MAP_FIXED)");
	TST_EXP_FAIL(madvise(p, 2 * ps, MADV_DONTNEED), EPERM,
		     "madvise(MADV_DONTNEED, sealed read-only anonymous)");
	expect_intact(p, "madvise(MADV_DONTNEED)");
}

static void run(void)
{
	char *p = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			    -1, 0);
	struct tst_vma vma;

	memset(p, 's', 3 * ps);
	SAFE_MPROTECT(p, 3 * ps, PROT_READ);
	TST_EXP_PASS(sys_mseal(p, 2 * ps, 0), "mseal(2 of 3 pages)");
	if (!TST_PASS)
		return;
	if (!tst_vma_has_flag(p, "sl") || !tst_vma_has_flag(p + ps, "sl") ||
	    tst_vma_has_flag(p + 2 * ps, "sl"))
		tst_res(TFAIL, "VmFlags 'sl' is not on exactly the sealed pages");
	else
		tst_res(TPASS, "VmFlags 'sl' on the two sealed pages only");

	blocked(p);

	TST_EXP_PASS(munmap(p + 2 * ps, ps), "munmap(the unsealed page)");
	if (tst_vma_find(p + 2 * ps, &vma))
		tst_res(TFAIL, "the unsealed page is still mapped");

	if (!SAFE_FORK()) {
		TST_EXP_FAIL(munmap(p, 2 * ps), EPERM, "child: munmap(sealed pages)");
		expect_intact(p, "the child's munmap()");
		exit(0);
	}
	tst_reap_children();
	/* the sealed pages stay until the process exits: the test iterates in fresh maps */
}

static void setup(void)
{
	ps = getpagesize();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
	.min_kver = "6.10",
};
