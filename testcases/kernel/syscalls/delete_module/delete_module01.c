// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * delete_module(2) error paths; no module is ever unloaded.
 * On a kernel built without CONFIG_MODULES or CONFIG_MODULE_UNLOAD the call does not exist:
 * every row that needs no loaded module fails with ENOSYS instead of its errno. With module support, the man
 * page's ERRORS in order, always with O_NONBLOCK and never with O_TRUNC (which forces):
 * - EBUSY: a module of the machine that has an init function but no exit function
 *   ("[permanent]" in /proc/modules) and that no other module uses;
 * - EFAULT: name outside the address space;
 * - ENOENT: no module by that name ("ltk_no_such_module");
 * - EPERM: the caller lacks CAP_SYS_MODULE (nobody);
 * - EWOULDBLOCK: a module of the machine that other modules depend on (its "used by"
 *   column in /proc/modules names them): the kernel refuses before it looks at the
 *   module's reference count, which the modules depending on it also hold.
 * The EBUSY and EWOULDBLOCK rows are TCONF when no loaded module fits; after them the
 * module's /proc/modules line still shows it live with the same users (its reference
 * count is not compared: other users may take and drop references meanwhile).
 *
 * Not provoked: EBUSY for a module still initialising or being removed (a moment no test
 * can hold without a test module of its own).
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_safe_macros.h"
#include "tst_safe_stdio.h"

#define LINE_MAX_LEN 1024

enum which { BAD_ADDR, NO_SUCH, PERMANENT, DEPENDED };

static uid_t nobody_uid;
static int has_modules;
static char *bad_addr;
static char permanent[64], depended[64];

static struct tcase {
	enum which which;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{PERMANENT, 0, EBUSY, "a module without an exit function"},
	{BAD_ADDR, 0, EFAULT, "name outside the address space"},
	{NO_SUCH, 0, ENOENT, "no such module"},
	{NO_SUCH, 1, EPERM, "nobody, without CAP_SYS_MODULE"},
	{DEPENDED, 0, EWOULDBLOCK, "a module other modules depend on"},
};

/* Name, users and state from the /proc/modules line of name, or "" if it is not loaded. */
static void module_line(const char *name, char *out, size_t size)
{
	char line[LINE_MAX_LEN], mod[64], users[512], state[16];
	int refs;
	FILE *f = SAFE_FOPEN("/proc/modules", "r");

	out[0] = 0;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%63s %*u %d %511s %15s", mod, &refs, users, state) == 4 &&
		    !strcmp(mod, name)) {
			snprintf(out, size, "%s %s %s", mod, users, state);
			break;
		}
	}
	SAFE_FCLOSE(f);
}

/* Picks a live [permanent] module no module uses, and a live module others depend on. */
static void find_modules(void)
{
	char line[LINE_MAX_LEN], mod[64], users[512], state[16];
	int refs;
	FILE *f = SAFE_FOPEN("/proc/modules", "r");

	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%63s %*u %d %511s %15s", mod, &refs, users, state) != 4 ||
		    strcmp(state, "Live"))
			continue;
		if (!permanent[0] && !strcmp(users, "[permanent],"))
			strcpy(permanent, mod);
		else if (!depended[0] && users[0] != '-' && users[0] != '[')
			strcpy(depended, mod);
	}
	SAFE_FCLOSE(f);
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	const char *name = tc->which == BAD_ADDR ? bad_addr :
			   tc->which == PERMANENT ? permanent :
			   tc->which == DEPENDED ? depended : "ltk_no_such_module";
	int exp = has_modules ? tc->exp_errno : ENOSYS;
	char before[LINE_MAX_LEN], after[LINE_MAX_LEN];
	int loaded = tc->which == PERMANENT || tc->which == DEPENDED;

	if (loaded && !name[0]) {
		tst_res(TCONF, "no loaded module fits: delete_module() %s", tc->desc);
		return;
	}
	if (tc->as_nobody && SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	if (tc->as_nobody)
		SAFE_SETUID(nobody_uid);
	if (loaded)
		module_line(name, before, sizeof(before));
	TST_EXP_FAIL(syscall(__NR_delete_module, name, O_NONBLOCK), exp, "delete_module() %s",
		     tc->desc);
	if (loaded) {
		module_line(name, after, sizeof(after));
		if (strcmp(before, after))
			tst_res(TFAIL, "%s: /proc/modules line '%s' became '%s'", tc->desc, before,
				after);
		else
			tst_res(TPASS, "%s: still '%s'", tc->desc, after);
	}
	if (tc->as_nobody)
		exit(0);
}

static void setup(void)
{
	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	bad_addr = tst_get_bad_addr(NULL);
	has_modules = tst_kconfig_get("CONFIG_MODULES") == 'y' &&
		      tst_kconfig_get("CONFIG_MODULE_UNLOAD") == 'y';
	if (!has_modules) {
		tst_res(TINFO, "CONFIG_MODULES or CONFIG_MODULE_UNLOAD is not set: every call "
			"must fail with ENOSYS");
		return;
	}
	find_modules();
	tst_res(TINFO, "module without exit function: '%s', module with users: '%s'",
		permanent, depended);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};
