// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mbind(2) "sets the NUMA memory policy ... for the memory range starting with addr and
 * continuing for len bytes":
 * - MPOL_BIND {0} on the middle page of three: get_mempolicy(MPOL_F_ADDR) reports it for
 *   that page and MPOL_DEFAULT for its neighbours; /proc/self/numa_maps shows the page as
 *   a mapping of its own with policy "bind:0";
 * - MPOL_INTERLEAVE and MPOL_PREFERRED {0} replace it (read back the same way);
 * - MPOL_MF_STRICT | MPOL_MF_MOVE with MPOL_BIND {0} over pages already on node 0
 *   succeeds (nothing to move) and the data stays;
 * - MPOL_DEFAULT removes the range's policy ("default" again);
 * - a MAP_SHARED anonymous mapping keeps the policy for a child made by fork(), which
 *   shares the pages (the policy belongs to the shared object).
 * Moving pages to another node needs 2 NUMA nodes: TCONF here when there is one.
 */

#include <stdlib.h>
#include "tst_test.h"
#include "../set_mempolicy/mempolicy_common.h"

static size_t ps;
static unsigned long node0 = 1, online;

static int policy_of(char *p, unsigned long *mask)
{
	int mode = -1;

	*mask = ~0UL;
	if (get_policy(&mode, mask, p, MPOL_F_ADDR))
		tst_brk(TBROK | TERRNO, "get_mempolicy(MPOL_F_ADDR)");
	return mode;
}

static void expect(char *p, int mode, const char *shown, const char *what)
{
	unsigned long mask, m2, m3;
	int got = policy_of(p + ps, &mask);
	int lo = policy_of(p, &m2), hi = policy_of(p + 2 * ps, &m3);
	char s[256];

	numa_maps_policy(p + ps, s, sizeof(s));
	if (got != mode || (mode != MPOL_DEFAULT && mask != 1) || strcmp(s, shown))
		tst_res(TFAIL, "%s: mode %#x mask %#lx numa_maps '%s'; expected %#x, {0}, '%s'",
			what, got, mask, s, mode, shown);
	else if (lo != MPOL_DEFAULT || hi != MPOL_DEFAULT)
		tst_res(TFAIL, "%s: the neighbouring pages have modes %#x and %#x", what, lo, hi);
	else
		tst_res(TPASS, "%s: the page has mode %#x ('%s'), its neighbours default", what,
			got, s);
}

static void run(void)
{
	char *p = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			    -1, 0);
	char *s;

	memset(p, 'b', 3 * ps);
	TST_EXP_PASS(sys_mbind(p + ps, ps, MPOL_BIND, &node0, MASK_BITS, 0),
		     "mbind(middle page, MPOL_BIND, {0})");
	expect(p, MPOL_BIND, "bind:0", "MPOL_BIND");
	TST_EXP_PASS(sys_mbind(p + ps, ps, MPOL_INTERLEAVE, &node0, MASK_BITS, 0),
		     "mbind(MPOL_INTERLEAVE, {0})");
	expect(p, MPOL_INTERLEAVE, "interleave:0", "MPOL_INTERLEAVE");
	TST_EXP_PASS(sys_mbind(p + ps, ps, MPOL_PREFERRED, &node0, MASK_BITS, 0),
		     "mbind(MPOL_PREFERRED, {0})");
	expect(p, MPOL_PREFERRED, "prefer:0", "MPOL_PREFERRED");
	TST_EXP_PASS(sys_mbind(p + ps, ps, MPOL_BIND, &node0, MASK_BITS,
			       MPOL_MF_STRICT | MPOL_MF_MOVE),
		     "mbind(MPOL_BIND, {0}, MPOL_MF_STRICT | MPOL_MF_MOVE)");
	expect(p, MPOL_BIND, "bind:0", "MPOL_MF_STRICT | MPOL_MF_MOVE");
	if (p[ps] != 'b')
		tst_res(TFAIL, "the page's data changed");
	TST_EXP_PASS(sys_mbind(p + ps, ps, MPOL_DEFAULT, NULL, 0, 0), "mbind(MPOL_DEFAULT)");
	expect(p, MPOL_DEFAULT, "default", "MPOL_DEFAULT");
	SAFE_MUNMAP(p, 3 * ps);

	s = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	TST_EXP_PASS(sys_mbind(s + ps, ps, MPOL_BIND, &node0, MASK_BITS, 0),
		     "mbind(shared mapping, MPOL_BIND, {0})");
	if (!SAFE_FORK()) {
		expect(s, MPOL_BIND, "bind:0", "shared mapping, in a forked child");
		exit(0);
	}
	tst_reap_children();
	SAFE_MUNMAP(s, 3 * ps);

	if (online == 1)
		tst_res(TCONF, "moving pages to another node needs 2 NUMA nodes");
}

static void setup(void)
{
	ps = getpagesize();
	online = online_nodes();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_NUMA", NULL},
};
