// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mseal(2) errors (Linux 6.10, Documentation/userspace-api/mseal.rst, "Return"); after
 * each failure no page of the mapping is sealed (VmFlags without "sl", and munmap() of a
 * page of it works at the end):
 * - EINVAL: flags not 0; start not page aligned; start + len overflows (TCONF for a 32-bit
 *   program on a 64-bit kernel, which widens both before adding them);
 * - ENOMEM: the range includes an unmapped page (also when it starts mapped: the check
 *   is made before anything is sealed).
 *
 * Not provoked: EPERM "sealing is supported only on 64-bit CPUs": this is a 64-bit test.
 */

#include "tst_test.h"
#include "tst_kernel.h"
#include "tst_vma.h"
#include "lapi/syscalls.h"

static size_t ps;
static char *map;

static struct tcase {
	const char *name;
	size_t off;		/* bytes */
	long len;		/* pages */
	unsigned long flags;
	int exp_errno;
} tcases[] = {
	{"flags 1", 0, 1, 1, EINVAL},
	{"unaligned start", 1, 1, 0, EINVAL},
	{"start + len overflows", 0, -1, 0, EINVAL},
	{"range with an unmapped page", 0, 3, 0, ENOMEM},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];

	if (tc->len < 0 && tst_is_compat_mode()) {
		tst_res(TCONF, "%s: a 64-bit kernel adds a 32-bit program's start and len "
			"without overflow", tc->name);
		return;
	}
	TST_EXP_FAIL(tst_syscall(__NR_mseal, map + tc->off, tc->len * (long)ps, tc->flags),
		     tc->exp_errno, "mseal() %s", tc->name);
	if (tst_vma_has_flag(map, "sl") || tst_vma_has_flag(map + ps, "sl"))
		tst_res(TFAIL, "%s: the failed call sealed pages", tc->name);
}

static void setup(void)
{
	ps = getpagesize();
	map = SAFE_MMAP(NULL, 3 * ps, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	SAFE_MUNMAP(map + 2 * ps, ps);
}

static void cleanup(void)
{
	/* fails if a mutated or broken mseal() sealed it */
	if (map && munmap(map, 2 * ps))
		tst_res(TFAIL | TERRNO, "munmap() of the mapping at the end");
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.min_kver = "6.10",
};
