// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fchmod(2) "changes the mode of the file referred to by the open file descriptor fd":
 * the mode read back with fstat() and stat() is the one given (permission bits, S_ISUID,
 * S_ISGID, S_ISVTX), also for a descriptor opened read-only (no write access is needed)
 * and for a directory. ERRORS in the man page's order: EBADF (fd not open; an O_PATH
 * descriptor, on which fchmod() is not allowed), EPERM (not the owner: as nobody on a
 * descriptor of root's file), EROFS (file on the library's read-only filesystem,
 * .needs_rofs). After each failure the file is as it was (tst_path_errors.h: mode, owner,
 * links, size, mtime and ctime).
 *
 * Not provoked: EACCES (path lookup, which fchmod() does not do; chmod03), EFAULT (no
 * pathname argument; chmod03), EIO (needs a failing disk), ELOOP (path lookup; chmod03),
 * ENAMETOOLONG (path lookup; chmod03), ENOENT (path lookup; chmod03), ENOMEM (needs the
 * kernel to run out of memory), ENOTDIR (path lookup; chmod03), ENOTSUP (fchmodat() with
 * AT_SYMLINK_NOFOLLOW only; fchmodat01)
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_path_errors.h"

static const mode_t modes[] = {0000, 0644, 0777, 04755, 02750, 01777, 07777};
static int file_fd = -1, dir_fd = -1, path_fd = -1, closed_fd = -1, ro_fd = -1;
static uid_t nobody_uid;
static gid_t nobody_gid;

static void check_modes(int fd, const char *path, mode_t type)
{
	struct stat fst, st;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(modes); i++) {
		TST_EXP_PASS_SILENT(fchmod(fd, modes[i]));
		SAFE_FSTAT(fd, &fst);
		SAFE_STAT(path, &st);
		if (!TST_PASS || fst.st_mode != (type | modes[i]) || st.st_mode != fst.st_mode) {
			tst_res(TFAIL, "fchmod(%s, %04o): fstat %06o, stat %06o", path, modes[i],
				fst.st_mode, st.st_mode);
			return;
		}
	}
	tst_res(TPASS, "fchmod(fd of %s) set each of %zu modes", path, ARRAY_SIZE(modes));
}

static void run(void)
{
	struct tst_path_state before;

	check_modes(file_fd, "file", S_IFREG);
	check_modes(dir_fd, "dir", S_IFDIR);

	tst_path_state_get("file", &before);
	TST_EXP_FAIL(fchmod(closed_fd, 0644), EBADF, "fchmod(descriptor not open)");
	TST_EXP_FAIL(fchmod(path_fd, 0644), EBADF, "fchmod(O_PATH descriptor)");
	TST_PATH_UNCHANGED("file", &before);
	if (!SAFE_FORK()) {
		/* Leaving uid 0 clears the effective and permitted capabilities. */
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		TST_EXP_FAIL(fchmod(file_fd, 0644), EPERM, "nobody: fchmod(fd of root's file)");
		exit(0);
	}
	tst_reap_children();
	TST_PATH_UNCHANGED("file", &before);
	tst_path_state_get("rofs/file", &before);
	TST_EXP_FAIL(fchmod(ro_fd, 0600), EROFS, "fchmod() of a file on a read-only filesystem");
	TST_PATH_UNCHANGED("rofs/file", &before);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	SAFE_TOUCH("file", 0644, NULL);
	SAFE_MKDIR("dir", 0755);
	file_fd = SAFE_OPEN("file", O_RDONLY);
	dir_fd = SAFE_OPEN("dir", O_RDONLY | O_DIRECTORY);
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
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
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
