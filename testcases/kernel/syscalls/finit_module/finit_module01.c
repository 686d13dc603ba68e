// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * finit_module(2) error paths; nothing is ever loaded.
 * On a kernel built without CONFIG_MODULES the call does not exist: the first rows fail with
 * ENOSYS instead of their errno, and the rows that only make sense with module support
 * (marked "modules only") are TCONF (decided by CONFIG_MODULES in the kernel config). With
 * module support, in the man page's order, the ERRORS shared with init_module:
 * - EBADMSG (modules only): a file ending in the "~Module signature appended~" marker whose
 *   signature length is larger than the file: a misformatted signature is refused even
 *   where signatures are not enforced (TCONF without CONFIG_MODULE_SIG);
 * - EPERM: the caller lacks CAP_SYS_MODULE (nobody);
 * and those specific to finit_module:
 * - EBADF: fd is not an open file descriptor (-1); fd is opened only for writing;
 * - EFBIG (modules only): fd is a sparse file of 3 GiB, more than the INT_MAX bytes the
 *   kernel reads for a module;
 * - EINVAL: flags has an unknown bit (0x8000);
 * - ENOEXEC (modules only): a file of 4096 zero bytes; only where an unsigned image
 *   reaches the ELF checks (no signature enforcement, no lockdown: module_policy.h);
 * - ETXTBSY (modules only): the file is also open for writing (by this test).
 * With module support, each row also checks that /proc/modules is unchanged.
 *
 * finit_module02 checks the errors that need the test module to load (a module of that name
 * already loaded, bad param_values).
 *
 * Not provoked: ENOKEY (needs module signature enforcement and a signed image); EBUSY (a
 * timeout resolving a symbol of a module still loading: needs a second test module that
 * this one depends on); EINVAL for a bad ELF image (a garbage image gives ENOEXEC first);
 * ENOMEM (needs the kernel out of memory: the kernel reads at most INT_MAX bytes of the
 * file, which it may well manage to allocate).
 */

#include <stdlib.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_safe_macros.h"
#include "tst_safe_stdio.h"
#include "../init_module/module_policy.h"

static uid_t nobody_uid;
static int has_modules;
static int has_sig;
static int wronly_fd = -1, rdonly_fd = -1, big_fd = -1, zeros_fd = -1, signed_fd = -1;
static const char *unsigned_blocked;
static char signed_image[4096];

static struct tcase {
	int *fd;
	int flags;
	int as_nobody;
	/* 2: also needs unsigned images to reach the ELF checks, 3: CONFIG_MODULE_SIG */
	int modules_only;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&signed_fd, 0, 0, 3, EBADMSG, "a signature longer than the file"},
	{&rdonly_fd, 0, 1, 0, EPERM, "nobody, without CAP_SYS_MODULE"},
	{NULL, 0, 0, 0, EBADF, "fd -1"},
	{&wronly_fd, 0, 0, 0, EBADF, "fd open only for writing"},
	{&big_fd, 0, 0, 1, EFBIG, "a 3 GiB file"},
	{&rdonly_fd, 0x8000, 0, 0, EINVAL, "unknown flag 0x8000"},
	{&zeros_fd, 0, 0, 2, ENOEXEC, "a file of zeros (no ELF header)"},
	{&rdonly_fd, 0, 0, 1, ETXTBSY, "a file also open for writing"},
};

static long count_modules(void)
{
	char line[512];
	long n = 0;
	FILE *f;

	if (!has_modules)
		return 0;
	f = SAFE_FOPEN("/proc/modules", "r");
	while (fgets(line, sizeof(line), f))
		n++;
	SAFE_FCLOSE(f);
	return n;
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	int fd = tc->fd ? *tc->fd : -1;
	int exp = has_modules ? tc->exp_errno : ENOSYS;
	long before, after;

	if (tc->modules_only && !has_modules) {
		tst_res(TCONF, "CONFIG_MODULES is not set: finit_module() %s", tc->desc);
		return;
	}
	if (tc->modules_only == 2 && unsigned_blocked) {
		tst_res(TCONF, "%s: finit_module() %s", unsigned_blocked, tc->desc);
		return;
	}
	if (tc->modules_only == 3 && !has_sig) {
		tst_res(TCONF, "CONFIG_MODULE_SIG is not set: finit_module() %s", tc->desc);
		return;
	}
	if (tc->as_nobody && SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	before = count_modules();
	if (tc->as_nobody)
		SAFE_SETUID(nobody_uid);
	TST_EXP_FAIL(syscall(__NR_finit_module, fd, "", tc->flags), exp,
		     "finit_module() %s", tc->desc);
	after = count_modules();
	if (before != after)
		tst_res(TFAIL, "%s: /proc/modules had %ld lines, now %ld", tc->desc, before, after);
	if (tc->as_nobody)
		exit(0);
}

static void setup(void)
{
	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	SAFE_FILE_PRINTF("notamodule", "not an ELF image\n");
	wronly_fd = SAFE_OPEN("notamodule", O_WRONLY);
	rdonly_fd = SAFE_OPEN("notamodule", O_RDONLY);
	big_fd = SAFE_OPEN("big", O_RDWR | O_CREAT, 0600);
	SAFE_FTRUNCATE(big_fd, 3LL << 30);
	SAFE_CLOSE(big_fd);
	big_fd = SAFE_OPEN("big", O_RDONLY);
	zeros_fd = SAFE_OPEN("zeros", O_RDWR | O_CREAT, 0600);
	SAFE_FTRUNCATE(zeros_fd, 4096);
	SAFE_CLOSE(zeros_fd);
	zeros_fd = SAFE_OPEN("zeros", O_RDONLY);
	module_sig_image(signed_image, sizeof(signed_image));
	signed_fd = SAFE_OPEN("signed", O_WRONLY | O_CREAT, 0600);
	SAFE_WRITE(SAFE_WRITE_ALL, signed_fd, signed_image, sizeof(signed_image));
	SAFE_CLOSE(signed_fd);
	signed_fd = SAFE_OPEN("signed", O_RDONLY);
	unsigned_blocked = module_unsigned_blocked();
	has_sig = tst_kconfig_get("CONFIG_MODULE_SIG") == 'y';
	has_modules = tst_kconfig_get("CONFIG_MODULES") == 'y';
	if (!has_modules)
		tst_res(TINFO, "CONFIG_MODULES is not set: every call must fail with ENOSYS");
}

static void cleanup(void)
{
	if (wronly_fd >= 0)
		SAFE_CLOSE(wronly_fd);
	if (rdonly_fd >= 0)
		SAFE_CLOSE(rdonly_fd);
	if (big_fd >= 0)
		SAFE_CLOSE(big_fd);
	if (zeros_fd >= 0)
		SAFE_CLOSE(zeros_fd);
	if (signed_fd >= 0)
		SAFE_CLOSE(signed_fd);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
