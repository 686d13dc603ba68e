// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * set_mempolicy_home_node(2) (Linux 5.17, Documentation/admin-guide/mm/numa_memory_policy.rst)
 * sets the home node of the MPOL_BIND or MPOL_PREFERRED_MANY policy of a range: "the home
 * node ... is the node from which the allocation is attempted first".
 * What one node allows is checked:
 * - on a range with MPOL_BIND {0} and one with MPOL_PREFERRED_MANY {0}, home node 0 is
 *   accepted and the range keeps its mode and nodes (get_mempolicy(MPOL_F_ADDR)), and a
 *   page touched afterwards is allocated (node 0, MPOL_F_NODE);
 * - errors: EINVAL for flags other than 0, for a home node that is not online, for an
 *   unaligned start and for start + len wrapping; EOPNOTSUPP for a range whose policy is
 *   MPOL_INTERLEAVE; ENOMEM for the first page of a two-page MPOL_BIND mapping in a child
 *   that first brought itself to vm.max_map_count mappings (the split the new policy needs
 *   cannot be made; the mapping stays whole, with its policy). After each the ranges keep
 *   their policies. As a 32-bit program on a 64-bit kernel the wrapping case is TCONF: the
 *   kernel widens start and len before adding them, so they cannot wrap.
 * The home node's preference between nodes needs 2 NUMA nodes: TCONF here when there is
 * one.
 */

#include "tst_test.h"
#include "../set_mempolicy/mempolicy_common.h"
#include "../mmap/map_count.h"

static size_t ps;
static unsigned long node0 = 1, online;
static char *map, *map2;
static int offline;

static long sys_home_node(void *start, unsigned long len, unsigned long node,
			  unsigned long flags)
{
	return tst_syscall(__NR_set_mempolicy_home_node, start, len, node, flags);
}

static int policy_of(char *p, unsigned long *mask)
{
	int mode = -1;

	*mask = 0;
	if (get_policy(&mode, mask, p, MPOL_F_ADDR))
		tst_brk(TBROK | TERRNO, "get_mempolicy()");
	return mode;
}

static void expect_policies(const char *what)
{
	static const int modes[3] = {MPOL_BIND, MPOL_PREFERRED_MANY, MPOL_INTERLEAVE};
	unsigned long mask;
	int i, mode;

	for (i = 0; i < 3; i++) {
		mode = policy_of(map + i * ps, &mask);
		if (mode != modes[i] || mask != 1)
			tst_res(TFAIL, "%s: page %d has mode %#x, mask %#lx; expected %#x, {0}",
				what, i, mode, mask, modes[i]);
	}
}

static void check_split_enomem(void)
{
	struct tst_vma vma;
	unsigned long mask;
	int mode;

	map_count_fill(0);
	TST_EXP_FAIL(sys_home_node(map2, ps, 0, 0), ENOMEM,
		     "set_mempolicy_home_node(a split beyond vm.max_map_count)");
	mode = policy_of(map2, &mask);
	if (mode != MPOL_BIND || mask != 1)
		tst_res(TFAIL, "after ENOMEM the mapping has mode %#x, mask %#lx", mode, mask);
	if (!tst_vma_find(map2, &vma) || vma.start != (unsigned long)map2 ||
	    vma.end != (unsigned long)map2 + 2 * ps)
		tst_res(TFAIL, "after ENOMEM the mapping is split");
}

static void run(void)
{
	int node = -1;

	TST_EXP_PASS(sys_home_node(map, ps, 0, 0), "set_mempolicy_home_node(MPOL_BIND, 0)");
	TST_EXP_PASS(sys_home_node(map + ps, ps, 0, 0),
		     "set_mempolicy_home_node(MPOL_PREFERRED_MANY, 0)");
	expect_policies("after setting home node 0");
	map[0] = 1;
	map[ps] = 1;
	if (sys_get_mempolicy(&node, NULL, 0, map + ps, MPOL_F_ADDR | MPOL_F_NODE))
		tst_brk(TBROK | TERRNO, "get_mempolicy(MPOL_F_NODE)");
	TST_EXP_EQ_LI(node, 0);

	TST_EXP_FAIL(sys_home_node(map, ps, 0, 1), EINVAL, "set_mempolicy_home_node(flags 1)");
	TST_EXP_FAIL(sys_home_node(map, ps, offline, 0), EINVAL,
		     "set_mempolicy_home_node(node %d, not online)", offline);
	TST_EXP_FAIL(sys_home_node(map + 1, ps, 0, 0), EINVAL,
		     "set_mempolicy_home_node(unaligned start)");
	if (range_can_wrap("set_mempolicy_home_node(start + len wraps)"))
		TST_EXP_FAIL(sys_home_node(map, -2 * ps, 0, 0), EINVAL,
			     "set_mempolicy_home_node(start + len wraps)");
	TST_EXP_FAIL(sys_home_node(map + 2 * ps, ps, 0, 0), EOPNOTSUPP,
		     "set_mempolicy_home_node(MPOL_INTERLEAVE range)");
	expect_policies("after the failures");
	if (!SAFE_FORK()) {
		check_split_enomem();
		exit(0);
	}
	tst_reap_children();
	if (online == 1)
		tst_res(TCONF, "the home node's preference between nodes needs 2 NUMA nodes");
}

static void setup(void)
{
	ps = getpagesize();
	online = online_nodes();
	offline = offline_node();
	map = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
			0);
	if (sys_mbind(map, ps, MPOL_BIND, &node0, MASK_BITS, 0) ||
	    sys_mbind(map + ps, ps, MPOL_PREFERRED_MANY, &node0, MASK_BITS, 0) ||
	    sys_mbind(map + 2 * ps, ps, MPOL_INTERLEAVE, &node0, MASK_BITS, 0))
		tst_brk(TBROK | TERRNO, "mbind()");
	map2 = SAFE_MMAP(NULL, 2 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
			 0);
	if (sys_mbind(map2, 2 * ps, MPOL_BIND, &node0, MASK_BITS, 0))
		tst_brk(TBROK | TERRNO, "mbind()");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
	/* reaching vm.max_map_count takes 65530 mprotect() calls: slow under emulation */
	.timeout = 120,
	.min_kver = "5.17",
	.needs_kconfigs = (const char *const []){"CONFIG_NUMA", NULL},
};
