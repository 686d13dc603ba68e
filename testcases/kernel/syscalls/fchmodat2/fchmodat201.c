// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fchmodat2(2) (Linux 6.6: fchmodat with a working flags argument) on every filesystem:
 * - flags 0: the file relative to dirfd gets the mode;
 * - AT_SYMLINK_NOFOLLOW on a regular file changes its mode; on a symbolic link it fails
 *   with ENOTSUP (man 2 chmod: "flags specified AT_SYMLINK_NOFOLLOW, which is not
 *   supported"; ENOTSUP is EOPNOTSUPP on Linux) and leaves the link's and the target's
 *   modes alone (this man-pages release has no fchmodat2 page; chmod.2 is the reference);
 * - AT_EMPTY_PATH with an empty pathname changes the file dirfd refers to (an O_PATH
 *   descriptor of a file);
 * and the flag errors: EINVAL for an invalid flag, EBADF for a relative pathname with a
 * dirfd that is not open, ENOTDIR for a relative pathname with a dirfd that is a file.
 * A kernel without fchmodat2 is TCONF.
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_file_at.h"
#include "lapi/syscalls.h"

#define MNTPOINT "mntpoint"

static int dir_fd = -1, path_fd = -1, closed_fd = -1;

static int do_fchmodat2(int dfd, const char *path, mode_t mode, int flags)
{
	return tst_syscall(__NR_fchmodat2, dfd, path, mode, flags);
}

static mode_t mode_of(const char *name)
{
	struct stat st;

	SAFE_FSTATAT(dir_fd, name, &st, AT_SYMLINK_NOFOLLOW);
	return st.st_mode & 07777;
}

static void run(void)
{
	mode_t link_mode = mode_of("link");

	TST_EXP_PASS(do_fchmodat2(dir_fd, "file", 0604, 0), "fchmodat2(dirfd, \"file\", 0604, 0)");
	TST_EXP_EQ_LI(mode_of("file"), 0604);

	TST_EXP_PASS(do_fchmodat2(dir_fd, "file", 0640, AT_SYMLINK_NOFOLLOW),
		     "fchmodat2(regular file, AT_SYMLINK_NOFOLLOW)");
	TST_EXP_EQ_LI(mode_of("file"), 0640);

	TST_EXP_FAIL(do_fchmodat2(dir_fd, "link", 0600, AT_SYMLINK_NOFOLLOW), ENOTSUP,
		     "fchmodat2(symlink, AT_SYMLINK_NOFOLLOW)");
	TST_EXP_EQ_LI(mode_of("link"), link_mode);
	TST_EXP_EQ_LI(mode_of("file"), 0640);

	TST_EXP_PASS(do_fchmodat2(path_fd, "", 0611, AT_EMPTY_PATH),
		     "fchmodat2(O_PATH fd, \"\", AT_EMPTY_PATH)");
	TST_EXP_EQ_LI(mode_of("file"), 0611);

	TST_EXP_FAIL(do_fchmodat2(dir_fd, "file", 0600, 0x10000000), EINVAL, "invalid flag");
	TST_EXP_FAIL(do_fchmodat2(closed_fd, "file", 0600, 0), EBADF, "dirfd not open");
	TST_EXP_FAIL(do_fchmodat2(path_fd, "file", 0600, 0), ENOTDIR, "dirfd a regular file");
	/* none of the failed calls changed the file */
	TST_EXP_EQ_LI(mode_of("file"), 0611);
	SAFE_CHMOD(MNTPOINT "/file", 0600);
}

static void setup(void)
{
	SAFE_TOUCH(MNTPOINT "/file", 0600, NULL);
	SAFE_SYMLINK("file", MNTPOINT "/link");
	dir_fd = SAFE_OPEN(MNTPOINT, O_RDONLY | O_DIRECTORY);
	do_fchmodat2(dir_fd, "file", 0600, 0);
	path_fd = SAFE_OPEN(MNTPOINT "/file", O_PATH);
	closed_fd = SAFE_DUP(dir_fd);
	close(closed_fd);
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (path_fd > -1)
		SAFE_CLOSE(path_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* These keep no POSIX permission bits: every file is 0777. */
	.skip_filesystems = (const char *const []){"ntfs", "vfat", "exfat", NULL},
};
