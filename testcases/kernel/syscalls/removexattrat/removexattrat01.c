// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * removexattrat(2) (Linux 6.13) on every filesystem with user extended attributes:
 * removexattr() with a directory descriptor and lookup flags. As the kernel's interface
 * defines it: pathname is resolved relative to dfd; AT_EMPTY_PATH acts on the file dfd
 * refers to; without AT_SYMLINK_NOFOLLOW a symlink is followed, with it the link itself is
 * the target (EPERM for user.*); a missing name is ENODATA; an unknown at_flags bit is
 * EINVAL; a relative path with an invalid dfd is EBADF, with a regular-file dfd ENOTDIR;
 * nobody removing from a file it may not write gets EACCES. After each removal getxattr()
 * gives ENODATA; after each failure the attribute is still there.
 * TCONF when the kernel lacks the call or the filesystem lacks user attributes.
 */

#include <sys/xattr.h>
#include "tst_test.h"
#include "lapi/xattrat.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/dir/file"

static int dir_fd = -1, file_fd = -1, bad_fd = -1;

static long remove_at(int dfd, const char *path, unsigned int at_flags, const char *name)
{
	return tst_syscall(__NR_removexattrat, dfd, path, at_flags, name);
}

static void gone(const char *name)
{
	char buf[4];

	TST_EXP_FAIL2(getxattr(FILE_PATH, name, buf, sizeof(buf)), ENODATA,
		      "getxattr(%s) after removexattrat()", name);
}

static void still_there(const char *name)
{
	char buf[4];

	if (getxattr(FILE_PATH, name, buf, sizeof(buf)) != 1)
		tst_res(TFAIL | TERRNO, "%s is gone after a failed removexattrat()", name);
}

static void as_nobody(void)
{
	tst_become_nobody();
	TST_EXP_FAIL(remove_at(dir_fd, "file", 0, "user.keep"), EACCES,
		     "removexattrat() by nobody on a 0644 file");
}

static void run(void)
{
	SAFE_SETXATTR(FILE_PATH, "user.a", "a", 1, 0);
	SAFE_SETXATTR(FILE_PATH, "user.b", "b", 1, 0);
	SAFE_SETXATTR(FILE_PATH, "user.c", "c", 1, 0);
	SAFE_SETXATTR(FILE_PATH, "user.d", "d", 1, 0);

	TST_EXP_PASS(remove_at(dir_fd, "file", 0, "user.a"), "removexattrat(dirfd, \"file\")");
	gone("user.a");
	TST_EXP_PASS(remove_at(AT_FDCWD, FILE_PATH, 0, "user.b"), "removexattrat(AT_FDCWD)");
	gone("user.b");
	TST_EXP_PASS(remove_at(file_fd, "", AT_EMPTY_PATH, "user.c"),
		     "removexattrat(fd, \"\", AT_EMPTY_PATH)");
	gone("user.c");
	TST_EXP_FAIL(remove_at(dir_fd, "link", AT_SYMLINK_NOFOLLOW, "user.d"), EPERM,
		     "removexattrat(AT_SYMLINK_NOFOLLOW) of user.* on a symlink");
	still_there("user.d");
	TST_EXP_PASS(remove_at(dir_fd, "link", 0, "user.d"), "removexattrat() through a symlink");
	gone("user.d");

	TST_EXP_FAIL(remove_at(dir_fd, "file", 0, "user.a"), ENODATA,
		     "removexattrat() of a missing name");
	TST_EXP_FAIL(remove_at(dir_fd, "file", 0x80000, "user.keep"), EINVAL,
		     "removexattrat() unknown at_flags bit");
	TST_EXP_FAIL(remove_at(bad_fd, "file", 0, "user.keep"), EBADF,
		     "removexattrat() relative, invalid dfd");
	TST_EXP_FAIL(remove_at(file_fd, "file", 0, "user.keep"), ENOTDIR,
		     "removexattrat() relative, dfd a regular file");
	if (!SAFE_FORK()) {
		as_nobody();
		exit(0);
	}
	tst_reap_children();
	still_there("user.keep");
}

static void setup(void)
{
	SAFE_MKDIR(MNTPOINT "/dir", 0755);
	SAFE_FILE_PRINTF(FILE_PATH, "x");
	SAFE_CHMOD(FILE_PATH, 0644);
	SAFE_SYMLINK("file", MNTPOINT "/dir/link");
	if (setxattr(FILE_PATH, "user.keep", "k", 1, 0)) {
		if (errno == ENOTSUP)
			tst_brk(TCONF, "%s has no user extended attributes",
				tst_device->fs_type);
		tst_brk(TBROK | TERRNO, "setxattr(user.keep)");
	}
	dir_fd = SAFE_OPEN(MNTPOINT "/dir", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN(FILE_PATH, O_RDWR);
	bad_fd = 1000;
	while (fcntl(bad_fd, F_GETFD) != -1)
		bad_fd++;
	/* TCONF here on a kernel without the call (ENODATA otherwise) */
	remove_at(dir_fd, "file", 0, "user.probe");
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
	.forks_child = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* FUSE ntfs-3g maps no POSIX mode bits: nobody may write every file there */
	.skip_filesystems = (const char *const []){"ntfs", "vfat", "exfat", NULL},
};
