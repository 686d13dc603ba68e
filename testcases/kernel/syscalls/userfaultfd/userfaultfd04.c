// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * userfaultfd(2), ERRORS: "ENOMEM Insufficient kernel memory was available."
 * A child fills its memory cgroup to the limit, with the group's OOM killer disabled
 * (../mlock/memcg_full.h: cgroup v1; TCONF with cgroup v2 only): userfaultfd() cannot get
 * the memory for its file and fails with ENOMEM, and no descriptor is left (the lowest
 * free descriptor is the same before and after). Once the group's memory is freed the
 * same call returns a descriptor, so the failure was for want of memory.
 */

#include "tst_test.h"
#include "lapi/userfaultfd.h"
#include "../mlock/memcg_full.h"

static long call(void)
{
	return tst_syscall(__NR_userfaultfd, O_CLOEXEC);
}

static const struct memcg_full_call c = {"userfaultfd(O_CLOEXEC)", call, 1, 0};

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
	.forks_child = 1,
	.min_kver = "5.14",
	.needs_cgroup_ver = TST_CG_V1,
	.needs_cgroup_ctrls = (const char *const []){"memory", NULL},
};
