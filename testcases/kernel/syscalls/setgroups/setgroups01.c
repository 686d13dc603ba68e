// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setgroups(2) "sets the supplementary group IDs for the calling process", checked in
 * /proc/self/status (Groups:) and through access, each in a child:
 * - root sets {100, 200, 300}: Groups shows them; after giving up uid 0 (to nobody) the
 *   process can read a file of mode 0040 owned by root:200 and not one of group 201;
 * - setgroups(0, NULL) leaves no supplementary group.
 * Errors, in the order of the man page's ERRORS, the groups unchanged afterwards:
 * - EFAULT: list outside the address space;
 * - EINVAL: size greater than NGROUPS_MAX (65537);
 * - EPERM: "The calling process has insufficient privilege" (nobody); "the use of
 *   setgroups() is denied in this user namespace" (after writing "deny" to
 *   /proc/self/setgroups in a new user namespace).
 *
 * Not provoked: ENOMEM (needs the kernel out of memory).
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "../setresuid/ids.h"

static uid_t nobody_uid;
static void *bad_addr;

static void expect_groups(const char *exp, const char *why)
{
	char line[256] = "";

	FILE_LINES_SCANF("/proc/self/status", "Groups: %255[0-9 ]", line);
	while (*line && line[strlen(line) - 1] == ' ')
		line[strlen(line) - 1] = '\0';
	TST_EXP_EXPR(!strcmp(line, exp), "%s: Groups '%s' (expected '%s')", why, line, exp);
}

static void set_and_use(void)
{
	gid_t list[] = {100, 200, 300};

	TST_EXP_PASS(setgroups(3, list), "setgroups({100, 200, 300})");
	expect_groups("100 200 300", "after setgroups()");
	SAFE_SETRESUID(nobody_uid, nobody_uid, nobody_uid);
	TST_EXP_FD(open("file200", O_RDONLY), "nobody opens a 0040 file of group 200");
	TST_EXP_FAIL2(open("file201", O_RDONLY), EACCES,
		      "nobody opens a 0040 file of group 201");
}

static void clear(void)
{
	gid_t list[] = {100};

	SAFE_SETGROUPS(1, list);
	TST_EXP_PASS(setgroups(0, NULL), "setgroups(0, NULL)");
	expect_groups("", "after setgroups(0, NULL)");
}

static void errors(void)
{
	gid_t list[] = {100, 200};
	gid_t *big = SAFE_MALLOC(65537 * sizeof(gid_t));

	memset(big, 0, 65537 * sizeof(gid_t));
	SAFE_SETGROUPS(2, list);
	TST_EXP_FAIL(setgroups(2, bad_addr), EFAULT, "list outside the address space");
	TST_EXP_FAIL(setgroups(65537, big), EINVAL, "size 65537 > NGROUPS_MAX");
	expect_groups("100 200", "EFAULT and EINVAL changed nothing");
	SAFE_SETRESUID(nobody_uid, nobody_uid, nobody_uid);
	list[0] = 300;
	TST_EXP_FAIL(setgroups(1, list), EPERM, "unprivileged caller");
	expect_groups("100 200", "EPERM changed nothing");
	free(big);
}

static void denied(void)
{
	new_userns_self_map();
	TST_EXP_FAIL(setgroups(0, NULL), EPERM, "setgroups denied in the user namespace");
}

static void run(void)
{
	in_child(set_and_use);
	in_child(clear);
	in_child(errors);
	in_child(denied);
}

static void setup(void)
{
	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	bad_addr = tst_get_bad_addr(NULL);
	SAFE_CHMOD(".", 0755);
	SAFE_TOUCH("file200", 0040, NULL);
	SAFE_CHOWN("file200", 0, 200);
	SAFE_TOUCH("file201", 0040, NULL);
	SAFE_CHOWN("file201", 0, 201);
	SAFE_CHMOD("file200", 0040);
	SAFE_CHMOD("file201", 0040);
}

static struct tst_test test = {
	.description = "setgroups(): the groups /proc shows and access uses; EFAULT, EINVAL, EPERM",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_USER_NS", NULL},
};
