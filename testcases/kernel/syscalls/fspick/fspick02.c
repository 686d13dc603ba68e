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
	{0, "mnt", 0x10, EINVAL, 0, "unknown flag"},
	{0, "mnt/dir", 0, EINVAL, 0, "not a mount root"},
	{1, "mnt", 0, EBADF, 0, "invalid dfd"},
	{0, "missing", 0, ENOENT, 0, "missing path"},
	{0, "", 0, ENOENT, 0, "empty path without FSPICK_EMPTY_PATH"},
	{0, NULL, 0, EFAULT, 0, "path outside memory"},
	{0, "mnt", 0, EPERM, 1, "without CAP_SYS_ADMIN"},
};

static void check(struct tcase *tc)
{
	int next;
	next = tst_fd_lowest_free();
	TST_EXP_FAIL2(tst_syscall(__NR_fspick, tc->use_bad_fd ? bad_fd : AT_FDCWD,
				  tc->path ? tc->path : bad_addr, tc->flags),
		      tc->exp_errno, "fspick() %s", tc->desc);
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
	SAFE_MOUNT("tmpfs", "mnt", "tmpfs", 0, "size=1M");
	mounted = 1;
	SAFE_MKDIR("mnt/dir", 0755);
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
