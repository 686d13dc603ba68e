// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * get_mempolicy(2) "retrieves the NUMA policy of the calling thread or of a memory
 * address, depending on the setting of flags":
 * - flags 0: the thread's policy; MPOL_DEFAULT with an empty mask by default, and the
 *   MPOL_INTERLEAVE {0} set by set_mempolicy(2) afterwards;
 * - MPOL_F_ADDR: the policy of the mapping holding addr: MPOL_BIND {0} set with mbind(2)
 *   on that page, MPOL_DEFAULT for the page next to it;
 * - MPOL_F_ADDR | MPOL_F_NODE: "the node ID of the node on which the address addr is
 *   allocated": 0 for a touched page;
 * - MPOL_F_NODE alone, with the MPOL_INTERLEAVE policy: "the node ID of the next node that
 *   will be used for interleaving": an online node;
 * - MPOL_F_MEMS_ALLOWED: "the set of node IDs that the thread is allowed to specify in
 *   subsequent calls": the nodes of Mems_allowed_list in /proc/self/status (here, online).
 * Each output is prefilled with a pattern, so a call that writes nothing is seen. The
 * mask is read into a 64-bit buffer (get_policy()): the kernel writes it in whole 64-bit
 * words, also to a 32-bit program, whose next 32 bits would be cleared.
 */

#include "tst_test.h"
#include "../set_mempolicy/mempolicy_common.h"

static size_t ps;
static unsigned long online;

static void expect(int mode, unsigned long mask, int exp_mode, unsigned long exp_mask,
		   const char *what)
{
	if (mode != exp_mode || mask != exp_mask)
		tst_res(TFAIL, "%s: mode %#x, mask %#lx; expected %#x, %#lx", what, mode, mask,
			exp_mode, exp_mask);
	else
		tst_res(TPASS, "%s: mode %#x, mask %#lx", what, mode, mask);
}

static void run(void)
{
	unsigned long mask, node0 = 1;
	int mode;
	char *p = SAFE_MMAP(NULL, 2 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			    -1, 0);

	mode = -1;
	mask = ~0UL;
	TST_EXP_PASS(get_policy(&mode, &mask, NULL, 0), "get_mempolicy(0)");
	expect(mode, mask, MPOL_DEFAULT, 0, "thread policy by default");

	if (sys_mbind(p, ps, MPOL_BIND, &node0, MASK_BITS, 0))
		tst_brk(TBROK | TERRNO, "mbind()");
	p[0] = 1;
	mode = -1;
	mask = ~0UL;
	TST_EXP_PASS(get_policy(&mode, &mask, p, MPOL_F_ADDR),
		     "get_mempolicy(MPOL_F_ADDR)");
	expect(mode, mask, MPOL_BIND, 1, "policy of the mbind() page");
	mode = -1;
	mask = ~0UL;
	TST_EXP_PASS(get_policy(&mode, &mask, p + ps, MPOL_F_ADDR),
		     "get_mempolicy(MPOL_F_ADDR, next page)");
	expect(mode, mask, MPOL_DEFAULT, 0, "policy of the page after it");
	mode = -1;
	TST_EXP_PASS(sys_get_mempolicy(&mode, NULL, 0, p, MPOL_F_ADDR | MPOL_F_NODE),
		     "get_mempolicy(MPOL_F_ADDR | MPOL_F_NODE)");
	TST_EXP_EQ_LI(mode, 0);

	if (sys_set_mempolicy(MPOL_INTERLEAVE, &online, MASK_BITS))
		tst_brk(TBROK | TERRNO, "set_mempolicy(MPOL_INTERLEAVE)");
	mode = -1;
	mask = ~0UL;
	TST_EXP_PASS(get_policy(&mode, &mask, NULL, 0), "get_mempolicy(0)");
	expect(mode, mask, MPOL_INTERLEAVE, online, "thread policy after set_mempolicy()");
	mode = -1;
	TST_EXP_PASS(sys_get_mempolicy(&mode, NULL, 0, NULL, MPOL_F_NODE),
		     "get_mempolicy(MPOL_F_NODE), interleaving");
	if (mode < 0 || mode >= (int)MASK_BITS || !(online & (1UL << mode)))
		tst_res(TFAIL, "the next interleave node is %d, not an online node", mode);
	if (sys_set_mempolicy(MPOL_DEFAULT, NULL, 0))
		tst_brk(TBROK | TERRNO, "set_mempolicy(MPOL_DEFAULT)");

	mask = 0;
	TST_EXP_PASS(get_policy(NULL, &mask, NULL, MPOL_F_MEMS_ALLOWED),
		     "get_mempolicy(MPOL_F_MEMS_ALLOWED)");
	expect(0, mask, 0, online, "allowed nodes");
	SAFE_MUNMAP(p, 2 * ps);
}

static void setup(void)
{
	char list[64];

	ps = getpagesize();
	online = online_nodes();
	SAFE_FILE_LINES_SCANF("/proc/self/status", "Mems_allowed_list: %63s", list);
	if (online != 1 || strcmp(list, "0"))
		tst_res(TINFO, "online nodes %#lx, Mems_allowed_list %s", online, list);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_kconfigs = (const char *const []){"CONFIG_NUMA", NULL},
};
