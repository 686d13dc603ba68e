// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getxattrat(2) errors (Linux 6.13; the kernel's interface is the reference: fs/xattr.c,
 * include/uapi/linux/xattr.h), on a tmpfs:
 *
 *   EINVAL  at_flags holds a bit other than AT_SYMLINK_NOFOLLOW and AT_EMPTY_PATH
 *   EINVAL  usize is smaller than XATTR_ARGS_SIZE_VER0 (16)
 *   E2BIG   usize covers non-zero bytes past struct xattr_args
 *   EINVAL  args.flags is not zero (it has no meaning for a read)
 *   EFAULT  uargs points outside the address space
 *   EFAULT  args.value points outside the address space
 *   EBADF   pathname is relative and dfd is not a valid descriptor
 *   ENOTDIR pathname is relative and dfd is a regular file
 *   ENODATA trusted.* read by nobody (no access to the attribute)
 *   EACCES  user.* of a file nobody may not read
 */

#include "tst_test.h"
#include "lapi/xattrat.h"
#include "../getxattr/xattr_errors.h"

static struct {
	struct xattr_args args;
	char tail[8];
} blk;

static char buf[16];
static int dir_fd = -1;

static struct tcase {
	int *dfd;
	const char *path;
	unsigned int at_flags;
	const char *name;
	size_t usize;
	unsigned int args_flags;
	int bad_args, bad_value, tail_byte;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{&dir_fd, "file", 0x80000, "user.v", 16, 0, 0, 0, 0, EINVAL, 0, "unknown at_flags bit"},
	{&dir_fd, "file", 0, "user.v", 8, 0, 0, 0, 0, EINVAL, 0, "usize 8"},
	{&dir_fd, "file", 0, "user.v", 24, 0, 0, 0, 1, E2BIG, 0, "non-zero bytes past the struct"},
	{&dir_fd, "file", 0, "user.v", 16, XATTR_CREATE, 0, 0, 0, EINVAL, 0, "args.flags set"},
	{&dir_fd, "file", 0, "user.v", 16, 0, 1, 0, 0, EFAULT, 0, "uargs outside memory"},
	{&dir_fd, "file", 0, "user.v", 16, 0, 0, 1, 0, EFAULT, 0, "args.value outside memory"},
	{&bad_fd, "file", 0, "user.v", 16, 0, 0, 0, 0, EBADF, 0, "invalid dfd"},
	{&file_fd, "file", 0, "user.v", 16, 0, 0, 0, 0, ENOTDIR, 0, "dfd is a regular file"},
	{&dir_fd, "file", 0, "trusted.t", 16, 0, 0, 0, 0, ENODATA, 1, "trusted.* as nobody"},
	{&dir_fd, "private", 0, "user.v", 16, 0, 0, 0, 0, EACCES, 1, "nobody, file not readable"},
};

static void check(struct tcase *tc)
{
	void *uargs = tc->bad_args ? (void *)bad_addr : (void *)&blk;

	memset(&blk, 0, sizeof(blk));
	blk.args.value = tc->bad_value ? (uintptr_t)bad_addr : (uintptr_t)buf;
	blk.args.size = sizeof(buf);
	blk.args.flags = tc->args_flags;
	blk.tail[0] = tc->tail_byte;
	TST_EXP_FAIL2(tst_syscall(__NR_getxattrat, *tc->dfd, tc->path, tc->at_flags, tc->name,
				  uargs, tc->usize), tc->exp_errno, "getxattrat() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	xattr_check_as(tc->as_nobody ? NOBODY : ROOT, check, tc);
}

static void setup(void)
{
	xattr_bad_args();
	xattr_mount();
	SAFE_FILE_PRINTF(MNT "/file", "x");
	SAFE_CHMOD(MNT "/file", 0644);
	SAFE_FILE_PRINTF(MNT "/private", "x");
	SAFE_CHMOD(MNT "/private", 0600);
	dir_fd = SAFE_OPEN(MNT, O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN(MNT "/file", O_RDONLY);
	memset(&blk, 0, sizeof(blk));
	/* TCONF here on a kernel without the call */
	tst_syscall(__NR_getxattrat, dir_fd, "file", 0, "user.v", &blk, sizeof(blk.args));
	xattr_set_first(MNT "/file", "user.v", "v", 1);
	SAFE_SETXATTR(MNT "/file", "trusted.t", "t", 1, 0);
	SAFE_SETXATTR(MNT "/private", "user.v", "v", 1, 0);
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	xattr_cleanup();
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
