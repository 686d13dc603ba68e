// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sethostname(2) "sets the hostname to the value given in the character array name. The
 * len argument specifies the number of bytes in name", only ever in a new UTS namespace
 * (the host's hostname is checked to be unchanged):
 * - the name appears in uname()'s nodename and /proc/sys/kernel/hostname; a len shorter
 *   than the string stores len bytes.
 * Errors, in the order of the man page's ERRORS:
 * - EFAULT: name outside the address space;
 * - EINVAL: len negative (-1), len greater than the maximum (65);
 * - EPERM: the caller lacks CAP_SYS_ADMIN (nobody).
 * After each failure the name is unchanged.
 *
 * Not provoked: ENAMETOOLONG (gethostname()'s, for a buffer shorter than the name).
 */

#include <sys/syscall.h>
#include <unistd.h>
#include "uts_name.h"

static int do_set(const char *name, size_t len)
{
	/* by number: the len -1 case would upset the compiler's checks */
	return syscall(__NR_sethostname, name, len);
}

static void run(void)
{
	uts_name_test(do_set, "hostname", offsetof(struct utsname, nodename));
}

static struct tst_test test = {
	.description = "sethostname() in a UTS namespace; EFAULT, EINVAL, EPERM",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_UTS_NS", NULL},
};
