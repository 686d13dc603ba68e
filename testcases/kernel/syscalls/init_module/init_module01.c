// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * init_module(2) error paths; nothing is ever loaded.
 * On a kernel built without CONFIG_MODULES the call does not exist: every row fails with
 * ENOSYS instead of its errno. With module support, the man page's ERRORS in order:
 * - EBADMSG: an image ending in the "~Module signature appended~" marker whose signature
 *   length is larger than the image: a misformatted signature is refused even where
 *   signatures are not enforced (TCONF without CONFIG_MODULE_SIG);
 * - EFAULT: module_image outside the address space;
 * - ENOMEM: a len of 16 TiB: the kernel cannot allocate a buffer for the image (more than
 *   the machine's memory, so it refuses at once, before reading module_image);
 * - EPERM: the caller lacks CAP_SYS_MODULE (nobody);
 * - ENOEXEC: an image of 4096 zero bytes; only where an unsigned image reaches the ELF
 *   checks (no signature enforcement, no lockdown: module_policy.h), else TCONF.
 *
 * init_module02 checks the errors that need the test module to load (a module of that name
 * already loaded, bad param_values).
 *
 * Not provoked: ENOKEY (needs signature enforcement and a signed image), EBUSY (a timeout
 * resolving a symbol of a module still loading: needs a second test module that this one
 * depends on); EINVAL for an inconsistent ELF image (a garbage image fails with ENOEXEC
 * first). EBADF, EFBIG and ETXTBSY are finit_module(2)'s own entries about its file
 * descriptor: init_module takes a memory image and no fd, so it cannot return them
 * (finit_module01 checks them).
 */

#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_safe_macros.h"
#include "module_policy.h"

/* 16 TiB; a 32-bit len cannot exceed what the kernel might vmalloc: no such row there */
#define HUGE_LEN (sizeof(long) == 8 ? (unsigned long)(1ULL << 44) : 0UL)

static uid_t nobody_uid;
static int has_modules, has_sig;
static char *bad_addr;
static char image[4096], signed_image[4096];

static const char *unsigned_blocked;

enum img { ZEROS, BAD_ADDR, SIGNED };
enum needs { ANY, UNSIGNED_OK, MODULE_SIG };

static struct tcase {
	enum img img;
	unsigned long len;
	int as_nobody;
	enum needs needs;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{SIGNED, sizeof(image), 0, MODULE_SIG, EBADMSG, "a signature longer than the image"},
	{BAD_ADDR, sizeof(image), 0, ANY, EFAULT, "module_image outside the address space"},
	{ZEROS, HUGE_LEN, 0, ANY, ENOMEM, "len of 16 TiB"},
	{ZEROS, sizeof(image), 1, ANY, EPERM, "nobody, without CAP_SYS_MODULE"},
	{ZEROS, sizeof(image), 0, UNSIGNED_OK, ENOEXEC, "an image of zeros (no ELF header)"},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	void *img = tc->img == BAD_ADDR ? (void *)bad_addr :
		    tc->img == SIGNED ? (void *)signed_image : (void *)image;
	int exp = has_modules ? tc->exp_errno : ENOSYS;

	if (tc->exp_errno == ENOMEM && !tc->len) {
		tst_res(TCONF, "a 32-bit len cannot be too large to allocate: init_module() %s",
			tc->desc);
		return;
	}
	if (tc->needs == UNSIGNED_OK && unsigned_blocked) {
		tst_res(TCONF, "%s: init_module() %s", unsigned_blocked, tc->desc);
		return;
	}
	if (tc->needs == MODULE_SIG && has_modules && !has_sig) {
		tst_res(TCONF, "CONFIG_MODULE_SIG is not set: init_module() %s", tc->desc);
		return;
	}
	if (tc->as_nobody && SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	if (tc->as_nobody)
		SAFE_SETUID(nobody_uid);
	TST_EXP_FAIL(syscall(__NR_init_module, img, tc->len, ""), exp,
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
	has_sig = tst_kconfig_get("CONFIG_MODULE_SIG") == 'y';
	module_sig_image(signed_image, sizeof(signed_image));
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
