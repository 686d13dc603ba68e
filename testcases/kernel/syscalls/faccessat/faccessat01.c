// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The faccessat system call (three arguments, no flags: man 2 access, "C library/kernel
 * differences") "operates in exactly the same way as access(), except" for dirfd: a
 * relative pathname is interpreted relative to dirfd, AT_FDCWD means the current
 * directory, an absolute pathname ignores dirfd. Checked as root and as nobody (a file
 * readable by nobody through one base and not through the other), and its own ERRORS in
 * the man page's order: EBADF (relative pathname and dirfd not open), ENOTDIR (relative
 * pathname and dirfd a regular file). The errors shared with access() are access02's.
 */

#include <pwd.h>
#include <stdlib.h>
#include "tst_test.h"
#include "lapi/syscalls.h"

static int dir_fd = -1, file_fd = -1, closed_fd = -1;
static char abs_path[PATH_MAX];
static uid_t nobody_uid;
static gid_t nobody_gid;

static int do_faccessat(int dfd, const char *path, int mode)
{
	return tst_syscall(__NR_faccessat, dfd, path, mode);
}

static void check_bases(const char *who)
{
	/* dir/file is 0644, ./file is 0600: nobody reads only the one under dir. */
	TST_EXP_PASS(do_faccessat(dir_fd, "file", R_OK), "%s: faccessat(dirfd, \"file\", R_OK)",
		     who);
	TST_EXP_PASS(do_faccessat(-1, abs_path, R_OK), "%s: faccessat(-1, absolute, R_OK)",
		     who);
	if (strcmp(who, "nobody")) {
		TST_EXP_PASS(do_faccessat(AT_FDCWD, "file", R_OK),
			     "%s: faccessat(AT_FDCWD, \"file\", R_OK)", who);
	} else {
		TST_EXP_FAIL(do_faccessat(AT_FDCWD, "file", R_OK), EACCES,
			     "%s: faccessat(AT_FDCWD, \"file\", R_OK) resolves against the cwd",
			     who);
	}
}

static void run(void)
{
	check_bases("root");
	if (!SAFE_FORK()) {
		/* Leaving uid 0 clears the effective and permitted capabilities. */
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		check_bases("nobody");
		exit(0);
	}
	tst_reap_children();

	TST_EXP_FAIL(do_faccessat(closed_fd, "file", F_OK), EBADF, "relative path, dirfd not open");
	TST_EXP_FAIL(do_faccessat(file_fd, "file", F_OK), ENOTDIR,
		     "relative path, dirfd a regular file");
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	SAFE_MKDIR("dir", 0755);
	SAFE_TOUCH("dir/file", 0644, NULL);
	SAFE_TOUCH("file", 0600, NULL);
	dir_fd = SAFE_OPEN("dir", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN("file", O_RDONLY);
	closed_fd = SAFE_DUP(file_fd);
	close(closed_fd);
	if (!realpath("dir/file", abs_path))
		tst_brk(TBROK | TERRNO, "realpath(dir/file)");
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
