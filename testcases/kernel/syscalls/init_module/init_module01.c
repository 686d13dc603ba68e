// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * init_module(2) error paths; nothing is ever loaded.
 * On a kernel built without CONFIG_MODULES the call does not exist: every row fails with
 * ENOSYS instead of its errno. With module support, the man page's ERRORS in order:
 * - EFAULT: module_image outside the address space;
 * - EPERM: the caller lacks CAP_SYS_MODULE (nobody);
 * - ENOEXEC: an image of 4096 zero bytes; only where an unsigned image reaches the ELF
 *   checks (no signature enforcement, no lockdown: module_policy.h), else TCONF.
 *
 * Not provoked: EBADMSG, ENOKEY (need signature enforcement and a signed image), EBUSY,
 * EEXIST, EINVAL (need a loadable test module or depend on the signature policy
 * before the ELF is parsed), ENOMEM (needs the kernel out of memory). EBADF, EFBIG and
 * ETXTBSY are finit_module(2)'s own entries about its file descriptor: init_module takes a
 * memory image and no fd, so it cannot return them (finit_module01 checks them).
 */

#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_safe_macros.h"
#include "module_policy.h"

static uid_t nobody_uid;
static int has_modules;
static char *bad_addr;
static char image[4096];

static const char *unsigned_blocked;

static struct tcase {
	int bad_image;
	int as_nobody;
	int needs_unsigned;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{1, 0, 0, EFAULT, "module_image outside the address space"},
	{0, 1, 0, EPERM, "nobody, without CAP_SYS_MODULE"},
	{0, 0, 1, ENOEXEC, "an image of zeros (no ELF header)"},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	void *img = tc->bad_image ? (void *)bad_addr : (void *)image;
	int exp = has_modules ? tc->exp_errno : ENOSYS;

	if (tc->needs_unsigned && unsigned_blocked) {
		tst_res(TCONF, "%s: init_module() %s", unsigned_blocked, tc->desc);
		return;
	}
	if (tc->as_nobody && SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	if (tc->as_nobody)
		SAFE_SETUID(nobody_uid);
	TST_EXP_FAIL(syscall(__NR_init_module, img, sizeof(image), ""), exp,
		     "init_module() %s", tc->desc);
	if (tc->as_nobody)
		exit(0);
}

static void setup(void)
{
	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	bad_addr = tst_get_bad_addr(NULL);
	has_modules = tst_kconfig_get("CONFIG_MODULES") == 'y';
	unsigned_blocked = module_unsigned_blocked();
	if (!has_modules)
		tst_res(TINFO, "CONFIG_MODULES is not set: every call must fail with ENOSYS");
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};
