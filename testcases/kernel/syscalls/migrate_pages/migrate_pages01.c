// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * migrate_pages(2) "attempts to move all pages of the process pid that are in memory
 * nodes old_nodes to the memory nodes in new_nodes"; it "returns the number of pages that
 * could not be moved":
 * - from {0} to {0} for the caller (pid 0) and for a child (its pid): 0 pages left
 *   behind, the child's data intact and still resident;
 * - errors: EFAULT for old_nodes at an invalid address; EINVAL for maxnode above the
 *   kernel's limit and for a new_nodes node that is not online; EPERM for a caller (nobody)
 *   moving the pages of a process of another user (root) without CAP_SYS_NICE; ESRCH for a
 *   pid that no longer exists. After each the child's pages are still resident.
 * Moving pages between nodes needs 2 NUMA nodes: TCONF here when there is one.
 */

#include <pwd.h>
#include <stdlib.h>
#include "tst_test.h"
#include "../set_mempolicy/mempolicy_common.h"

#define NPAGES 8

static size_t ps;
static unsigned long node0 = 1, offline, online, *bad_mask;
static uid_t nobody_uid;
static char *shared;
static pid_t gone_pid;

static long sys_migrate_pages(pid_t pid, unsigned long maxnode, const unsigned long *from,
			      const unsigned long *to)
{
	return tst_syscall(__NR_migrate_pages, pid, maxnode, from, to);
}

static void check_child_pages(const char *what)
{
	if (shared[0] != 'm' || shared[NPAGES * ps - 1] != 'm' ||
	    tst_vma_resident(shared, NPAGES * ps) != NPAGES)
		tst_res(TFAIL, "%s: the child's pages changed or left memory", what);
}

static void run(void)
{
	pid_t child, nobody;

	TST_EXP_VAL(sys_migrate_pages(0, MASK_BITS, &node0, &node0), 0,
		    "migrate_pages(self, {0} -> {0})");

	child = SAFE_FORK();
	if (!child) {
		memset(shared, 'm', NPAGES * ps);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	TST_EXP_VAL(sys_migrate_pages(child, MASK_BITS, &node0, &node0), 0,
		    "migrate_pages(child, {0} -> {0})");
	check_child_pages("after migrate_pages()");

	TST_EXP_FAIL(sys_migrate_pages(child, MASK_BITS, bad_mask, &node0), EFAULT,
		     "migrate_pages(old_nodes at an invalid address)");
	TST_EXP_FAIL(sys_migrate_pages(child, 8 * 65536 + 2, &node0, &node0), EINVAL,
		     "migrate_pages(maxnode above the limit)");
	TST_EXP_FAIL(sys_migrate_pages(child, MASK_BITS, &node0, &offline), EINVAL,
		     "migrate_pages(new_nodes not online)");
	nobody = SAFE_FORK();
	if (!nobody) {
		SAFE_SETUID(nobody_uid);
		TST_EXP_FAIL(sys_migrate_pages(child, MASK_BITS, &node0, &node0), EPERM,
			     "migrate_pages(root's child, as nobody)");
		exit(0);
	}
	SAFE_WAITPID(nobody, NULL, 0);
	TST_EXP_FAIL(sys_migrate_pages(gone_pid, MASK_BITS, &node0, &node0), ESRCH,
		     "migrate_pages(a pid that no longer exists)");
	check_child_pages("after the failures");
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(child, NULL, 0);
	if (online == 1)
		tst_res(TCONF, "moving pages between nodes needs 2 NUMA nodes");
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	ps = getpagesize();
	online = online_nodes();
	offline = 1UL << offline_node();
	bad_mask = tst_get_bad_addr(NULL);
	shared = SAFE_MMAP(NULL, NPAGES * ps, PROT_READ | PROT_WRITE,
			   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	gone_pid = SAFE_FORK();
	if (!gone_pid)
		exit(0);
	SAFE_WAITPID(gone_pid, NULL, 0);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_NUMA", "CONFIG_MIGRATION", NULL},
};
