// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Errors of pkey_alloc(2), pkey_mprotect(2) and pkey_free(2) (man 2 pkey_alloc, man 2
 * mprotect), on x86 memory protection keys (TCONF without them):
 * - pkey_alloc(): EINVAL for flags other than 0 and for unknown access rights; ENOSPC
 *   when "no more free protection keys are available" (every key allocated), after which
 *   freeing one makes pkey_alloc() work again;
 * - pkey_mprotect(): EINVAL for a key that was not allocated, the page keeping key 0 and
 *   its protection (smaps, maps);
 * - pkey_free(): EINVAL for a key that was not allocated.
 *
 * Not provoked: EACCES and ENOMEM of pkey_mprotect(): the code is mprotect()'s, whose
 * mprotect02 checks them; ENOSPC "processor does not support protection keys" and "operating system
 * does not support protection keys": the probe turns those into TCONF.
 */

#include "tst_test.h"
#include "tst_vma.h"
#include "pkey_common.h"

#define MAX_KEYS 32

static void run(void)
{
	size_t ps = getpagesize();
	char *p = SAFE_MMAP(NULL, ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	int keys[MAX_KEYS], n = 0, i, unused;
	struct tst_vma vma;

	TST_EXP_FAIL2(sys_pkey_alloc(1, 0), EINVAL, "pkey_alloc(flags 1)");
	TST_EXP_FAIL2(sys_pkey_alloc(0, 0x10), EINVAL, "pkey_alloc(unknown access rights)");

	while (n < MAX_KEYS) {
		keys[n] = sys_pkey_alloc(0, 0);
		if (keys[n] < 0)
			break;
		n++;
	}
	if (n == MAX_KEYS || errno != ENOSPC)
		tst_res(TFAIL | TERRNO, "allocating every key ended after %d keys", n);
	else
		tst_res(TPASS, "pkey_alloc() : ENOSPC after %d keys", n);
	if (n) {
		unused = keys[--n];
		if (sys_pkey_free(unused))
			tst_brk(TBROK | TERRNO, "pkey_free(%d)", unused);
		TST_EXP_FAIL(sys_pkey_mprotect(p, ps, PROT_READ, unused), EINVAL,
			     "pkey_mprotect(key %d, not allocated)", unused);
		if (tst_vma_smaps_kb(p, "ProtectionKey") || !tst_vma_find(p, &vma) ||
		    strcmp(vma.perms, "rw-p"))
			tst_res(TFAIL, "the failed pkey_mprotect() changed the page");
		TST_EXP_FAIL(sys_pkey_free(unused), EINVAL, "pkey_free(key %d, not allocated)",
			     unused);
		keys[n] = TST_EXP_POSITIVE(sys_pkey_alloc(0, 0), "pkey_alloc() after a free");
		if (TST_PASS)
			n++;
	}
	for (i = 0; i < n; i++)
		sys_pkey_free(keys[i]);
	SAFE_MUNMAP(p, ps);
}

static struct tst_test test = {
	.test_all = run,
	.setup = pkey_probe,
	.supported_archs = (const char *const []){"x86_64", "x86", NULL},
};
