// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fsmount(2) errors (no man page here; reference: fs/namespace.c and the uapi header):
 *
 *   EBADF  fs_fd is not a valid descriptor
 *   EINVAL fs_fd is not a filesystem context (a regular file)
 *   EINVAL flags other than FSMOUNT_CLOEXEC
 *   EINVAL an unknown bit in attr_flags
 *   EINVAL an access-time value that is not one of the MOUNT_ATTR__ATIME settings
 *   EINVAL the context has no superblock yet (no FSCONFIG_CMD_CREATE)
 *   EBUSY  the context was already used by fsmount()
 *   EPERM  the caller lacks CAP_SYS_ADMIN (capability dropped)
 *
 * Every row also checks that the failed call allocated no descriptor: the lowest free one
 * stays free (tst_fd_state.h).
 */

#include "tst_test.h"
#include "../fsopen/newmount_err.h"

enum ctx { CREATED, NOT_CREATED, USED, BAD_FD, FILE_FD };

static int bad_fd = -1, file_fd = -1, use_fd = -1;

static struct tcase {
	enum ctx ctx;
	unsigned int flags;
	unsigned int attr;
	int exp_errno;
	int drop_admin;
	const char *desc;
} tcases[] = {
	{BAD_FD, 0, 0, EBADF, 0, "invalid fd"},
	{FILE_FD, 0, 0, EINVAL, 0, "fd not a context"},
	{CREATED, 0x2, 0, EINVAL, 0, "unknown flag"},
	{CREATED, 0, 0x40000000, EINVAL, 0, "unknown attribute bit"},
	{CREATED, 0, 0x30, EINVAL, 0, "invalid access-time value"},
	{NOT_CREATED, 0, 0, EINVAL, 0, "context without a superblock"},
	{USED, 0, 0, EBUSY, 0, "context already mounted"},
	{CREATED, 0, 0, EPERM, 1, "without CAP_SYS_ADMIN"},
};

static void check(void *arg)
{
	struct tcase *tc = arg;

	EXP_FAIL_NO_NEW_FD(tst_syscall(__NR_fsmount, use_fd, tc->flags, tc->attr), tc->exp_errno,
			   "fsmount() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	int fd, mfd;

	fd = newmount_ctx_open("tmpfs");
	if (tc->ctx != NOT_CREATED)
		newmount_ctx_create(fd);
	if (tc->ctx == USED) {
		mfd = tst_syscall(__NR_fsmount, fd, 0, 0);
		if (mfd < 0)
			tst_brk(TBROK | TERRNO, "first fsmount()");
		SAFE_CLOSE(mfd);
	}
	use_fd = tc->ctx == BAD_FD ? bad_fd : tc->ctx == FILE_FD ? file_fd : fd;
	newmount_run_case(tc->drop_admin, check, tc);
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	bad_fd = newmount_unused_fd();
	SAFE_FILE_PRINTF("file", "x");
	file_fd = SAFE_OPEN("file", O_RDONLY);
}

static void cleanup(void)
{
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
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
