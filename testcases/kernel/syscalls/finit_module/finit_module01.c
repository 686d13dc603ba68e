// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * finit_module(2) error paths; nothing is ever loaded.
 * On a kernel built without CONFIG_MODULES the call does not exist: every row fails with
 * ENOSYS instead of its errno. With module support, the ERRORS specific to finit_module in
 * the man page's order, and EPERM:
 * - EBADF: fd is not an open file descriptor (-1); fd is opened only for writing;
 * - EINVAL: flags has an unknown bit (0x8000);
 * - EPERM: the caller lacks CAP_SYS_MODULE (nobody).
 *
 * Not provoked: EFBIG (needs a file larger than the kernel accepts), ENOEXEC (would depend
 * on the signature policy checked before the ELF is parsed), ETXTBSY (needs a module file
 * open for writing by a loader racing with it), and the init_module ERRORS that need a
 * real module.
 */

#include <stdlib.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_safe_macros.h"

static uid_t nobody_uid;
static int has_modules;
static int wronly_fd = -1, rdonly_fd = -1;

static struct tcase {
	int *fd;
	int flags;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{NULL, 0, 0, EBADF, "fd -1"},
	{&wronly_fd, 0, 0, EBADF, "fd open only for writing"},
	{&rdonly_fd, 0x8000, 0, EINVAL, "unknown flag 0x8000"},
	{&rdonly_fd, 0, 1, EPERM, "nobody, without CAP_SYS_MODULE"},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	int fd = tc->fd ? *tc->fd : -1;
	int exp = has_modules ? tc->exp_errno : ENOSYS;

	if (tc->as_nobody && SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	if (tc->as_nobody)
		SAFE_SETUID(nobody_uid);
	TST_EXP_FAIL(syscall(__NR_finit_module, fd, "", tc->flags), exp,
		     "finit_module() %s", tc->desc);
	if (tc->as_nobody)
		exit(0);
}

static void setup(void)
{
	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	SAFE_FILE_PRINTF("notamodule", "not an ELF image\n");
	wronly_fd = SAFE_OPEN("notamodule", O_WRONLY);
	rdonly_fd = SAFE_OPEN("notamodule", O_RDONLY);
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
