// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * capset(2) with _LINUX_CAPABILITY_VERSION_3 sets the caller's effective, permitted and
 * inheritable capability sets, checked in /proc/self/status and in what the process can
 * then do, each in a child:
 * - CAP_CHOWN dropped from the effective set: CapEff lacks it and chown() of a file to
 *   another owner fails with EPERM; put back (it is still permitted): chown() works;
 * - CAP_CHOWN dropped from the permitted set: it can no longer be made effective
 *   (capset fails with EPERM and CapEff stays without it);
 * - CAP_NET_BIND_SERVICE added to the inheritable set: CapInh shows it; after it was
 *   dropped from the bounding set (PR_CAPBSET_DROP), adding another capability that is not
 *   in the bounding set to the inheritable set fails with EPERM;
 * - capabilities dropped across setuid: leaving uid 0 empties CapPrm and CapEff.
 * Errors, in the order of the man page's ERRORS: EFAULT (datap outside the address
 * space), EINVAL (an unknown version: the kernel writes its preferred version into the
 * header), EPERM (as above: a capability added to the permitted set, an effective one
 * not permitted, an inheritable one outside the bounding set); ESRCH for a pid other
 * than the caller's (which capset no longer accepts: EPERM since Linux 2.6.25).
 *
 * Not provoked: ESRCH ("No such thread", for a header pid that is not the caller's, on
 * kernels that still support setting another thread's capabilities).
 */

#include <linux/capability.h>
#include <pwd.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include "tst_test.h"

#define BIT(c) (1U << (c))

static void *bad_addr;

static long cap_get(struct __user_cap_data_struct *d)
{
	struct __user_cap_header_struct h = {.version = _LINUX_CAPABILITY_VERSION_3};

	return syscall(__NR_capget, &h, d);
}

static long cap_set(struct __user_cap_data_struct *d)
{
	struct __user_cap_header_struct h = {.version = _LINUX_CAPABILITY_VERSION_3};

	return syscall(__NR_capset, &h, d);
}

static unsigned long long status_hex(const char *key)
{
	char fmt[32];
	unsigned long long v = ~0ULL;

	snprintf(fmt, sizeof(fmt), "%s: %%llx", key);
	SAFE_FILE_LINES_SCANF("/proc/self/status", fmt, &v);
	return v;
}

static void effective(void)
{
	struct __user_cap_data_struct d[2];

	SAFE_TOUCH("file", 0644, NULL);
	TST_EXP_PASS_SILENT(cap_get(d));
	d[0].effective &= ~BIT(CAP_CHOWN);
	TST_EXP_PASS(cap_set(d), "capset: CAP_CHOWN out of the effective set");
	TST_EXP_EQ_LU(status_hex("CapEff") & BIT(CAP_CHOWN), 0);
	TST_EXP_FAIL(chown("file", 1234, -1), EPERM, "chown() without CAP_CHOWN");
	d[0].effective |= BIT(CAP_CHOWN);
	TST_EXP_PASS(cap_set(d), "capset: CAP_CHOWN effective again");
	TST_EXP_PASS(chown("file", 1234, -1), "chown() with CAP_CHOWN");
	SAFE_UNLINK("file");
}

static void permitted(void)
{
	struct __user_cap_data_struct d[2];

	TST_EXP_PASS_SILENT(cap_get(d));
	d[0].effective &= ~BIT(CAP_CHOWN);
	d[0].permitted &= ~BIT(CAP_CHOWN);
	TST_EXP_PASS(cap_set(d), "capset: CAP_CHOWN out of the permitted set");
	TST_EXP_EQ_LU(status_hex("CapPrm") & BIT(CAP_CHOWN), 0);
	d[0].effective |= BIT(CAP_CHOWN);
	TST_EXP_FAIL(cap_set(d), EPERM, "capset: effective CAP_CHOWN not permitted");
	d[0].effective &= ~BIT(CAP_CHOWN);
	d[0].permitted |= BIT(CAP_CHOWN);
	TST_EXP_FAIL(cap_set(d), EPERM, "capset: CAP_CHOWN back into the permitted set");
	TST_EXP_EQ_LU(status_hex("CapEff") & BIT(CAP_CHOWN), 0);
}

static void inheritable(void)
{
	struct __user_cap_data_struct d[2];

	TST_EXP_PASS_SILENT(cap_get(d));
	d[0].inheritable |= BIT(CAP_NET_BIND_SERVICE);
	TST_EXP_PASS(cap_set(d), "capset: CAP_NET_BIND_SERVICE inheritable");
	TST_EXP_EQ_LU(status_hex("CapInh"), BIT(CAP_NET_BIND_SERVICE));
	SAFE_PRCTL(PR_CAPBSET_DROP, CAP_NET_RAW, 0, 0, 0);
	/* without CAP_SETPCAP, the inheritable set may not go beyond the bounding set */
	d[0].effective &= ~BIT(CAP_SETPCAP);
	TST_EXP_PASS(cap_set(d), "capset: CAP_SETPCAP out of the effective set");
	d[0].inheritable |= BIT(CAP_NET_RAW);
	TST_EXP_FAIL(cap_set(d), EPERM, "capset: inheritable CAP_NET_RAW outside the bounding "
		     "set");
	TST_EXP_EQ_LU(status_hex("CapInh"), BIT(CAP_NET_BIND_SERVICE));
}

static void across_setuid(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	SAFE_SETRESUID(pw->pw_uid, pw->pw_uid, pw->pw_uid);
	TST_EXP_EXPR(!status_hex("CapPrm") && !status_hex("CapEff"),
		     "leaving uid 0 emptied the permitted and effective sets");
}

static void errors(void)
{
	struct __user_cap_header_struct h = {.version = 0x12345678};
	struct __user_cap_data_struct d[2];

	TST_EXP_PASS_SILENT(cap_get(d));
	TST_EXP_FAIL(syscall(__NR_capset, &(struct __user_cap_header_struct)
			     {.version = _LINUX_CAPABILITY_VERSION_3}, bad_addr), EFAULT,
		     "capset: datap outside the address space");
	TST_EXP_FAIL(syscall(__NR_capset, &h, d), EINVAL, "capset: version 0x12345678");
	TST_EXP_EQ_LU(h.version, _LINUX_CAPABILITY_VERSION_3);
	h.version = _LINUX_CAPABILITY_VERSION_3;
	h.pid = getppid();
	TST_EXP_FAIL(syscall(__NR_capset, &h, d), EPERM, "capset: another process's pid");
	TST_EXP_EQ_LU(status_hex("CapEff"), status_hex("CapPrm"));
}

static void in_child(void (*fn)(void))
{
	if (!SAFE_FORK()) {
		fn();
		exit(0);
	}
	tst_reap_children();
}

static void run(void)
{
	in_child(effective);
	in_child(permitted);
	in_child(inheritable);
	in_child(across_setuid);
	in_child(errors);
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "capset(): version 3 effective, permitted and inheritable sets and their "
		       "effect; EFAULT, EINVAL, EPERM",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
