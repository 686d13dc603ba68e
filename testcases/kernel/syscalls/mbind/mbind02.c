// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mbind(2) errors, in the order of the man page's ERRORS; after each failure the target
 * page's policy is still MPOL_DEFAULT (get_mempolicy(MPOL_F_ADDR)) and /proc/self/maps
 * shows the mapping unsplit:
 * - EFAULT: nodemask at an invalid address; a range with an unmapped hole;
 * - EINVAL: unknown flags; an invalid mode; addr + len wrapping; addr not page aligned;
 *   MPOL_DEFAULT with a nonempty mask; MPOL_BIND and MPOL_INTERLEAVE with an empty mask;
 *   maxnode above the kernel's limit; a node that is not online; MPOL_F_STATIC_NODES with
 *   MPOL_F_RELATIVE_NODES;
 * - ENOMEM: a policy for the first page of the two-page mapping, in a child that first
 *   brought itself to vm.max_map_count mappings: the kernel cannot make the split the
 *   policy needs (the mapping it would allocate is refused);
 * - EPERM: MPOL_MF_MOVE_ALL without CAP_SYS_NICE (a child that dropped it).
 * As a 32-bit program on a 64-bit kernel the addr + len case is TCONF: the kernel widens
 * both before adding them, so they cannot wrap.
 *
 * Not provoked: EIO (a page on a node that breaks the policy, or pages that cannot be
 * moved): needs 2 NUMA nodes.
 */

#include <stdlib.h>
#include "tst_test.h"
#include "tst_capability.h"
#include "../set_mempolicy/mempolicy_common.h"
#include "../mmap/map_count.h"

static size_t ps;
static char *map, *hole;
static unsigned long node0 = 1, empty, offline, *bad_mask;

static void drop_sys_nice(void)
{
	struct tst_cap c = {TST_CAP_DROP, CAP_SYS_NICE, "CAP_SYS_NICE"};

	tst_cap_action(&c);
}

static void fill_map_count(void)
{
	map_count_fill(0);
}

static struct tcase {
	const char *name;
	char **addr;
	size_t off;		/* bytes */
	long len;		/* pages; negative: addr + len wraps */
	int mode;
	unsigned long *mask;
	int bad_mask;
	unsigned long maxnode;
	unsigned int flags;
	int exp_errno;
	void (*child)(void);
} tcases[] = {
	{"nodemask at an invalid address", &map, 0, 1, MPOL_BIND, NULL, 1, MASK_BITS, 0, EFAULT},
	{"range with an unmapped hole", &hole, 0, 3, MPOL_BIND, &node0, 0, MASK_BITS, 0, EFAULT},
	{"unknown flag", &map, 0, 1, MPOL_BIND, &node0, 0, MASK_BITS, 1 << 10, EINVAL},
	{"invalid mode", &map, 0, 1, 99, &node0, 0, MASK_BITS, 0, EINVAL},
	{"addr + len wraps", &map, 0, -2, MPOL_BIND, &node0, 0, MASK_BITS, 0, EINVAL},
	{"unaligned addr", &map, 1, 1, MPOL_BIND, &node0, 0, MASK_BITS, 0, EINVAL},
	{"MPOL_DEFAULT, nonempty mask", &map, 0, 1, MPOL_DEFAULT, &node0, 0, MASK_BITS, 0,
		EINVAL},
	{"MPOL_BIND, empty mask", &map, 0, 1, MPOL_BIND, &empty, 0, MASK_BITS, 0, EINVAL},
	{"MPOL_INTERLEAVE, empty mask", &map, 0, 1, MPOL_INTERLEAVE, &empty, 0, MASK_BITS, 0,
		EINVAL},
	{"maxnode above the limit", &map, 0, 1, MPOL_BIND, &node0, 0, 8 * 65536 + 2, 0, EINVAL},
	{"node not online", &map, 0, 1, MPOL_BIND, &offline, 0, MASK_BITS, 0, EINVAL},
	{"STATIC and RELATIVE", &map, 0, 1, MPOL_BIND | MPOL_F_STATIC_NODES |
		MPOL_F_RELATIVE_NODES, &node0, 0, MASK_BITS, 0, EINVAL},
	{"split beyond vm.max_map_count", &map, 0, 1, MPOL_BIND, &node0, 0, MASK_BITS, 0,
		ENOMEM, fill_map_count},
	{"MPOL_MF_MOVE_ALL without CAP_SYS_NICE", &map, 0, 1, MPOL_BIND, &node0, 0, MASK_BITS,
		MPOL_MF_MOVE_ALL, EPERM, drop_sys_nice},
};

static void check(struct tcase *tc)
{
	struct tst_vma vma;
	unsigned long mask = 0;
	int mode = -1;

	TST_EXP_FAIL(sys_mbind(*tc->addr + tc->off, tc->len * (long)ps, tc->mode,
			       tc->bad_mask ? bad_mask : tc->mask, tc->maxnode, tc->flags),
		     tc->exp_errno, "mbind() %s", tc->name);
	if (get_policy(&mode, &mask, map, MPOL_F_ADDR))
		tst_brk(TBROK | TERRNO, "get_mempolicy()");
	if (mode != MPOL_DEFAULT)
		tst_res(TFAIL, "%s: the page's policy is now %#x", tc->name, mode);
	if (get_policy(&mode, &mask, hole, MPOL_F_ADDR))
		tst_brk(TBROK | TERRNO, "get_mempolicy()");
	if (mode != MPOL_DEFAULT)
		tst_res(TFAIL, "%s: the page before the hole has policy %#x", tc->name, mode);
	if (!tst_vma_find(map, &vma) || vma.start != (unsigned long)map ||
	    vma.end != (unsigned long)map + 2 * ps)
		tst_res(TFAIL, "%s: the mapping was split", tc->name);
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];

	if (tc->len < 0 && !range_can_wrap(tc->name))
		return;
	if (!tc->child) {
		check(tc);
	} else if (!SAFE_FORK()) {
		tc->child();
		check(tc);
		exit(0);
	}
}

static void setup(void)
{
	ps = getpagesize();
	offline = 1UL << offline_node();
	bad_mask = tst_get_bad_addr(NULL);
	map = SAFE_MMAP(NULL, 2 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
			0);
	/* last, so that no later mapping fills its hole */
	hole = SAFE_MMAP(NULL, 3 * ps, PROT_READ, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	SAFE_MUNMAP(hole + ps, ps);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	/* reaching vm.max_map_count takes 65530 mprotect() calls: slow under emulation */
	.timeout = 120,
	.needs_kconfigs = (const char *const []){"CONFIG_NUMA", NULL},
};
