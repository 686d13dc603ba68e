// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Errors of pkey_alloc(2), pkey_mprotect(2) and pkey_free(2) (man 2 pkey_alloc, man 2
 * mprotect), with and without x86 memory protection keys ("pku" and "ospke" in
 * /proc/cpuinfo); after each failure the page keeps key 0 (smaps ProtectionKey, where
 * shown) and its protection (maps):
 * - pkey_alloc(): EINVAL for flags other than 0 and for unknown access rights; ENOSPC
 *   when "All protection keys available for the current process have been allocated"
 *   (with pkeys: after allocating every key, and freeing one makes pkey_alloc() work again)
 *   and, as the page says, "if the processor or operating system does not support
 *   protection keys" (there x86 Linux answers a process's first call with EINVAL: it takes
 *   key 0, fails to set its rights and keeps it; ENOSPC is checked on the second call);
 * - pkey_mprotect(): EACCES for PROT_WRITE on a MAP_SHARED mapping of a file opened
 *   read-only, with key -1 ("the same as mprotect()"); EINVAL for a key that was not
 *   allocated (one freed, or key 1 without pkeys); ENOMEM for a range starting at an
 *   unmapped page;
 * - pkey_free(): EINVAL for a key that was not allocated.
 *
 * Not provoked: ENOMEM "Internal kernel structures could not be allocated": needs the
 * kernel out of memory.
 */

#include "tst_test.h"
#include "tst_vma.h"
#include "pkey_common.h"

#define MAX_KEYS 32

static size_t ps;
static int pku, fd = -1;
static char *page, *shared_ro, *hole;

/* the page still has key 0 and protection perms */
static void expect_unchanged(char *p, const char *perms, const char *what)
{
	struct tst_vma vma;

	if ((pku && tst_vma_smaps_kb(p, "ProtectionKey")) || !tst_vma_find(p, &vma) ||
	    strcmp(vma.perms, perms))
		tst_res(TFAIL, "the failed %s changed the page (%s, expected %s)", what,
			tst_vma_find(p, &vma) ? vma.perms : "unmapped", perms);
}

static void test_alloc(void)
{
	int keys[MAX_KEYS], n = 0, i, unused;

	TST_EXP_FAIL2(sys_pkey_alloc(1, 0), EINVAL, "pkey_alloc(flags 1)");
	TST_EXP_FAIL2(sys_pkey_alloc(0, 0x10), EINVAL, "pkey_alloc(unknown access rights)");

	if (!pku) {
		/*
		 * x86 Linux without pkeys takes key 0 at a process's first pkey_alloc(),
		 * fails to set its rights (EINVAL) and keeps it: ENOSPC from then on
		 */
		if (sys_pkey_alloc(0, 0) != -1 || (errno != EINVAL && errno != ENOSPC))
			tst_res(TFAIL | TERRNO, "first pkey_alloc() without pkeys: expected "
				"EINVAL or ENOSPC");
		TST_EXP_FAIL2(sys_pkey_alloc(0, 0), ENOSPC, "pkey_alloc() without pkeys");
	}
	while (pku && n < MAX_KEYS) {
		keys[n] = sys_pkey_alloc(0, 0);
		if (keys[n] < 0)
			break;
		n++;
	}
	if (pku && (n == MAX_KEYS || errno != ENOSPC))
		tst_res(TFAIL | TERRNO, "allocating every key ended after %d keys", n);
	else if (pku)
		tst_res(TPASS, "pkey_alloc(): ENOSPC after %d keys", n);

	/* a key that is not allocated: one just freed, or 1 without pkeys */
	unused = 1;
	if (n) {
		unused = keys[--n];
		if (sys_pkey_free(unused))
			tst_brk(TBROK | TERRNO, "pkey_free(%d)", unused);
	}
	TST_EXP_FAIL(sys_pkey_mprotect(page, ps, PROT_READ, unused), EINVAL,
		     "pkey_mprotect(key %d, not allocated)", unused);
	expect_unchanged(page, "rw-p", "pkey_mprotect()");
	TST_EXP_FAIL(sys_pkey_free(unused), EINVAL, "pkey_free(key %d, not allocated)", unused);
	if (pku) {
		keys[n] = TST_EXP_POSITIVE(sys_pkey_alloc(0, 0), "pkey_alloc() after a free");
		if (TST_PASS)
			n++;
	}
	for (i = 0; i < n; i++)
		sys_pkey_free(keys[i]);
}

static void test_mprotect(void)
{
	TST_EXP_FAIL(sys_pkey_mprotect(shared_ro, ps, PROT_READ | PROT_WRITE, -1), EACCES,
		     "pkey_mprotect(PROT_WRITE, MAP_SHARED of a read-only fd, key -1)");
	expect_unchanged(shared_ro, "r--s", "pkey_mprotect()");
	TST_EXP_FAIL(sys_pkey_mprotect(hole + ps, 2 * ps, PROT_READ, -1), ENOMEM,
		     "pkey_mprotect(range starting at an unmapped page, key -1)");
	expect_unchanged(hole, "rw-p", "pkey_mprotect()");
	if (tst_vma_find(hole + ps, &(struct tst_vma){0}))
		tst_res(TFAIL, "the failed pkey_mprotect() mapped the hole");
}

static void run(void)
{
	test_alloc();
	test_mprotect();
}

static void setup(void)
{
	ps = getpagesize();
	pku = cpu_flag("pku") && cpu_flag("ospke");
	if (pku)
		pkey_probe();
	else
		tst_res(TINFO, "no memory protection keys (pku, ospke): pkey_alloc() must fail");
	page = SAFE_MMAP(NULL, ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0600);
	SAFE_FTRUNCATE(fd, ps);
	SAFE_CLOSE(fd);
	fd = SAFE_OPEN("file", O_RDONLY);
	shared_ro = SAFE_MMAP(NULL, ps, PROT_READ, MAP_SHARED, fd, 0);
	/* a page, then a hole, then nothing this test mapped */
	hole = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
			 0);
	SAFE_MUNMAP(hole + ps, ps);
}

static void cleanup(void)
{
	if (fd >= 0)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
	.min_kver = "4.9",
	.supported_archs = (const char *const []){"x86_64", "x86", NULL},
};
