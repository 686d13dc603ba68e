// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fspick(2) errors (no man page here; reference: fs/fsopen.c and the uapi header):
 *
 *   EINVAL an unknown bit in flags
 *   EINVAL pathname is not the root of a mount (a directory on the tmpfs)
 *   EBADF  pathname is relative and dfd is not a valid descriptor
 *   ENOENT pathname does not exist
 *   ENOENT pathname is empty without FSPICK_EMPTY_PATH
 *   EFAULT pathname points outside the address space
 *   EPERM  the caller lacks CAP_SYS_ADMIN (capability dropped)
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
	{0, "mnt", 0x10, EINVAL, 0, "unknown flag"},
	{0, "mnt/dir", 0, EINVAL, 0, "not a mount root"},
	{1, "mnt", 0, EBADF, 0, "invalid dfd"},
	{0, "missing", 0, ENOENT, 0, "missing path"},
	{0, "", 0, ENOENT, 0, "empty path without FSPICK_EMPTY_PATH"},
	{0, NULL, 0, EFAULT, 0, "path outside memory"},
	{0, "mnt", 0, EPERM, 1, "without CAP_SYS_ADMIN"},
};

static void check(void *arg)
{
	struct tcase *tc = arg;

	EXP_FAIL_NO_NEW_FD(tst_syscall(__NR_fspick, tc->use_bad_fd ? bad_fd : AT_FDCWD,
				       tc->path ? tc->path : bad_addr, tc->flags),
			   tc->exp_errno, "fspick() %s", tc->desc);
}

static void run(unsigned int n)
{
	newmount_run_case(tcases[n].drop_admin, check, &tcases[n]);
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	bad_fd = newmount_unused_fd();
	newmount_tmpfs_mnt();
	SAFE_MKDIR("mnt/dir", 0755);
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
