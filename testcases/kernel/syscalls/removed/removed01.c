// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Syscalls that the kernel has removed fail with ENOSYS: the number stays reserved in the
 * table, its entry points at sys_ni_syscall (man 2 unimplemented: "These system calls are
 * not implemented in the Linux kernel ... they always return -1 and set errno to ENOSYS").
 *
 * Each row is entered by its raw number with arguments that would be harmless if the call
 * existed (NULL pointers, zero lengths). A row whose removal depends on the kernel's version
 * or configuration checks that first and reports TCONF for the row alone:
 * - _sysctl: the binary sysctl interface is gone since 5.5 (CONFIG_SYSCTL_SYSCALL before);
 * - lookup_dcookie: the dcookie code went with oprofile in 5.12.
 * uselib is on the list whatever CONFIG_USELIB says: the x86_64 table reserves its number
 * with no entry point (the call exists in the i386 table only; uselib01 tests it there).
 * The numbers are those of x86_64; on other architectures the test is TCONF.
 *
 * Not provoked: the ERRORS of these calls' own man pages (uselib ENFILE, see uselib01;
 * _sysctl EACCES or EPERM, EFAULT, ENOTDIR; create_module EEXIST, EFAULT, EINVAL, ENOMEM,
 * EPERM; query_module EFAULT, EINVAL, ENOENT, ENOSPC; lookup_dcookie EFAULT, EINVAL,
 * ENAMETOOLONG, ENOMEM, EPERM, ERANGE): they describe the calls as they were before
 * their removal; a kernel without them returns ENOSYS whatever the arguments.
 */

#include <errno.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_kvercmp.h"

#ifdef __x86_64__

static struct tcase {
	const char *name;
	long nr;
	int maj, min;		/* removed since this version, 0: always */
} tcases[] = {
	{"uselib", 134, 0, 0},
	{"_sysctl", 156, 5, 5},
	{"create_module", 174, 0, 0},
	{"get_kernel_syms", 177, 0, 0},
	{"query_module", 178, 0, 0},
	{"nfsservctl", 180, 3, 1},
	{"getpmsg", 181, 0, 0},
	{"putpmsg", 182, 0, 0},
	{"afs_syscall", 183, 0, 0},
	{"tuxcall", 184, 0, 0},
	{"security", 185, 0, 0},
	{"lookup_dcookie", 212, 5, 12},
	{"epoll_ctl_old", 214, 0, 0},
	{"epoll_wait_old", 215, 0, 0},
	{"vserver", 236, 0, 0},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	long ret;

	if (tc->maj && tst_kvercmp(tc->maj, tc->min, 0) < 0) {
		tst_res(TCONF, "%s (%ld): still present before %d.%d", tc->name, tc->nr,
			tc->maj, tc->min);
		return;
	}
	errno = 0;
	ret = syscall(tc->nr, 0L, 0L, 0L, 0L, 0L, 0L);
	if (ret == -1 && errno == ENOSYS)
		tst_res(TPASS, "%s (%ld): -1 ENOSYS", tc->name, tc->nr);
	else if (ret == -1)
		tst_res(TFAIL | TERRNO, "%s (%ld): -1, expected ENOSYS", tc->name, tc->nr);
	else
		tst_res(TFAIL, "%s (%ld): returned %ld, expected -1 ENOSYS", tc->name,
			tc->nr, ret);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
};

#else

TST_TEST_TCONF("the removed syscalls' numbers are listed for x86_64 only");

#endif
