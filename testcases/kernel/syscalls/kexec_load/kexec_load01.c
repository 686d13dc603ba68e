// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * kexec_load(2) error paths; nothing is ever loaded (and no call that could unload a loaded
 * kernel, nr_segments 0 with valid flags, is made). On a kernel built without CONFIG_KEXEC
 * the call does not exist: every row fails with ENOSYS instead of its errno. Otherwise,
 * in the man page's order (setup requires /proc/sys/kernel/kexec_load_disabled to be 0
 * and the kernel not locked down, else TCONF):
 * - EINVAL: flags with an unknown bit; nr_segments 17, above KEXEC_SEGMENT_MAX;
 * - EPERM: the caller lacks CAP_SYS_BOOT (nobody).
 *
 * Not provoked: EADDRNOTAVAIL, EBUSY, ENOEXEC and the other EINVAL cases (need real
 * segments or a kernel image: nothing is loaded here), EBADF (kexec_file_load only),
 * ENOMEM (needs the kernel out of memory).
 */

#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/kexec.h>
#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_safe_macros.h"

static uid_t nobody_uid;
static int has_kexec;

static struct tcase {
	unsigned long nr_segments;
	unsigned long flags;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{1, 0x8000UL, 0, EINVAL, "unknown flag 0x8000"},
	{17, KEXEC_ARCH_DEFAULT, 0, EINVAL, "nr_segments 17"},
	{17, KEXEC_ARCH_DEFAULT, 1, EPERM, "nobody, without CAP_SYS_BOOT"},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	int exp = has_kexec ? tc->exp_errno : ENOSYS;

	if (tc->as_nobody && SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	if (tc->as_nobody)
		SAFE_SETUID(nobody_uid);
	TST_EXP_FAIL(syscall(__NR_kexec_load, 0UL, tc->nr_segments, NULL, tc->flags), exp,
		     "kexec_load() %s", tc->desc);
	if (tc->as_nobody)
		exit(0);
}

static void setup(void)
{
	int disabled = 0;

	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	has_kexec = tst_kconfig_get("CONFIG_KEXEC") == 'y';
	if (!has_kexec) {
		tst_res(TINFO, "CONFIG_KEXEC is not set: every call must fail with ENOSYS");
		return;
	}
	SAFE_FILE_SCANF("/proc/sys/kernel/kexec_load_disabled", "%d", &disabled);
	if (disabled)
		tst_brk(TCONF, "kexec_load_disabled is set: every call fails with EPERM");
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.skip_in_lockdown = 1,
};
