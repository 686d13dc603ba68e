// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swapon(2), ERRORS: "ENOMEM The system has insufficient memory to start swapping."
 * A child fills its memory cgroup to the limit, with the group's OOM killer disabled
 * (../mlock/memcg_full.h: cgroup v1; TCONF with cgroup v2 only): swapon() cannot get the
 * memory to open the path it is given and fails with ENOMEM. The path does not exist, so
 * no swap area can be enabled whatever happens: once the group's memory is freed the same
 * call fails with ENOENT, which shows that the kernel needed the memory before it looked
 * the path up.
 */

#include <sys/swap.h>
#include "tst_test.h"
#include "../mlock/memcg_full.h"

#define PATH "no_such_swapfile"

static long call(void)
{
	return swapon(PATH, 0);
}

static const struct memcg_full_call c = {"swapon(" PATH ")", call, 0, ENOENT};

static void run(void)
{
	if (!SAFE_FORK())
		memcg_full_check(&c);
	tst_reap_children();
}

static struct tst_test test = {
	.test_all = run,
	.setup = memcg_full_setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.exclusive = (const char *const []){"swap", NULL},
	.forks_child = 1,
	.min_kver = "5.14",
	.needs_cgroup_ver = TST_CG_V1,
	.needs_cgroup_ctrls = (const char *const []){"memory", NULL},
};
