// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * uname(2) "returns system information in the structure pointed to by buf", compared
 * with the same facts in /proc/sys/kernel (ostype = sysname, osrelease = release,
 * version, hostname = nodename, domainname); machine is "x86_64" on x86-64; in a new UTS
 * namespace whose hostname was set to "ltk-uname", nodename follows it.
 * Errors: EFAULT "buf is not valid" (the system call by number).
 */

#include <sched.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"

static void *bad_addr;

static void expect_field(const char *field, const char *name, const char *proc_file)
{
	char path[64], buf[256] = "";
	FILE *f;

	snprintf(path, sizeof(path), "/proc/sys/kernel/%s", proc_file);
	f = SAFE_FOPEN(path, "r");
	if (!fgets(buf, sizeof(buf), f))
		tst_brk(TBROK, "empty %s", path);
	SAFE_FCLOSE(f);
	buf[strcspn(buf, "\n")] = '\0';
	TST_EXP_EXPR(!strcmp(field, buf), "%s '%s' is /proc's %s", name, field, proc_file);
}

static void run(void)
{
	struct utsname u;

	memset(&u, 0, sizeof(u));
	TST_EXP_PASS(uname(&u), "uname()");
	expect_field(u.sysname, "sysname", "ostype");
	expect_field(u.release, "release", "osrelease");
	expect_field(u.version, "version", "version");
	expect_field(u.nodename, "nodename", "hostname");
	expect_field(u.domainname, "domainname", "domainname");
#ifdef __x86_64__
	TST_EXP_EQ_STR(u.machine, "x86_64");
#endif
	if (!SAFE_FORK()) {
		SAFE_UNSHARE(CLONE_NEWUTS);
		if (sethostname("ltk-uname", 9))
			tst_brk(TBROK | TERRNO, "sethostname()");
		memset(&u, 0, sizeof(u));
		TST_EXP_PASS(uname(&u), "uname() in a new UTS namespace");
		TST_EXP_EQ_STR(u.nodename, "ltk-uname");
		exit(0);
	}
	tst_reap_children();
	TST_EXP_FAIL(syscall(__NR_uname, bad_addr), EFAULT, "uname(buf outside the address space)");
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "uname(): the names /proc/sys/kernel gives, per UTS namespace; EFAULT",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_UTS_NS", NULL},
};
