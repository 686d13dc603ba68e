// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * capget(2) with _LINUX_CAPABILITY_VERSION_3 returns the effective, permitted and
 * inheritable sets (two 32-bit words each) of the thread hdrp->pid names (0: the
 * caller), compared with CapEff, CapPrm and CapInh of /proc/<pid>/status:
 * - of the test itself;
 * - of a child that dropped CAP_CHOWN from its effective and permitted sets and made
 *   CAP_NET_BIND_SERVICE inheritable.
 * Errors: EFAULT (datap outside the address space), EINVAL ("hdrp->version" unknown: the
 * kernel writes the preferred version 3 into it), ESRCH (an unused pid).
 *
 * Not provoked: EPERM (only capset() raises it).
 */

#include <linux/capability.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_pid.h"

static void *bad_addr;

static unsigned long long status_hex(pid_t pid, const char *key)
{
	char fmt[32], path[64];
	unsigned long long v = ~0ULL;

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	snprintf(fmt, sizeof(fmt), "%s: %%llx", key);
	SAFE_FILE_LINES_SCANF(path, fmt, &v);
	return v;
}

static unsigned long long join(unsigned int lo, unsigned int hi)
{
	return (unsigned long long)hi << 32 | lo;
}

static void compare(pid_t pid, const char *who)
{
	struct __user_cap_header_struct h = {.version = _LINUX_CAPABILITY_VERSION_3, .pid = pid};
	struct __user_cap_data_struct d[2];

	memset(d, 0xa5, sizeof(d));
	TST_EXP_PASS(syscall(__NR_capget, &h, d), "capget(%s)", who);
	TST_EXP_EXPR(join(d[0].effective, d[1].effective) == status_hex(pid, "CapEff") &&
		     join(d[0].permitted, d[1].permitted) == status_hex(pid, "CapPrm") &&
		     join(d[0].inheritable, d[1].inheritable) == status_hex(pid, "CapInh"),
		     "%s: effective %llx, permitted %llx, inheritable %llx as in /proc", who,
		     join(d[0].effective, d[1].effective), join(d[0].permitted, d[1].permitted),
		     join(d[0].inheritable, d[1].inheritable));
}

static void run(void)
{
	struct __user_cap_header_struct h = {.version = 0x12345678};
	struct __user_cap_data_struct d[2];
	pid_t pid;

	compare(getpid(), "the test");
	pid = SAFE_FORK();
	if (!pid) {
		struct __user_cap_header_struct ch = {.version = _LINUX_CAPABILITY_VERSION_3};

		if (syscall(__NR_capget, &ch, d))
			tst_brk(TBROK | TERRNO, "capget()");
		d[0].effective &= ~(1U << CAP_CHOWN);
		d[0].permitted &= ~(1U << CAP_CHOWN);
		d[0].inheritable |= 1U << CAP_NET_BIND_SERVICE;
		if (syscall(__NR_capset, &ch, d))
			tst_brk(TBROK | TERRNO, "capset()");
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	compare(pid, "a child with changed sets");
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, NULL, 0);

	TST_EXP_FAIL(syscall(__NR_capget, &(struct __user_cap_header_struct)
			     {.version = _LINUX_CAPABILITY_VERSION_3}, bad_addr), EFAULT,
		     "datap outside the address space");
	TST_EXP_FAIL(syscall(__NR_capget, &h, d), EINVAL, "version 0x12345678");
	TST_EXP_EQ_LU(h.version, _LINUX_CAPABILITY_VERSION_3);
	h.version = _LINUX_CAPABILITY_VERSION_3;
	h.pid = tst_get_unused_pid();
	TST_EXP_FAIL(syscall(__NR_capget, &h, d), ESRCH, "unused pid");
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "capget(): the sets of self and another process as /proc shows them; "
		       "EFAULT, EINVAL, ESRCH",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
