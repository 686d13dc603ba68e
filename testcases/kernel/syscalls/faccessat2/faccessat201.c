// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * faccessat2(2) flags, as man 2 access describes them:
 * - AT_EACCESS: "perform access checks using the effective user and group IDs"; with real
 *   uid nobody and effective uid root, R_OK on a 0600 root file fails with EACCES without
 *   the flag and succeeds with it;
 * - AT_SYMLINK_NOFOLLOW: "if pathname is a symbolic link, do not dereference it" - as
 *   nobody, R_OK through a link to a 0600 root file fails with EACCES, on the link itself
 *   (symbolic links are 0777) it succeeds; F_OK of a dangling link succeeds only with it;
 * - AT_EMPTY_PATH (Linux 5.8+ for faccessat2): an empty pathname checks the file dirfd
 *   refers to (as nobody: R_OK on an O_PATH descriptor of a 0600 file is EACCES, of a 0644
 *   file succeeds).
 * R_OK, W_OK and X_OK with no flags behave as access() for root and for nobody.
 * A kernel without faccessat2 is TCONF.
 */

#include <pwd.h>
#include <stdlib.h>
#include "tst_test.h"
#include "lapi/syscalls.h"

static uid_t nobody_uid;
static gid_t nobody_gid;
static int secret_fd = -1, public_fd = -1;

static int do_faccessat2(int dfd, const char *path, int mode, int flags)
{
	return tst_syscall(__NR_faccessat2, dfd, path, mode, flags);
}

static void drop_to_nobody(void)
{
	/* Leaving uid 0 clears the effective and permitted capabilities. */
	SAFE_SETGROUPS(0, NULL);
	SAFE_SETGID(nobody_gid);
	SAFE_SETUID(nobody_uid);
}

static void as_real_nobody(void)
{
	SAFE_SETGROUPS(0, NULL);
	SAFE_SETRESGID(nobody_gid, 0, 0);
	SAFE_SETRESUID(nobody_uid, 0, 0);
	TST_EXP_FAIL(do_faccessat2(AT_FDCWD, "secret", R_OK, 0), EACCES,
		     "ruid nobody, euid root, no flag: real ids checked");
	TST_EXP_PASS(do_faccessat2(AT_FDCWD, "secret", R_OK, AT_EACCESS),
		     "ruid nobody, euid root, AT_EACCESS: effective ids checked");
}

static void as_nobody(void)
{
	drop_to_nobody();
	TST_EXP_FAIL(do_faccessat2(AT_FDCWD, "link", R_OK, 0), EACCES,
		     "nobody: R_OK through a link to a 0600 file");
	TST_EXP_PASS(do_faccessat2(AT_FDCWD, "link", R_OK, AT_SYMLINK_NOFOLLOW),
		     "nobody: R_OK on the link itself (AT_SYMLINK_NOFOLLOW)");
	TST_EXP_FAIL(do_faccessat2(AT_FDCWD, "dangling", F_OK, 0), ENOENT,
		     "F_OK through a dangling link");
	TST_EXP_PASS(do_faccessat2(AT_FDCWD, "dangling", F_OK, AT_SYMLINK_NOFOLLOW),
		     "F_OK on a dangling link with AT_SYMLINK_NOFOLLOW");
	TST_EXP_FAIL(do_faccessat2(secret_fd, "", R_OK, AT_EMPTY_PATH), EACCES,
		     "nobody: AT_EMPTY_PATH, R_OK on a 0600 file's fd");
	TST_EXP_PASS(do_faccessat2(public_fd, "", R_OK, AT_EMPTY_PATH),
		     "nobody: AT_EMPTY_PATH, R_OK on a 0644 file's fd");
	TST_EXP_PASS(do_faccessat2(AT_FDCWD, "exec", R_OK | X_OK, 0), "nobody: R_OK|X_OK on 0755");
	TST_EXP_FAIL(do_faccessat2(AT_FDCWD, "exec", W_OK, 0), EACCES, "nobody: W_OK on 0755");
}

static void run(void)
{
	TST_EXP_PASS(do_faccessat2(AT_FDCWD, "secret", R_OK | W_OK, 0), "root: R_OK|W_OK on 0600");
	TST_EXP_FAIL(do_faccessat2(AT_FDCWD, "secret", X_OK, 0), EACCES, "root: X_OK on 0600");
	TST_EXP_PASS(do_faccessat2(AT_FDCWD, "exec", X_OK, AT_EACCESS), "root: X_OK on 0755");

	if (!SAFE_FORK()) {
		as_real_nobody();
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		as_nobody();
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	do_faccessat2(AT_FDCWD, ".", F_OK, 0);
	SAFE_TOUCH("secret", 0600, NULL);
	SAFE_TOUCH("public", 0644, NULL);
	SAFE_TOUCH("exec", 0755, NULL);
	SAFE_SYMLINK("secret", "link");
	SAFE_SYMLINK("nowhere", "dangling");
	secret_fd = SAFE_OPEN("secret", O_PATH);
	public_fd = SAFE_OPEN("public", O_PATH);
}

static void cleanup(void)
{
	if (secret_fd > -1)
		SAFE_CLOSE(secret_fd);
	if (public_fd > -1)
		SAFE_CLOSE(public_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
