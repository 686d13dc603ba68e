// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mmap(2) of anonymous memory, each flag checked through its effect:
 * - MAP_PRIVATE | MAP_ANONYMOUS: "The mapping is initialized to zero"; the pages are
 *   readable and writable as PROT_READ | PROT_WRITE asks, and a store made by a child
 *   after fork() is not seen by the parent ("Updates to the mapping are not visible to
 *   other processes mapping the same file");
 * - MAP_SHARED | MAP_ANONYMOUS: a store made by a child is seen by the parent;
 * - PROT_* is enforced: a store into PROT_READ memory and a load from PROT_NONE memory
 *   raise SIGSEGV, and /proc/self/maps shows the permissions asked for;
 * - MAP_FIXED: the mapping lands at addr and replaces what was there (the old contents are
 *   gone: the new pages read zero);
 * - MAP_FIXED_NOREPLACE: lands exactly at a free addr, and fails with EEXIST over an
 *   existing mapping, which keeps its contents;
 * - MAP_POPULATE: the pages are resident (mincore) before any access;
 * - MAP_LOCKED: the mapping is locked (VmFlags "lo" in /proc/self/smaps) and resident;
 * - MAP_NORESERVE: VmFlags shows "nr";
 * - MAP_GROWSDOWN: VmFlags shows "gd" and the maps line covers the length asked for.
 */

#include <signal.h>
#include <stdlib.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "mmap_lapi.h"

#define NPAGES 4

static size_t ps, len;

static char *map_anon(int prot, int flags)
{
	char *p = mmap(NULL, len, prot, flags | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED) {
		tst_res(TFAIL | TERRNO, "mmap(NULL, %zu, %d, 0x%x | MAP_ANONYMOUS)", len, prot,
			flags);
		return NULL;
	}
	return p;
}

static int check_zero(const char *p, size_t n, const char *what)
{
	size_t i;
	char c;

	for (i = 0; i < n; i += ps / 4) {
		if (tst_vma_read(p + i, &c)) {
			tst_res(TFAIL, "%s: reading byte %zu faulted", what, i);
			return 1;
		}
		if (c) {
			tst_res(TFAIL, "%s: byte %zu is 0x%02x, expected 0", what, i, c);
			return 1;
		}
	}
	return 0;
}

/* A child stores 'c' at p[0]; the parent then reads p[0] back. */
static char child_store(char *p)
{
	if (!SAFE_FORK()) {
		p[0] = 'c';
		exit(0);
	}
	tst_reap_children();
	return p[0];
}

static void test_private(void)
{
	char *p = map_anon(PROT_READ | PROT_WRITE, MAP_PRIVATE);
	char c;

	if (!p)
		return;
	if (check_zero(p, len, "MAP_PRIVATE"))
		goto out;
	if (tst_vma_write(p + len - 1, 'z') || tst_vma_read(p + len - 1, &c) || c != 'z') {
		tst_res(TFAIL, "MAP_PRIVATE: the last byte did not keep a store");
		goto out;
	}
	p[0] = 'p';
	c = child_store(p);
	if (c == 'p')
		tst_res(TPASS, "MAP_PRIVATE: zero-filled, writable, a child's store is not seen");
	else
		tst_res(TFAIL, "MAP_PRIVATE: parent reads '%c' after the child's store, "
			"expected 'p'", c);
out:
	SAFE_MUNMAP(p, len);
}

static void test_shared(int flags, const char *name)
{
	char *p = map_anon(PROT_READ | PROT_WRITE, flags);
	char c;

	if (!p)
		return;
	if (check_zero(p, len, name))
		goto out;
	p[0] = 'p';
	c = child_store(p);
	if (c == 'c')
		tst_res(TPASS, "%s: zero-filled, a child's store is seen by the parent", name);
	else
		tst_res(TFAIL, "%s: parent reads '%c' after the child's store, expected 'c'",
			name, c);
out:
	SAFE_MUNMAP(p, len);
}

static void test_prot(int prot, const char *name, int rsig, int wsig, const char *perms)
{
	char *p = map_anon(prot, MAP_PRIVATE);
	struct tst_vma vma;
	int r, w;

	if (!p)
		return;
	r = tst_vma_read(p + ps, NULL);
	w = tst_vma_write(p + ps, 'x');
	if (r != rsig || w != wsig) {
		tst_res(TFAIL, "%s: read gives signal %d, write %d; expected %d and %d",
			name, r, w, rsig, wsig);
	} else if (!tst_vma_find(p, &vma) || vma.end - vma.start < len ||
		   strcmp(vma.perms, perms)) {
		tst_res(TFAIL, "%s: /proc/self/maps shows %s, expected %s over %zu bytes",
			name, vma.perms, perms, len);
	} else {
		tst_res(TPASS, "%s: read %s, write %s, maps shows %s", name,
			rsig ? "faults" : "works", wsig ? "faults" : "works", perms);
	}
	SAFE_MUNMAP(p, len);
}

static void test_fixed(void)
{
	char *old = SAFE_MMAP(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			      -1, 0);
	char *p;

	memset(old, 'o', len);
	p = mmap(old + ps, ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED,
		 -1, 0);
	if (p == MAP_FAILED) {
		tst_res(TFAIL | TERRNO, "mmap(MAP_FIXED) over an existing mapping");
	} else if (p != old + ps) {
		tst_res(TFAIL, "MAP_FIXED: mapped at %p, asked for %p", p, old + ps);
	} else if (!check_zero(p, ps, "MAP_FIXED") && old[0] == 'o' && old[2 * ps] == 'o') {
		tst_res(TPASS, "MAP_FIXED: replaced one page of the old mapping with zeros");
	} else if (old[0] != 'o' || old[2 * ps] != 'o') {
		tst_res(TFAIL, "MAP_FIXED: the pages around the replaced one changed");
	}
	SAFE_MUNMAP(old, len);
}

static void test_fixed_noreplace(void)
{
	char *old = SAFE_MMAP(NULL, 2 * len, PROT_READ | PROT_WRITE,
			      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *p;

	/* keep the first half, free the second: a hole of known address */
	SAFE_MUNMAP(old + len, len);
	memset(old, 'o', len);
	p = mmap(old + ps, ps, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE,
		 -1, 0);
	if (p != MAP_FAILED || errno != EEXIST) {
		tst_res(TFAIL | TERRNO, "MAP_FIXED_NOREPLACE over a mapping returned %p, "
			"expected MAP_FAILED with EEXIST", p);
		if (p != MAP_FAILED && p != old + ps)
			SAFE_MUNMAP(p, ps);
	} else if (old[ps] != 'o' || tst_vma_write(old + ps, 'n')) {
		tst_res(TFAIL, "MAP_FIXED_NOREPLACE: the failed call changed the old mapping");
	} else {
		tst_res(TPASS, "MAP_FIXED_NOREPLACE over a mapping: EEXIST, old mapping intact");
	}

	p = mmap(old + len, ps, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
	if (p == MAP_FAILED) {
		tst_res(TFAIL | TERRNO, "MAP_FIXED_NOREPLACE at a free address");
	} else if (p != old + len) {
		tst_res(TFAIL, "MAP_FIXED_NOREPLACE: mapped at %p, asked for %p", p, old + len);
		SAFE_MUNMAP(p, ps);
	} else if (!check_zero(p, ps, "MAP_FIXED_NOREPLACE") && !tst_vma_write(p, 'w')) {
		tst_res(TPASS, "MAP_FIXED_NOREPLACE at a free address: mapped exactly there");
	}
	SAFE_MUNMAP(old, len + ps);
}

static void test_populate(void)
{
	char *p = map_anon(PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_POPULATE);
	size_t res;

	if (!p)
		return;
	res = tst_vma_resident(p, len);
	if (res == NPAGES)
		tst_res(TPASS, "MAP_POPULATE: %d of %d pages resident before any access", NPAGES,
			NPAGES);
	else
		tst_res(TFAIL, "MAP_POPULATE: %zu of %d pages resident before any access", res,
			NPAGES);
	check_zero(p, len, "MAP_POPULATE");
	SAFE_MUNMAP(p, len);
}

static void test_vmflag(int flags, const char *name, const char *flag, int resident)
{
	char *p = map_anon(PROT_READ | PROT_WRITE, MAP_PRIVATE | flags);
	size_t res;

	if (!p)
		return;
	res = tst_vma_resident(p, len);
	if (!tst_vma_has_flag(p, flag))
		tst_res(TFAIL, "%s: VmFlags lacks '%s'", name, flag);
	else if (resident && res != NPAGES)
		tst_res(TFAIL, "%s: %zu of %d pages resident, expected all", name, res, NPAGES);
	else if (!check_zero(p, len, name) && !tst_vma_write(p, 'x'))
		tst_res(TPASS, "%s: VmFlags has '%s'%s", name, flag,
			resident ? ", all pages resident" : "");
	SAFE_MUNMAP(p, len);
}

static void test_growsdown(void)
{
	char *p = map_anon(PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_GROWSDOWN);
	struct tst_vma vma;

	if (!p)
		return;
	if (!tst_vma_has_flag(p + len - 1, "gd"))
		tst_res(TFAIL, "MAP_GROWSDOWN: VmFlags lacks 'gd'");
	else if (!tst_vma_find(p + len - 1, &vma) || vma.end != (unsigned long)p + len)
		tst_res(TFAIL, "MAP_GROWSDOWN: the maps line does not end at %p", p + len);
	else if (!tst_vma_write(p + len - 1, 'x'))
		tst_res(TPASS, "MAP_GROWSDOWN: VmFlags has 'gd', mapping ends at addr + length");
	else
		tst_res(TFAIL, "MAP_GROWSDOWN: the top page is not writable");
	SAFE_MUNMAP(p, len);
}

static void run(void)
{
	test_private();
	test_shared(MAP_SHARED, "MAP_SHARED");
	test_prot(PROT_READ, "PROT_READ", 0, SIGSEGV, "r--p");
	test_prot(PROT_NONE, "PROT_NONE", SIGSEGV, SIGSEGV, "---p");
	test_prot(PROT_READ | PROT_WRITE, "PROT_READ | PROT_WRITE", 0, 0, "rw-p");
	test_fixed();
	test_fixed_noreplace();
	test_populate();
	test_vmflag(MAP_LOCKED, "MAP_LOCKED", "lo", 1);
	test_vmflag(MAP_NORESERVE, "MAP_NORESERVE", "nr", 0);
	test_growsdown();
}

static void setup(void)
{
	ps = getpagesize();
	len = NPAGES * ps;
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
};
