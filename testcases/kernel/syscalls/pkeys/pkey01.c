// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pkey_alloc(2), pkey_mprotect(2) and pkey_free(2) (man 7 pkeys) on x86 memory protection
 * keys (TCONF without them):
 * - pkey_alloc(0, 0) returns a key above 0 (key 0 is the default key of all memory);
 * - pkey_mprotect() of a page with that key: /proc/self/smaps shows "ProtectionKey" = key
 *   and the protection asked for in /proc/self/maps;
 * - the key's rights in the PKRU register (pkey_set()) are enforced on that page only:
 *   PKEY_DISABLE_WRITE makes a store raise SIGSEGV while a load works, PKEY_DISABLE_ACCESS
 *   makes the load fault too, rights 0 allow both again; a page with key 0 is unaffected;
 * - pkey_alloc(0, PKEY_DISABLE_WRITE) sets the new key's initial rights (pkey_get());
 * - pkey_free() releases a key: pkey_mprotect() with it then fails with EINVAL.
 */

#include <signal.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "pkey_common.h"

static size_t ps;

static void expect(char *p, int rsig, int wsig, const char *what)
{
	int r = tst_vma_read(p, NULL), w = tst_vma_write(p, 'w');

	if (r != rsig || w != wsig)
		tst_res(TFAIL, "%s: load signal %d, store signal %d; expected %d, %d", what, r, w,
			rsig, wsig);
	else
		tst_res(TPASS, "%s: load %s, store %s", what, r ? "faults" : "works",
			w ? "faults" : "works");
}

static void run(void)
{
	char *p = SAFE_MMAP(NULL, 2 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			    -1, 0);
	int key, key2;

	memset(p, 'k', 2 * ps);
	key = TST_EXP_POSITIVE(sys_pkey_alloc(0, 0), "pkey_alloc(0, 0)");
	if (!TST_PASS)
		goto out;
	TST_EXP_PASS(sys_pkey_mprotect(p, ps, PROT_READ | PROT_WRITE, key),
		     "pkey_mprotect(page 0, RW, key %d)", key);
	TST_EXP_EQ_LI(tst_vma_smaps_kb(p, "ProtectionKey"), key);
	TST_EXP_EQ_LI(tst_vma_smaps_kb(p + ps, "ProtectionKey"), 0);

	if (pkey_set(key, PKEY_DISABLE_WRITE))
		tst_brk(TBROK | TERRNO, "pkey_set()");
	expect(p, 0, SIGSEGV, "PKEY_DISABLE_WRITE");
	expect(p + ps, 0, 0, "PKEY_DISABLE_WRITE, page with key 0");
	if (pkey_set(key, PKEY_DISABLE_ACCESS))
		tst_brk(TBROK | TERRNO, "pkey_set()");
	expect(p, SIGSEGV, SIGSEGV, "PKEY_DISABLE_ACCESS");
	if (pkey_set(key, 0))
		tst_brk(TBROK | TERRNO, "pkey_set()");
	expect(p, 0, 0, "rights 0");

	key2 = TST_EXP_POSITIVE(sys_pkey_alloc(0, PKEY_DISABLE_WRITE),
				"pkey_alloc(0, PKEY_DISABLE_WRITE)");
	if (TST_PASS) {
		TST_EXP_EQ_LI(pkey_get(key2), PKEY_DISABLE_WRITE);
		TST_EXP_PASS(sys_pkey_free(key2), "pkey_free(%d)", key2);
	}
	TST_EXP_PASS(sys_pkey_mprotect(p, ps, PROT_READ | PROT_WRITE, 0),
		     "pkey_mprotect(page 0, key 0)");
	TST_EXP_PASS(sys_pkey_free(key), "pkey_free(%d)", key);
	TST_EXP_FAIL(sys_pkey_mprotect(p, ps, PROT_READ, key), EINVAL,
		     "pkey_mprotect() with the freed key");
out:
	SAFE_MUNMAP(p, 2 * ps);
}

static void setup(void)
{
	ps = getpagesize();
	pkey_probe();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.supported_archs = (const char *const []){"x86_64", "x86", NULL},
};
