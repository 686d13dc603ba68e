// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setxattrat(2) errors (Linux 6.13; no man page yet, the kernel's interface is the
 * reference: fs/xattr.c and include/uapi/linux/xattr.h), on a tmpfs:
 *
 *   EINVAL  at_flags holds a bit other than AT_SYMLINK_NOFOLLOW and AT_EMPTY_PATH
 *   EINVAL  usize is smaller than XATTR_ARGS_SIZE_VER0 (16)
 *   E2BIG   usize is larger than a page
 *   E2BIG   usize covers bytes past struct xattr_args that are not zero
 *   EINVAL  args.flags holds a bit other than XATTR_CREATE and XATTR_REPLACE
 *   EFAULT  uargs points outside the address space
 *   EBADF   pathname is relative and dfd is not a valid descriptor
 *   ENOTDIR pathname is relative and dfd is a regular file
 *   ENOENT  pathname is empty and AT_EMPTY_PATH is not given
 *   EACCES  nobody sets a user.* attribute on a file it may not write
 *   EPERM   trusted.* by root without CAP_SYS_ADMIN (capability dropped)
 *
 * A larger usize whose extra bytes are zero is accepted (extensible struct): checked too.
 */

#include "tst_test.h"
#include "lapi/xattrat.h"
#include "../getxattr/xattr_errors.h"

/* the struct followed by room for an extension */
static struct {
	struct xattr_args args;
	char tail[8];
} blk;

static int dir_fd = -1;

static struct tcase {
	int *dfd;
	const char *path;
	unsigned int at_flags;
	const char *name;
	size_t usize;
	unsigned int args_flags;
	int bad_args, tail_byte;
	int exp_errno;
	enum who who;
	const char *desc;
} tcases[] = {
	{&dir_fd, "file", 0x80000, "user.x", 16, 0, 0, 0, EINVAL, ROOT, "unknown at_flags bit"},
	{&dir_fd, "file", 0, "user.x", 8, 0, 0, 0, EINVAL, ROOT, "usize 8"},
	{&dir_fd, "file", 0, "user.x", 8192, 0, 0, 0, E2BIG, ROOT, "usize over a page"},
	{&dir_fd, "file", 0, "user.x", 24, 0, 0, 1, E2BIG, ROOT, "non-zero bytes past the struct"},
	{&dir_fd, "file", 0, "user.x", 16, 0x10, 0, 0, EINVAL, ROOT, "unknown args.flags bit"},
	{&dir_fd, "file", 0, "user.x", 16, 0, 1, 0, EFAULT, ROOT, "uargs outside memory"},
	{&bad_fd, "file", 0, "user.x", 16, 0, 0, 0, EBADF, ROOT, "invalid dfd"},
	{&file_fd, "file", 0, "user.x", 16, 0, 0, 0, ENOTDIR, ROOT, "dfd is a regular file"},
	{&file_fd, "", 0, "user.x", 16, 0, 0, 0, ENOENT, ROOT, "empty path without AT_EMPTY_PATH"},
	{&dir_fd, "file", 0, "user.x", 16, 0, 0, 0, EACCES, NOBODY, "nobody, file not writable"},
	{&dir_fd, "file", 0, "trusted.x", 16, 0, 0, 0, EPERM, ROOT_NO_ADMIN,
		"trusted.* without CAP_SYS_ADMIN"},
};

static void check(struct tcase *tc)
{
	void *uargs = tc->bad_args ? (void *)bad_addr : (void *)&blk;

	memset(&blk, 0, sizeof(blk));
	blk.args.value = (uintptr_t)"v";
	blk.args.size = 1;
	blk.args.flags = tc->args_flags;
	blk.tail[0] = tc->tail_byte;
	TST_EXP_FAIL(tst_syscall(__NR_setxattrat, *tc->dfd, tc->path, tc->at_flags, tc->name,
				 uargs, tc->usize), tc->exp_errno, "setxattrat() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	char buf[4];

	xattr_check_as(tc->who, check, tc);
	if (getxattr(MNT "/file", tc->name, buf, sizeof(buf)) != -1)
		tst_res(TFAIL, "a failed setxattrat() set %s", tc->name);
}

static void zero_tail(void)
{
	char buf[4] = "";

	memset(&blk, 0, sizeof(blk));
	blk.args.value = (uintptr_t)"ok";
	blk.args.size = 2;
	TST_EXP_PASS(tst_syscall(__NR_setxattrat, dir_fd, "file", 0, "user.ext", &blk,
				 sizeof(blk)), "setxattrat() with usize 24, zero tail");
	TST_EXP_VAL(getxattr(MNT "/file", "user.ext", buf, sizeof(buf)), 2);
	SAFE_REMOVEXATTR(MNT "/file", "user.ext");
}

static void setup(void)
{
	xattr_bad_args();
	xattr_mount();
	SAFE_FILE_PRINTF(MNT "/file", "x");
	SAFE_CHMOD(MNT "/file", 0644);
	dir_fd = SAFE_OPEN(MNT, O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN(MNT "/file", O_RDWR);
	zero_tail();
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
