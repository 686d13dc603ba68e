// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * move_pages(2) "moves the specified pages of the process pid to the memory nodes
 * specified by nodes. The result of the move is reflected in status":
 * - nodes NULL: "move_pages() does not move any pages but instead will return the node
 *   where each page currently resides, in the status array": 0 for touched pages, -ENOENT
 *   for a page never touched ("The page is not present"; older kernels, 6.1 among them,
 *   report -EFAULT there), -EFAULT for an unmapped address;
 * - nodes {0, 0...}: returns 0 and status 0 for every touched page, the data unchanged;
 *   the same for a child's pages (its pid);
 * - errors: EINVAL for flags other than MPOL_MF_MOVE and MPOL_MF_MOVE_ALL, and for the
 *   pages of a kernel thread (kthreadd, pid 2, when /proc/2/comm says so); ENODEV for a
 *   target node that is not online; EFAULT for a pages array at an invalid address; EPERM
 *   for MPOL_MF_MOVE_ALL without CAP_SYS_NICE, and for a caller (nobody) moving the pages
 *   of another user's process; ESRCH for a pid that no longer exists. Status entries are
 *   prefilled and checked unwritten where the call fails as a whole.
 *
 * Not provoked: E2BIG: "Since Linux 2.6.29, the kernel no longer generates this error";
 * EACCES: needs a cpuset that excludes an online node, i.e. 2 NUMA nodes. Moving pages
 * between nodes needs 2 NUMA nodes: TCONF here when there is one.
 */

#include <pwd.h>
#include <stdlib.h>
#include "tst_test.h"
#include "tst_capability.h"
#include "../set_mempolicy/mempolicy_common.h"

#define NPAGES 3

static size_t ps;
static char *map, *gone;
static int offline;
static unsigned long online;
static uid_t nobody_uid;
static void **bad_pages;
static pid_t gone_pid;
static int kthreadd;

static long sys_move_pages(pid_t pid, unsigned long count, void **pages, const int *nodes,
			   int *status, int flags)
{
	return tst_syscall(__NR_move_pages, pid, count, pages, nodes, status, flags);
}

static void query(void)
{
	void *pages[4] = {map, map + ps, map + 2 * ps, gone};
	int status[4] = {99, 99, 99, 99};

	TST_EXP_PASS(sys_move_pages(0, 4, pages, NULL, status, 0), "move_pages(nodes NULL)");
	if (status[0] == 0 && (status[1] == -ENOENT || status[1] == -EFAULT) && status[2] == 0 &&
	    status[3] == -EFAULT)
		tst_res(TPASS, "status: node 0, %d (untouched), node 0, -EFAULT (unmapped)",
			status[1]);
	else
		tst_res(TFAIL, "status %d %d %d %d, expected 0 %d 0 %d", status[0], status[1],
			status[2], status[3], -ENOENT, -EFAULT);
}

static void move_to_node0(pid_t pid, const char *who)
{
	void *pages[2] = {map, map + 2 * ps};
	int nodes[2] = {0, 0}, status[2] = {99, 99};

	TST_EXP_PASS(sys_move_pages(pid, 2, pages, nodes, status, MPOL_MF_MOVE),
		     "move_pages(%s, to node 0)", who);
	if (status[0] || status[1])
		tst_res(TFAIL, "%s: status %d %d, expected 0 0", who, status[0], status[1]);
	if (map[0] != 'p' || map[2 * ps] != 'p')
		tst_res(TFAIL, "%s: the data changed", who);
}

static void expect_fail(pid_t pid, void **pages, const int *nodes, int flags, int exp,
			const char *what)
{
	int status[2] = {99, 99};

	TST_EXP_FAIL(sys_move_pages(pid, 2, pages, nodes, status, flags), exp, "move_pages() %s",
		     what);
	if (exp != ENODEV && (status[0] != 99 || status[1] != 99))
		tst_res(TFAIL, "%s: the failed call wrote status %d %d", what, status[0],
			status[1]);
}

static void errors(pid_t child)
{
	void *pages[2] = {map, map + 2 * ps};
	int nodes[2] = {0, 0}, off_nodes[2] = {offline, offline};

	expect_fail(0, pages, nodes, 1 << 5, EINVAL, "flags not MOVE/MOVE_ALL");
	if (kthreadd)
		expect_fail(2, pages, nodes, MPOL_MF_MOVE, EINVAL, "a kernel thread");
	else
		tst_res(TCONF, "pid 2 is not kthreadd (a pid namespace?)");
	expect_fail(0, pages, off_nodes, MPOL_MF_MOVE, ENODEV, "target node not online");
	expect_fail(0, bad_pages, nodes, MPOL_MF_MOVE, EFAULT, "pages at an invalid address");
	if (!SAFE_FORK()) {
		struct tst_cap c = {TST_CAP_DROP, CAP_SYS_NICE, "CAP_SYS_NICE"};

		tst_cap_action(&c);
		expect_fail(0, pages, nodes, MPOL_MF_MOVE_ALL, EPERM,
			    "MPOL_MF_MOVE_ALL without CAP_SYS_NICE");
		SAFE_SETUID(nobody_uid);
		expect_fail(child, pages, nodes, MPOL_MF_MOVE, EPERM, "another user's process");
		exit(0);
	}
	SAFE_WAIT(NULL);
	expect_fail(gone_pid, pages, nodes, MPOL_MF_MOVE, ESRCH, "a pid that no longer exists");
}

static void run(void)
{
	pid_t child;

	query();
	move_to_node0(0, "self");
	child = SAFE_FORK();
	if (!child) {
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	move_to_node0(child, "child");
	errors(child);
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(child, NULL, 0);
	if (online == 1)
		tst_res(TCONF, "moving pages between nodes needs 2 NUMA nodes");
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");
	char comm[32] = "";

	nobody_uid = pw->pw_uid;
	if (!access("/proc/2/comm", R_OK))
		SAFE_FILE_SCANF("/proc/2/comm", "%31s", comm);
	kthreadd = !strcmp(comm, "kthreadd");
	ps = getpagesize();
	online = online_nodes();
	offline = offline_node();
	bad_pages = tst_get_bad_addr(NULL);
	map = SAFE_MMAP(NULL, NPAGES * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			-1, 0);
	map[0] = 'p';
	map[2 * ps] = 'p';
	gone = SAFE_MMAP(NULL, ps, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	SAFE_MUNMAP(gone, ps);
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
