// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fchown(2) "changes the ownership of the file referred to by the open file descriptor
 * fd": owner and group set (for a read-only descriptor too), -1 leaves an id unchanged,
 * S_ISUID/S_ISGID of an executable cleared. ERRORS in the man page's order: EBADF (fd not
 * open; an O_PATH descriptor), EPERM (an unprivileged owner change, as nobody), EROFS (a
 * file on the library's read-only filesystem, .needs_rofs). After each failure the file is
 * as it was (tst_path_errors.h: mode, owner, links, size, mtime and ctime).
 *
 * Not provoked: EACCES (path lookup, which fchown() does not do; chown03), EFAULT (no
 * pathname argument; chown03), EIO (needs a failing disk), ELOOP (path lookup; chown03),
 * ENAMETOOLONG (path lookup; chown03), ENOENT (path lookup; chown03), ENOMEM (needs the
 * kernel to run out of memory), ENOTDIR (path lookup; chown03)
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_path_errors.h"

static int file_fd = -1, path_fd = -1, ro_fd = -1, closed_fd = -1;
static uid_t nobody_uid;
static gid_t nobody_gid;

static void expect(uid_t uid, gid_t gid, mode_t mode)
{
	struct stat st;

	SAFE_FSTAT(file_fd, &st);
	if (st.st_uid == uid && st.st_gid == gid && (st.st_mode & 07777) == mode)
		tst_res(TPASS, "file is %u:%u mode %04o", uid, gid, mode);
	else
		tst_res(TFAIL, "file is %u:%u mode %04o, expected %u:%u mode %04o", st.st_uid,
			st.st_gid, st.st_mode & 07777, uid, gid, mode);
}

static void run(void)
{
	struct tst_path_state before;

	TST_EXP_PASS(fchown(file_fd, 1001, 2002), "fchown(fd, 1001, 2002)");
	expect(1001, 2002, 0644);
	TST_EXP_PASS(fchown(file_fd, -1, 2003), "fchown(fd, -1, 2003)");
	expect(1001, 2003, 0644);
	TST_EXP_PASS(fchown(file_fd, 1004, -1), "fchown(fd, 1004, -1)");
	expect(1004, 2003, 0644);
	SAFE_FCHMOD(file_fd, 06755);
	TST_EXP_PASS(fchown(file_fd, 0, 0), "fchown(fd of a 06755 executable, 0, 0)");
	expect(0, 0, 0755);
	SAFE_FCHMOD(file_fd, 0644);

	SAFE_FCHOWN(file_fd, nobody_uid, nobody_gid);
	tst_path_state_get("file", &before);
	TST_EXP_FAIL(fchown(closed_fd, 0, 0), EBADF, "fchown(descriptor not open)");
	TST_EXP_FAIL(fchown(path_fd, 0, 0), EBADF, "fchown(O_PATH descriptor)");
	TST_PATH_UNCHANGED("file", &before);
	if (!SAFE_FORK()) {
		/* Leaving uid 0 clears the effective and permitted capabilities. */
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		TST_EXP_FAIL(fchown(file_fd, 0, -1), EPERM, "nobody: fchown(own file, root, -1)");
		exit(0);
	}
	tst_reap_children();
	expect(nobody_uid, nobody_gid, 0644);
	TST_PATH_UNCHANGED("file", &before);
	SAFE_FCHOWN(file_fd, 0, 0);
	tst_path_state_get("rofs/file", &before);
	TST_EXP_FAIL(fchown(ro_fd, 1001, 1001), EROFS, "fchown() on a read-only filesystem");
	TST_PATH_UNCHANGED("rofs/file", &before);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	umask(0);
	SAFE_TOUCH("file", 0644, NULL);
	file_fd = SAFE_OPEN("file", O_RDONLY);
	path_fd = SAFE_OPEN("file", O_PATH);
	ro_fd = SAFE_OPEN("rofs/file", O_RDONLY);
	/* Last open of the test: nothing reuses the number afterwards. */
	closed_fd = SAFE_DUP(file_fd);
	close(closed_fd);
}

static void cleanup(void)
{
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
	if (path_fd > -1)
		SAFE_CLOSE(path_fd);
	if (ro_fd > -1)
		SAFE_CLOSE(ro_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_rofs = 1,
	.mntpoint = "rofs",
	.forks_child = 1,
};
