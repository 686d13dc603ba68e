// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * get_mempolicy(2) errors, in the order of the man page's ERRORS; the outputs are
 * prefilled and checked unwritten after each failure:
 * - EFAULT: nodemask at an invalid address (the mode is written before it, so only the
 *   mask is checked there);
 * - EINVAL: maxnode below the number of node IDs (0); unknown flags; addr not NULL
 *   without MPOL_F_ADDR; MPOL_F_NODE without MPOL_F_ADDR while the policy is not
 *   MPOL_INTERLEAVE; MPOL_F_MEMS_ALLOWED with MPOL_F_ADDR or MPOL_F_NODE;
 * - MPOL_F_ADDR with addr NULL, listed under EINVAL, fails with EFAULT on Linux (no
 *   mapping holds the address): checked as EFAULT.
 */

#include "tst_test.h"
#include "../set_mempolicy/mempolicy_common.h"

static unsigned long *bad_mask;
static char *map;

static struct tcase {
	const char *name;
	int bad;
	unsigned long maxnode;
	int use_addr;
	unsigned long flags;
	int exp_errno;
} tcases[] = {
	{"nodemask at an invalid address", 1, MASK_BITS, 0, 0, EFAULT},
	{"maxnode 0", 0, 0, 0, 0, EINVAL},
	{"unknown flag", 0, MASK_BITS, 0, 1 << 10, EINVAL},
	{"MPOL_F_ADDR, addr NULL", 0, MASK_BITS, 0, MPOL_F_ADDR, EFAULT},
	{"addr without MPOL_F_ADDR", 0, MASK_BITS, 1, 0, EINVAL},
	{"MPOL_F_NODE alone, policy not interleave", 0, MASK_BITS, 0, MPOL_F_NODE, EINVAL},
	{"MPOL_F_MEMS_ALLOWED | MPOL_F_ADDR", 0, MASK_BITS, 1,
		MPOL_F_MEMS_ALLOWED | MPOL_F_ADDR, EINVAL},
	{"MPOL_F_MEMS_ALLOWED | MPOL_F_NODE", 0, MASK_BITS, 0,
		MPOL_F_MEMS_ALLOWED | MPOL_F_NODE, EINVAL},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	unsigned long mask = 0x5a5a;
	int mode = 0x5a5a;

	TST_EXP_FAIL(sys_get_mempolicy(&mode, tc->bad ? bad_mask : &mask, tc->maxnode,
				       tc->use_addr ? map : NULL, tc->flags), tc->exp_errno,
		     "get_mempolicy() %s", tc->name);
	if (mask != 0x5a5a || (!tc->bad && mode != 0x5a5a))
		tst_res(TFAIL, "%s: the failed call wrote mode %#x, mask %#lx", tc->name, mode,
			mask);
}

static void setup(void)
{
	bad_mask = tst_get_bad_addr(NULL);
	map = SAFE_MMAP(NULL, getpagesize(), PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.needs_kconfigs = (const char *const []){"CONFIG_NUMA", NULL},
};
