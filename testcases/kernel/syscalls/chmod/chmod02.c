// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * chmod(2) for unprivileged callers, as man 2 chmod describes it, each case in a child
 * that dropped to nobody:nogroup (leaving uid 0 clears every capability) or that dropped
 * one capability as root:
 * - "If the calling process is not privileged (Linux: does not have the CAP_FSETID
 *   capability), and the group of the file does not match the effective group ID of the
 *   process or one of its supplementary group IDs, the S_ISGID bit will be turned off, but
 *   this will not cause an error to be returned": nobody chmods its own file of group root
 *   to 02755 and gets 0755; of group nogroup it keeps 02755; root without CAP_FSETID on a
 *   file of a foreign group gets 0755, root with CAP_FSETID keeps 02755;
 * - the owner may change the mode, anybody else needs CAP_FOWNER: nobody on root's file
 *   fails with EPERM, root without CAP_FOWNER on nobody's file fails with EPERM;
 * - S_ISVTX on a directory: "an unprivileged process may not delete or rename a file in the
 *   directory unless it has write permission to the directory and owns the file or the
 *   directory": in a 01777 directory nobody cannot unlink or rename root's file (EPERM)
 *   but can its own; in a 0777 directory it can unlink root's file.
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_capability.h"

#define FOREIGN_GID 5678

static uid_t nobody_uid;
static gid_t nobody_gid;

static void drop_to_nobody(void)
{
	/* Leaving uid 0 clears the effective and permitted capabilities. */
	SAFE_SETGROUPS(0, NULL);
	SAFE_SETGID(nobody_gid);
	SAFE_SETUID(nobody_uid);
}

static void drop_cap(int cap, const char *name)
{
	struct tst_cap c = {TST_CAP_DROP, cap, (char *)name};

	SAFE_SETGROUPS(0, NULL);
	tst_cap_action(&c);
}

static void expect_mode(const char *path, mode_t exp, const char *why)
{
	struct stat st;

	SAFE_STAT(path, &st);
	if ((st.st_mode & 07777) == exp)
		tst_res(TPASS, "%s: mode %04o", why, exp);
	else
		tst_res(TFAIL, "%s: mode %04o, expected %04o", why, st.st_mode & 07777, exp);
}

static void make(const char *path, uid_t uid, gid_t gid, mode_t mode)
{
	SAFE_TOUCH(path, 0600, NULL);
	SAFE_CHOWN(path, uid, gid);
	SAFE_CHMOD(path, mode);
}

static void sgid_as_nobody(void)
{
	make("own_rootgrp", nobody_uid, 0, 0644);
	make("own_nogroup", nobody_uid, nobody_gid, 0644);
	make("roots", 0, 0, 0644);
	if (!SAFE_FORK()) {
		drop_to_nobody();
		TST_EXP_PASS(chmod("own_rootgrp", 02755),
			     "nobody: chmod(own file, group root, 02755)");
		TST_EXP_PASS(chmod("own_nogroup", 02755),
			     "nobody: chmod(own file, its group, 02755)");
		TST_EXP_FAIL(chmod("roots", 0600), EPERM, "nobody: chmod(root's file)");
		exit(0);
	}
	tst_reap_children();
	expect_mode("own_rootgrp", 0755, "S_ISGID turned off, group not the caller's");
	expect_mode("own_nogroup", 02755, "S_ISGID kept, group is the caller's");
	expect_mode("roots", 0644, "EPERM left the mode alone");
}

static void sgid_without_cap_fsetid(void)
{
	make("foreign1", 0, FOREIGN_GID, 0644);
	make("foreign2", 0, FOREIGN_GID, 0644);
	if (!SAFE_FORK()) {
		SAFE_SETGROUPS(0, NULL);
		TST_EXP_PASS(chmod("foreign1", 02755), "root with CAP_FSETID: chmod(02755)");
		drop_cap(CAP_FSETID, "CAP_FSETID");
		TST_EXP_PASS(chmod("foreign2", 02755), "root without CAP_FSETID: chmod(02755)");
		exit(0);
	}
	tst_reap_children();
	expect_mode("foreign1", 02755, "CAP_FSETID keeps S_ISGID");
	expect_mode("foreign2", 0755, "without CAP_FSETID S_ISGID is turned off");
}

static void owner_without_cap_fowner(void)
{
	make("nobodys", nobody_uid, nobody_gid, 0644);
	if (!SAFE_FORK()) {
		drop_cap(CAP_FOWNER, "CAP_FOWNER");
		TST_EXP_FAIL(chmod("nobodys", 0600), EPERM,
			     "root without CAP_FOWNER: chmod(nobody's)");
		exit(0);
	}
	tst_reap_children();
	expect_mode("nobodys", 0644, "EPERM left the mode alone");
}

static void sticky_dir(void)
{
	SAFE_MKDIR("sticky", 0755);
	SAFE_CHMOD("sticky", 01777);
	expect_mode("sticky", 01777, "chmod(dir, 01777) sets S_ISVTX");
	SAFE_MKDIR("open", 0755);
	SAFE_CHMOD("open", 0777);
	make("sticky/roots", 0, 0, 0666);
	make("sticky/nobodys", nobody_uid, nobody_gid, 0644);
	make("open/roots", 0, 0, 0666);
	if (!SAFE_FORK()) {
		drop_to_nobody();
		TST_EXP_FAIL(unlink("sticky/roots"), EPERM,
			     "nobody: unlink root's file, sticky dir");
		TST_EXP_FAIL(rename("sticky/roots", "sticky/x"), EPERM,
			     "nobody: rename root's file, sticky dir");
		TST_EXP_PASS(unlink("sticky/nobodys"), "nobody: unlink own file, sticky dir");
		TST_EXP_PASS(unlink("open/roots"),
			     "nobody: unlink root's file, dir without S_ISVTX");
		exit(0);
	}
	tst_reap_children();
	SAFE_UNLINK("sticky/roots");
	SAFE_RMDIR("sticky");
	SAFE_RMDIR("open");
}

static void run(void)
{
	sgid_as_nobody();
	sgid_without_cap_fsetid();
	owner_without_cap_fowner();
	sticky_dir();
	SAFE_UNLINK("own_rootgrp");
	SAFE_UNLINK("own_nogroup");
	SAFE_UNLINK("roots");
	SAFE_UNLINK("foreign1");
	SAFE_UNLINK("foreign2");
	SAFE_UNLINK("nobodys");
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	umask(0);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
