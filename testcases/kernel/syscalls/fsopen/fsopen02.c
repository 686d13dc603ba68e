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
#include "tst_fd_state.h"
#include "tst_capability.h"
#include "lapi/newmount.h"

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

static void check(struct tcase *tc)
{
	int next;
	next = tst_fd_lowest_free();
	TST_EXP_FAIL2(tst_syscall(__NR_fsopen, tc->name ? tc->name : bad_addr, tc->flags),
		      tc->exp_errno, "fsopen() %s", tc->desc);
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
	int fd;

	bad_addr = tst_get_bad_addr(NULL);
	fd = tst_syscall(__NR_fsopen, "tmpfs", 0);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "fsopen(tmpfs)");
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};
