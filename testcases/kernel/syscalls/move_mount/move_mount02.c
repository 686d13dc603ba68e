// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * move_mount(2) errors (no man page here; reference: fs/namespace.c and the uapi
 * header), with a tmpfs at "mnt" inside the tmpdir:
 *
 *   EINVAL an unknown bit in flags
 *   EBADF  from_path is empty (MOVE_MOUNT_F_EMPTY_PATH) and from_dfd is not a descriptor
 *   ENOENT from_path does not exist
 *   ENOENT to_path does not exist
 *   ENOENT from_path is empty without MOVE_MOUNT_F_EMPTY_PATH
 *   EFAULT from_path points outside the address space
 *   EINVAL from_path is not the root of a mount (a plain directory)
 *   ELOOP  the mount would be moved below itself
 *   EINVAL a directory mount moved onto a regular file (the types must match)
 *   EPERM  the caller lacks CAP_SYS_ADMIN (capability dropped)
 * After each failure the tmpfs is still at "mnt".
 */

#include "tst_test.h"
#include "../fsopen/newmount_err.h"

static int bad_fd = -1;
static char *bad_addr;

static struct tcase {
	int bad_from_fd;
	const char *from;
	int bad_from;
	const char *to;
	unsigned int flags;
	int exp_errno;
	int drop_admin;
	const char *desc;
} tcases[] = {
	{0, "mnt", 0, "dst", 0x80000000, EINVAL, 0, "unknown flag"},
	{1, "", 0, "dst", MOVE_MOUNT_F_EMPTY_PATH, EBADF, 0, "invalid from_dfd"},
	{0, "missing", 0, "dst", 0, ENOENT, 0, "missing from_path"},
	{0, "mnt", 0, "missing/dst", 0, ENOENT, 0, "missing to_path"},
	{0, "", 0, "dst", 0, ENOENT, 0, "empty from_path without F_EMPTY_PATH"},
	{0, NULL, 1, "dst", 0, EFAULT, 0, "from_path outside memory"},
	{0, "plain", 0, "dst", 0, EINVAL, 0, "from_path not a mount root"},
	{0, "mnt", 0, "mnt/sub", 0, ELOOP, 0, "below itself"},
	{0, "mnt", 0, "file", 0, EINVAL, 0, "directory onto a file"},
	{0, "mnt", 0, "dst", 0, EPERM, 1, "without CAP_SYS_ADMIN"},
};

static void check(void *arg)
{
	struct tcase *tc = arg;

	TST_EXP_FAIL(tst_syscall(__NR_move_mount, tc->bad_from_fd ? bad_fd : AT_FDCWD,
				 tc->bad_from ? bad_addr : tc->from, AT_FDCWD, tc->to, tc->flags),
		     tc->exp_errno, "move_mount() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	newmount_run_case(tc->drop_admin, check, tc);
	if (!tst_is_mounted_at_tmpdir("mnt") || tst_is_mounted_at_tmpdir("dst")) {
		tst_res(TFAIL, "the failed move_mount() %s moved the tmpfs", tc->desc);
		tst_brk(TBROK, "the tmpfs is no longer at mnt: cannot go on");
	}
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	bad_fd = newmount_unused_fd();
	SAFE_MKDIR("dst", 0755);
	SAFE_MKDIR("plain", 0755);
	SAFE_FILE_PRINTF("file", "x");
	newmount_tmpfs_mnt();
	SAFE_MKDIR("mnt/sub", 0755);
}

static void cleanup(void)
{
	if (tst_is_mounted_at_tmpdir("dst"))
		SAFE_UMOUNT("dst");
	newmount_tmpfs_umount();
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
