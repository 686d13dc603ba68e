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
#include "../fsopen/newmount_err.h"

static int bad_fd = -1;
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

static void check(void *arg)
{
	struct tcase *tc = arg;

	EXP_FAIL_NO_NEW_FD(tst_syscall(__NR_open_tree, tc->use_bad_fd ? bad_fd : AT_FDCWD,
				       tc->path ? tc->path : bad_addr, tc->flags),
			   tc->exp_errno, "open_tree() %s", tc->desc);
}

static void run(unsigned int n)
{
	newmount_run_case(tcases[n].drop_admin, check, &tcases[n]);
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	bad_fd = newmount_unused_fd();
	SAFE_FILE_PRINTF("file", "x");
	newmount_tmpfs_mnt();
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = newmount_tmpfs_umount,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
