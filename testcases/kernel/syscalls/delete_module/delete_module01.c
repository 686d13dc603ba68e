// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * delete_module(2) without any module to unload.
 * On a kernel built without CONFIG_MODULES the call does not exist: every row fails with
 * ENOSYS instead of its errno. With module support, the man page's ERRORS in order:
 * - EFAULT: name outside the address space;
 * - ENOENT: no module by that name ("ltk_no_such_module");
 * - EPERM: the caller lacks CAP_SYS_MODULE (nobody).
 *
 * Not provoked: EBUSY and EWOULDBLOCK (need a loaded module that is initialising, in use
 * or without an exit function; no test module is built here).
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
static char *bad_addr;

static struct tcase {
	int bad_name;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{1, 0, EFAULT, "name outside the address space"},
	{0, 0, ENOENT, "no such module"},
	{0, 1, EPERM, "nobody, without CAP_SYS_MODULE"},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	const char *name = tc->bad_name ? bad_addr : "ltk_no_such_module";
	int exp = has_modules ? tc->exp_errno : ENOSYS;

	if (tc->as_nobody && SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	if (tc->as_nobody)
		SAFE_SETUID(nobody_uid);
	TST_EXP_FAIL(syscall(__NR_delete_module, name, O_NONBLOCK), exp, "delete_module() %s",
		     tc->desc);
	if (tc->as_nobody)
		exit(0);
}

static void setup(void)
{
	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	bad_addr = tst_get_bad_addr(NULL);
	has_modules = tst_kconfig_get("CONFIG_MODULES") == 'y';
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
