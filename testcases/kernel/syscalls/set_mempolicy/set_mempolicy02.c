// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * set_mempolicy(2) errors, in the order of the man page's ERRORS; after each failure
 * get_mempolicy(2) still reports MPOL_DEFAULT:
 * - EFAULT: nodemask at an invalid address;
 * - EINVAL: an invalid mode; MPOL_DEFAULT with a nonempty mask; MPOL_BIND and
 *   MPOL_INTERLEAVE with an empty mask; maxnode above a page worth of bits; a mask with a
 *   node that is not online (beyond the highest possible node when the machine has one);
 *   MPOL_F_STATIC_NODES together with MPOL_F_RELATIVE_NODES; MPOL_F_NUMA_BALANCING with a
 *   mode other than MPOL_BIND (Linux 5.12).
 *
 * Not provoked: EINVAL "none of the specified nodes contain memory" apart from offline
 * nodes: needs a memoryless node; ENOMEM: needs the kernel out of memory.
 */

#include "tst_test.h"
#include "mempolicy_common.h"

static unsigned long node0 = 1, empty, offline, *bad_mask;

static struct tcase {
	const char *name;
	int mode;
	unsigned long **mask_ptr;
	unsigned long *mask;
	unsigned long maxnode;
	int exp_errno;
	int min_kver[2];
} tcases[] = {
	{"nodemask at an invalid address", MPOL_BIND, &bad_mask, NULL, MASK_BITS, EFAULT},
	{"invalid mode", 99, NULL, &node0, MASK_BITS, EINVAL},
	{"MPOL_DEFAULT, nonempty mask", MPOL_DEFAULT, NULL, &node0, MASK_BITS, EINVAL},
	{"MPOL_BIND, empty mask", MPOL_BIND, NULL, &empty, MASK_BITS, EINVAL},
	{"MPOL_INTERLEAVE, empty mask", MPOL_INTERLEAVE, NULL, &empty, MASK_BITS, EINVAL},
	{"maxnode above a page of bits", MPOL_BIND, NULL, &node0, 8 * 65536 + 2, EINVAL},
	{"node not online", MPOL_BIND, NULL, &offline, MASK_BITS, EINVAL},
	{"STATIC and RELATIVE", MPOL_BIND | MPOL_F_STATIC_NODES | MPOL_F_RELATIVE_NODES, NULL,
		&node0, MASK_BITS, EINVAL},
	{"MPOL_F_NUMA_BALANCING with MPOL_INTERLEAVE", MPOL_INTERLEAVE | MPOL_F_NUMA_BALANCING,
		NULL, &node0, MASK_BITS, EINVAL, {5, 12}},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	unsigned long mask = ~0UL;
	int mode = -1;

	if (tc->min_kver[0] && tst_kvercmp(tc->min_kver[0], tc->min_kver[1], 0) < 0) {
		tst_res(TCONF, "%s needs Linux %d.%d", tc->name, tc->min_kver[0],
			tc->min_kver[1]);
		return;
	}
	TST_EXP_FAIL(sys_set_mempolicy(tc->mode, tc->mask_ptr ? *tc->mask_ptr : tc->mask,
				       tc->maxnode), tc->exp_errno, "set_mempolicy() %s",
		     tc->name);
	if (get_policy(&mode, &mask, NULL, 0))
		tst_brk(TBROK | TERRNO, "get_mempolicy()");
	if (mode != MPOL_DEFAULT || mask) {
		tst_res(TFAIL, "%s: the policy is now mode %#x, mask %#lx", tc->name, mode, mask);
		sys_set_mempolicy(MPOL_DEFAULT, NULL, 0);
	}
}

static void setup(void)
{
	offline = 1UL << offline_node();
	bad_mask = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.needs_kconfigs = (const char *const []){"CONFIG_NUMA", NULL},
};
