// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fsopen(2) errors (no man page here; reference: fs/fsopen.c and the uapi header):
 *
 *   EINVAL a flag other than FSOPEN_CLOEXEC
 *   ENODEV the filesystem type is not known to the kernel
 *   EFAULT fs_name points outside the address space
 *   EPERM  the caller lacks CAP_SYS_ADMIN (capability dropped)
 *
 * Every row also checks that the failed call allocated no descriptor: the lowest free one
 * stays free (tst_fd_state.h).
 */

#include "tst_test.h"
#include "newmount_err.h"

static char *bad_addr;

static struct tcase {
	const char *name;
	unsigned int flags;
	int exp_errno;
	int drop_admin;
	const char *desc;
} tcases[] = {
	{"tmpfs", 0x2, EINVAL, 0, "unknown flag"},
	{"no_such_fs", 0, ENODEV, 0, "unknown filesystem"},
	{NULL, 0, EFAULT, 0, "name outside the address space"},
	{"tmpfs", 0, EPERM, 1, "without CAP_SYS_ADMIN"},
};

static void check(void *arg)
{
	struct tcase *tc = arg;

	EXP_FAIL_NO_NEW_FD(tst_syscall(__NR_fsopen, tc->name ? tc->name : bad_addr, tc->flags),
			   tc->exp_errno, "fsopen() %s", tc->desc);
}

static void run(unsigned int n)
{
	newmount_run_case(tcases[n].drop_admin, check, &tcases[n]);
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	newmount_probe("tmpfs");
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};
