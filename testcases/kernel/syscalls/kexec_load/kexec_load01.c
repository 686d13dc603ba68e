// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * kexec_load(2) error paths; nothing is ever loaded (and no call that could unload a loaded
 * kernel, nr_segments 0 with valid flags, is made). On a kernel built without CONFIG_KEXEC
 * the call does not exist: every row fails with ENOSYS instead of its errno. Otherwise,
 * in the man page's order (setup requires /proc/sys/kernel/kexec_load_disabled to be 0
 * and the kernel not locked down, else TCONF):
 * - EADDRNOTAVAIL: a segment whose mem is not a multiple of the page size;
 * - EINVAL: flags with an unknown bit; a segment whose bufsz (8192) exceeds its memsz
 *   (4096); nr_segments 17, above KEXEC_SEGMENT_MAX; two segments whose target ranges
 *   overlap;
 * - EPERM: the caller lacks CAP_SYS_BOOT (nobody).
 * The segments are checked before anything is copied or loaded, and KEXEC_ON_CRASH is never
 * passed (it would first unload a crash kernel the host may have loaded).
 *
 * kexec_file_load02, which makes sure no crash kernel region exists, checks the KEXEC_ON_CRASH
 * cases: EADDRNOTAVAIL for a segment outside the crash kernel's region, and EBUSY while a
 * kexec_file_load() holds the lock.
 *
 * Not provoked: ENOEXEC and the EINVAL cases about kernel_fd, initrd_fd and cmdline
 * (kexec_file_load only, like EBADF), ENOMEM (needs the kernel out of memory).
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

#define MEM 0x1000000UL

static char buf[8192];

static struct kexec_segment misaligned[] = {
	{buf, 4096, (void *)(MEM + 2048), 4096},
};
static struct kexec_segment buf_too_big[] = {
	{buf, 8192, (void *)MEM, 4096},
};
static struct kexec_segment overlapping[] = {
	{buf, 4096, (void *)MEM, 8192},
	{buf, 4096, (void *)(MEM + 4096), 4096},
};

static struct tcase {
	struct kexec_segment *segments;
	unsigned long nr_segments;
	unsigned long flags;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{misaligned, 1, KEXEC_ARCH_DEFAULT, 0, EADDRNOTAVAIL, "mem not page aligned"},
	{NULL, 1, 0x8000UL, 0, EINVAL, "unknown flag 0x8000"},
	{buf_too_big, 1, KEXEC_ARCH_DEFAULT, 0, EINVAL, "bufsz above memsz"},
	{NULL, 17, KEXEC_ARCH_DEFAULT, 0, EINVAL, "nr_segments 17"},
	{overlapping, 2, KEXEC_ARCH_DEFAULT, 0, EINVAL, "overlapping segments"},
	{NULL, 17, KEXEC_ARCH_DEFAULT, 1, EPERM, "nobody, without CAP_SYS_BOOT"},
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
	TST_EXP_FAIL(syscall(__NR_kexec_load, MEM, tc->nr_segments, tc->segments, tc->flags), exp,
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
	/* a kexec call of another test at the same time would make ours EBUSY */
	.runs_alone = 1,
};
