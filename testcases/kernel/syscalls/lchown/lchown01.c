// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lchown(2) "is like chown(), but does not dereference symbolic links": the link gets the
 * owner and group given and its target keeps its own; -1 leaves an id unchanged; on a
 * regular file it acts as chown(). Its errors where they differ from chown() (chown03
 * has the shared ones): no ELOOP for a final component that is a link (the link is
 * changed), ENOENT for a missing file, EPERM for an unprivileged owner change of nobody's
 * own link (as nobody), ENOTDIR for a prefix that is a file.
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/stat.h>
#include "tst_test.h"

static uid_t nobody_uid;
static gid_t nobody_gid;

static void expect(const char *path, uid_t uid, gid_t gid)
{
	struct stat st;

	SAFE_LSTAT(path, &st);
	if (st.st_uid == uid && st.st_gid == gid)
		tst_res(TPASS, "%s is %u:%u", path, uid, gid);
	else
		tst_res(TFAIL, "%s is %u:%u, expected %u:%u", path, st.st_uid, st.st_gid, uid, gid);
}

static void run(void)
{
	TST_EXP_PASS(lchown("link", 1001, 2002), "lchown(link, 1001, 2002)");
	expect("link", 1001, 2002);
	expect("file", 0, 0);
	TST_EXP_PASS(lchown("link", -1, 2003), "lchown(link, -1, 2003)");
	expect("link", 1001, 2003);
	TST_EXP_PASS(lchown("loop1", 1005, 1005), "lchown(a link in a loop, 1005, 1005)");
	expect("loop1", 1005, 1005);
	TST_EXP_PASS(lchown("file", 1004, -1), "lchown(regular file, 1004, -1)");
	expect("file", 1004, 0);

	TST_EXP_FAIL(lchown("missing", 0, 0), ENOENT, "lchown(missing file)");
	TST_EXP_FAIL(lchown("file/link", 0, 0), ENOTDIR, "lchown(prefix is a file)");
	SAFE_LCHOWN("link", nobody_uid, nobody_gid);
	if (!SAFE_FORK()) {
		/* Leaving uid 0 clears the effective and permitted capabilities. */
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		TST_EXP_FAIL(lchown("link", 0, -1), EPERM, "nobody: lchown(own link, root, -1)");
		exit(0);
	}
	tst_reap_children();
	expect("link", nobody_uid, nobody_gid);

	SAFE_LCHOWN("link", 0, 0);
	SAFE_LCHOWN("loop1", 0, 0);
	SAFE_CHOWN("file", 0, 0);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	SAFE_TOUCH("file", 0644, NULL);
	SAFE_SYMLINK("file", "link");
	SAFE_SYMLINK("loop2", "loop1");
	SAFE_SYMLINK("loop1", "loop2");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
