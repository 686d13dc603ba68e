// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open_tree(2) errors (no man page here; reference: fs/namespace.c and the uapi header):
 *
 *   EINVAL an unknown bit in flags
 *   EINVAL AT_RECURSIVE without OPEN_TREE_CLONE
 *   EBADF  pathname is relative and dfd is not a valid descriptor
 *   ENOENT pathname does not exist
 *   ENOTDIR a component of the path prefix is a regular file
 *   EFAULT pathname points outside the address space
 *   EPERM  OPEN_TREE_CLONE without CAP_SYS_ADMIN (capability dropped)
 *
 * Every row also checks that the failed call allocated no descriptor: the lowest free one
 * stays free (tst_fd_state.h).
 */

#include "tst_test.h"
#include "tst_fd_state.h"
#include "tst_capability.h"
#include "lapi/newmount.h"

static int mounted, bad_fd = -1;
static char *bad_addr;

static struct tcase {
	int use_bad_fd;
	const char *path;
	unsigned int flags;
	int exp_errno;
	int drop_admin;
	const char *desc;
} tcases[] = {
	{0, "mnt", OPEN_TREE_CLONE | 0x2, EINVAL, 0, "unknown flag"},
	{0, "mnt", AT_RECURSIVE, EINVAL, 0, "AT_RECURSIVE without OPEN_TREE_CLONE"},
	{1, "mnt", OPEN_TREE_CLONE, EBADF, 0, "invalid dfd"},
	{0, "missing", OPEN_TREE_CLONE, ENOENT, 0, "missing path"},
	{0, "file/x", OPEN_TREE_CLONE, ENOTDIR, 0, "file in prefix"},
	{0, NULL, OPEN_TREE_CLONE, EFAULT, 0, "path outside memory"},
	{0, "mnt", OPEN_TREE_CLONE, EPERM, 1, "OPEN_TREE_CLONE without CAP_SYS_ADMIN"},
};

static void check(struct tcase *tc)
{
	int next;
	next = tst_fd_lowest_free();
	TST_EXP_FAIL2(tst_syscall(__NR_open_tree, tc->use_bad_fd ? bad_fd : AT_FDCWD,
				  tc->path ? tc->path : bad_addr, tc->flags),
		      tc->exp_errno, "open_tree() %s", tc->desc);
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
	else
		TST_FD_STILL_FREE(next);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (!tc->drop_admin) {
		check(tc);
		return;
	}
	if (!SAFE_FORK()) {
		tst_cap_action(&(struct tst_cap)TST_CAP(TST_CAP_DROP, CAP_SYS_ADMIN));
		check(tc);
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	bad_fd = 1000;
	while (fcntl(bad_fd, F_GETFD) != -1)
		bad_fd++;
	SAFE_MKDIR("mnt", 0755);
	SAFE_FILE_PRINTF("file", "x");
	SAFE_MOUNT("tmpfs", "mnt", "tmpfs", 0, "size=1M");
	mounted = 1;
}

static void cleanup(void)
{
	if (mounted)
		SAFE_UMOUNT("mnt");
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
