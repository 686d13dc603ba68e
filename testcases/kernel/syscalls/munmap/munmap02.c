// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * munmap(2) errors (man 2 mmap, ERRORS), each checked to leave the mapping in place:
 * - EINVAL: addr not a multiple of the page size; length 0; a range beyond the process's
 *   address space (addr + length past its end);
 * - ENOMEM: "unmapping a region in the middle of an existing mapping, since this results
 *   in two smaller mappings on either side" when the process is at vm.max_map_count (in a
 *   child);
 * - EPERM: the mapping is sealed with mseal(2) (Linux 6.10, in a child: a seal lasts as
 *   long as the process); the page's EPERM entries describe mmap()'s causes, a sealed
 *   mapping is munmap()'s. TCONF without mseal() (a probe seals a page in setup).
 *
 * Not provoked: EACCES, EAGAIN, EBADF, EEXIST, ENFILE, ENODEV, EOVERFLOW and ETXTBSY of the
 * page are mmap()'s (fd, flags, prot and file checks), which munmap() does not take.
 */

#include <stdlib.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "lapi/mseal.h"
#include "../mmap/map_count.h"

static size_t ps;
static char *map;
static int can_seal;

static void at_limit(void)
{
	map_count_fill(0);
}

static void seal(void)
{
	if (mseal(map, 3 * ps, 0))
		tst_brk(TBROK | TERRNO, "mseal()");
}

static struct tcase {
	const char *name;
	size_t addr_off;
	size_t len;		/* in pages */
	int beyond;		/* an address past the address space */
	int exp_errno;
	void (*child)(void);
} tcases[] = {
	{"unaligned addr", 1, 1, 0, EINVAL},
	{"length 0", 0, 0, 0, EINVAL},
	{"range beyond the address space", 0, 1, 1, EINVAL},
	{"split beyond vm.max_map_count", 1, 1, 0, ENOMEM, at_limit},
	{"sealed mapping", 0, 1, 0, EPERM, seal},
};

static void check(struct tcase *tc)
{
	/*
	 * beyond: the last page of the word, above the end of the user address space on every
	 * kernel (at 0xffffe000 for a 32-bit program on a 64-bit kernel, which rules out the
	 * pages below it)
	 */
	char *addr = tc->beyond ? (char *)-ps : map + tc->addr_off;
	struct tst_vma vma;

	if (tc->child == at_limit)
		addr = map + ps;
	TST_EXP_FAIL(munmap(addr, tc->len * ps), tc->exp_errno, "munmap() %s", tc->name);
	if (!tst_vma_find(map, &vma) || vma.start != (unsigned long)map ||
	    vma.end != (unsigned long)map + 3 * ps || tst_vma_read(map + ps, NULL))
		tst_res(TFAIL, "%s: the mapping changed", tc->name);
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];

	if (tc->child == seal && !can_seal) {
		tst_res(TCONF, "%s: no mseal() (Linux 6.10, 64-bit kernels)", tc->name);
		return;
	}
	map = SAFE_MMAP(NULL, 3 * ps, PROT_READ, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (!tc->child) {
		check(tc);
	} else if (!SAFE_FORK()) {
		tc->child();
		check(tc);
		exit(0);
	}
	tst_reap_children();
	SAFE_MUNMAP(map, 3 * ps);
}

static void setup(void)
{
	void *p;

	ps = getpagesize();
	map_count_max();
	/* the probe's sealed page stays mapped until the test process exits */
	p = SAFE_MMAP(NULL, ps, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (!syscall(__NR_mseal, p, ps, 0))
		can_seal = 1;
	else if (errno != ENOSYS)
		tst_brk(TBROK | TERRNO, "mseal() probe");
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.forks_child = 1,
	/* reaching vm.max_map_count takes 65530 mprotect() calls: slow under emulation */
	.timeout = 120,
};
