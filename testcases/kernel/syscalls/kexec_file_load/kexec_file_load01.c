// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * kexec_file_load(2) error paths; nothing is ever loaded (no call with
 * KEXEC_FILE_UNLOAD). On a kernel built without CONFIG_KEXEC_FILE the call does not exist:
 * every row fails with ENOSYS instead of its errno. Otherwise, in the man page's order
 * (setup requires /proc/sys/kernel/kexec_load_disabled to be 0 and the kernel not locked
 * down, else TCONF):
 * - EBADF: kernel_fd -1;
 * - EINVAL: flags with an unknown bit; the file kernel_fd refers to is empty;
 * - ENOEXEC: the file kernel_fd refers to holds 4096 bytes that are no kernel image the
 *   kernel can load (no bzImage header), with KEXEC_FILE_NO_INITRAMFS;
 * - EPERM: the caller lacks CAP_SYS_BOOT (nobody).
 * KEXEC_FILE_ON_CRASH is never passed (it would first unload a crash kernel the host may
 * have loaded); kexec_file_load02 passes it where no crash kernel region exists, and checks
 * there the errors that need an image the kernel accepts (EADDRNOTAVAIL, EBUSY, and EINVAL
 * for a cmdline not ending in a null byte).
 *
 * Not provoked: ENOMEM (needs the kernel out of memory).
 */

#include <stdlib.h>
#include <unistd.h>
#include <fcntl.h>
#include <string.h>
#include <sys/syscall.h>
#include <linux/kexec.h>
#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_safe_macros.h"

static char junk[4096];
static uid_t nobody_uid;
static int has_kexec;
static int empty_fd = -1, junk_fd = -1;

static struct tcase {
	int *fd;
	unsigned long flags;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{NULL, 0, 0, EBADF, "kernel_fd -1"},
	{&empty_fd, 0x40000000UL, 0, EINVAL, "unknown flag 0x40000000"},
	{&empty_fd, 0, 0, EINVAL, "empty kernel file"},
	{&junk_fd, KEXEC_FILE_NO_INITRAMFS, 0, ENOEXEC, "a file that is no kernel image"},
	{&empty_fd, 0, 1, EPERM, "nobody, without CAP_SYS_BOOT"},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	int fd = tc->fd ? *tc->fd : -1;
	int exp = has_kexec ? tc->exp_errno : ENOSYS;

	if (tc->as_nobody && SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	if (tc->as_nobody)
		SAFE_SETUID(nobody_uid);
	/* KEXEC_FILE_NO_INITRAMFS is not set: initrd_fd -1 is not read for rows that fail
	 * earlier, and the empty kernel file fails before it.
	 */
	TST_EXP_FAIL(syscall(__NR_kexec_file_load, fd, -1, 1UL, "", tc->flags), exp,
		     "kexec_file_load() %s", tc->desc);
	if (tc->as_nobody)
		exit(0);
}

static void setup(void)
{
	int disabled = 0;

	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	SAFE_TOUCH("empty", 0644, NULL);
	empty_fd = SAFE_OPEN("empty", O_RDONLY);
	memset(junk, 'x', sizeof(junk));
	junk_fd = SAFE_OPEN("junk", O_WRONLY | O_CREAT, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, junk_fd, junk, sizeof(junk));
	SAFE_CLOSE(junk_fd);
	junk_fd = SAFE_OPEN("junk", O_RDONLY);
	has_kexec = tst_kconfig_get("CONFIG_KEXEC_FILE") == 'y';
	if (!has_kexec) {
		tst_res(TINFO, "CONFIG_KEXEC_FILE is not set: every call must fail with ENOSYS");
		return;
	}
	SAFE_FILE_SCANF("/proc/sys/kernel/kexec_load_disabled", "%d", &disabled);
	if (disabled)
		tst_brk(TCONF, "kexec_load_disabled is set: every call fails with EPERM");
}

static void cleanup(void)
{
	if (empty_fd >= 0)
		SAFE_CLOSE(empty_fd);
	if (junk_fd >= 0)
		SAFE_CLOSE(junk_fd);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.skip_in_lockdown = 1,
	/* a kexec call of another test at the same time would make ours EBUSY */
	.runs_alone = 1,
};
