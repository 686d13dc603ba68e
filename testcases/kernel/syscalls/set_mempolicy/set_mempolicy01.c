// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * set_mempolicy(2) "sets the NUMA memory policy of the calling thread": each mode is set
 * with node 0 (what one node allows), then read back with get_mempolicy(2) (mode and node
 * mask) and seen in /proc/self/numa_maps as the policy of a new anonymous mapping (which
 * has no policy of its own, so the thread's applies):
 * MPOL_BIND "bind:0", MPOL_PREFERRED "prefer:0", MPOL_INTERLEAVE "interleave:0",
 * MPOL_LOCAL "local", MPOL_PREFERRED_MANY (5.15) "prefer (many):0", MPOL_BIND |
 * MPOL_F_STATIC_NODES "bind=static:0", and MPOL_DEFAULT with an empty mask back to
 * "default". Pages touched under MPOL_BIND are allocated (resident). "The thread
 * memory policy is preserved across ... fork(2)": a child reads the same policy.
 * Checks that need two NUMA nodes (pages placed on the other node) report TCONF.
 */

#include <stdlib.h>
#include "tst_test.h"
#include "mempolicy_common.h"

static size_t ps;
static unsigned long online;

static struct tcase {
	const char *name;
	int mode;
	unsigned long mask;
	const char *shown;
	int min_kver[2];
} tcases[] = {
	{"MPOL_BIND", MPOL_BIND, 1, "bind:0"},
	{"MPOL_PREFERRED", MPOL_PREFERRED, 1, "prefer:0"},
	{"MPOL_INTERLEAVE", MPOL_INTERLEAVE, 1, "interleave:0"},
	{"MPOL_LOCAL", MPOL_LOCAL, 0, "local", {3, 8}},
	{"MPOL_PREFERRED_MANY", MPOL_PREFERRED_MANY, 1, "prefer", {5, 15}},
	{"MPOL_BIND | MPOL_F_STATIC_NODES", MPOL_BIND | MPOL_F_STATIC_NODES, 1, "bind=static:0"},
	{"MPOL_DEFAULT", MPOL_DEFAULT, 0, "default"},
};

static int check_policy(struct tcase *tc, const char *who)
{
	unsigned long mask = ~0UL;
	int mode = -1;
	char shown[256];
	char *p;

	if (get_policy(&mode, &mask, NULL, 0))
		tst_brk(TBROK | TERRNO, "get_mempolicy()");
	p = SAFE_MMAP(NULL, ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	numa_maps_policy(p, shown, sizeof(shown));
	SAFE_MUNMAP(p, ps);
	if (mode != tc->mode || (tc->mask && mask != tc->mask) || strncmp(shown, tc->shown,
									    strlen(tc->shown))) {
		tst_res(TFAIL, "%s, %s: get_mempolicy() mode %#x mask %#lx, numa_maps '%s'; "
			"expected %#x, %#lx, '%s'", tc->name, who, mode, mask, shown, tc->mode,
			tc->mask, tc->shown);
		return 1;
	}
	return 0;
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	char *p;

	if (tc->min_kver[0] && tst_kvercmp(tc->min_kver[0], tc->min_kver[1], 0) < 0) {
		tst_res(TCONF, "%s needs Linux %d.%d", tc->name, tc->min_kver[0],
			tc->min_kver[1]);
		return;
	}
	TST_EXP_PASS(sys_set_mempolicy(tc->mode, tc->mask ? &tc->mask : NULL, MASK_BITS),
		     "set_mempolicy(%s, {%s})", tc->name, tc->mask ? "0" : "");
	if (!TST_PASS || check_policy(tc, "caller"))
		goto out;
	if (!SAFE_FORK()) {
		if (!check_policy(tc, "forked child"))
			tst_res(TPASS, "%s: read back, shown as '%s', kept by a forked child",
				tc->name, tc->shown);
		exit(0);
	}
	tst_reap_children();
	if (tc->mode == MPOL_BIND) {
		p = SAFE_MMAP(NULL, 4 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			      -1, 0);
		memset(p, 1, 4 * ps);
		if (tst_vma_resident(p, 4 * ps) != 4)
			tst_res(TFAIL, "MPOL_BIND: touched pages are not resident");
		SAFE_MUNMAP(p, 4 * ps);
		if (online == 1)
			tst_res(TCONF, "placing pages on another node needs 2 NUMA nodes");
	}
out:
	if (sys_set_mempolicy(MPOL_DEFAULT, NULL, 0))
		tst_brk(TBROK | TERRNO, "set_mempolicy(MPOL_DEFAULT)");
}

static void setup(void)
{
	ps = getpagesize();
	online = online_nodes();
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_NUMA", NULL},
};
