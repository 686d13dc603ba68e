// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * munmap(2) errors (man 2 mmap, ERRORS), each checked to leave the mapping in place:
 * - EINVAL: addr not a multiple of the page size; length 0; a range beyond the process's
 *   address space (addr + length past its end);
 * - ENOMEM: "unmapping a region in the middle of an existing mapping, since this results
 *   in two smaller mappings on either side" when the process is at vm.max_map_count (in a
 *   child).
 *
 * Not provoked: EACCES, EAGAIN, EBADF, EEXIST, ENFILE, ENODEV, EOVERFLOW, EPERM and ETXTBSY
 * of the page are mmap()'s (fd, flags, prot and file checks), which munmap() does not take.
 */

#include <stdlib.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "../mmap/map_count.h"

static size_t ps;
static char *map;

static void at_limit(void)
{
	map_count_fill(0);
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
};

static void check(struct tcase *tc)
{
	char *addr = tc->beyond ? (char *)-(16 * ps) : map + tc->addr_off;
	struct tst_vma vma;

	if (tc->child)
		addr = map + ps;
	TST_EXP_FAIL(munmap(addr, tc->len * ps), tc->exp_errno, "munmap() %s", tc->name);
	if (!tst_vma_find(map, &vma) || vma.start != (unsigned long)map ||
	    vma.end != (unsigned long)map + 3 * ps || tst_vma_read(map + ps, NULL))
		tst_res(TFAIL, "%s: the mapping changed", tc->name);
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];

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
	ps = getpagesize();
	map_count_max();
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.forks_child = 1,
	/* reaching vm.max_map_count takes 65530 mprotect() calls: slow under emulation */
	.timeout = 120,
};
