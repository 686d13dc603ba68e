// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setxattrat(2) (Linux 6.13) on every filesystem with user extended attributes: the
 * setxattr() family with a directory descriptor, lookup flags and the value passed in a
 * struct xattr_args {value, size, flags}. As the kernel's interface defines it:
 * - pathname is resolved relative to dfd (AT_FDCWD: the working directory);
 * - AT_EMPTY_PATH with an empty pathname sets the attribute of the file dfd refers to;
 * - without AT_SYMLINK_NOFOLLOW a symbolic link is followed, with it the link itself is
 *   the target (EPERM for user.*, as lsetxattr());
 * - args.flags carries XATTR_CREATE (EEXIST on an existing name) and XATTR_REPLACE
 *   (ENODATA on a missing one).
 * Every value is read back with getxattr(2). TCONF when the kernel lacks the call or the
 * filesystem lacks user attributes.
 */

#include <sys/xattr.h>
#include "tst_test.h"
#include "lapi/xattrat.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/dir/file"

static int dir_fd = -1, file_fd = -1;

static long set_at(int dfd, const char *path, unsigned int at_flags, const char *name,
		   const char *value, unsigned int flags)
{
	struct xattr_args args = {
		.value = (uintptr_t)value,
		.size = strlen(value),
		.flags = flags,
	};

	return tst_syscall(__NR_setxattrat, dfd, path, at_flags, name, &args, sizeof(args));
}

static void expect(const char *name, const char *want)
{
	char buf[32] = "";
	ssize_t ret = getxattr(FILE_PATH, name, buf, sizeof(buf) - 1);

	if (ret < 0)
		tst_res(TFAIL | TERRNO, "getxattr(%s)", name);
	else
		TST_EXP_EXPR(!strcmp(buf, want), "%s is '%s' (got '%s')", name, want, buf);
}

static void run(void)
{
	TST_EXP_PASS(set_at(dir_fd, "file", 0, "user.rel", "rel", 0),
		     "setxattrat(dirfd, \"file\")");
	expect("user.rel", "rel");
	TST_EXP_PASS(set_at(AT_FDCWD, FILE_PATH, 0, "user.cwd", "cwd", 0),
		     "setxattrat(AT_FDCWD, path)");
	expect("user.cwd", "cwd");
	TST_EXP_PASS(set_at(file_fd, "", AT_EMPTY_PATH, "user.fd", "fd", 0),
		     "setxattrat(fd, \"\", AT_EMPTY_PATH)");
	expect("user.fd", "fd");

	TST_EXP_PASS(set_at(dir_fd, "link", 0, "user.follow", "followed", 0),
		     "setxattrat() through a symlink");
	expect("user.follow", "followed");
	TST_EXP_FAIL(set_at(dir_fd, "link", AT_SYMLINK_NOFOLLOW, "user.nofollow", "x", 0), EPERM,
		     "setxattrat(AT_SYMLINK_NOFOLLOW) of user.* on a symlink");

	TST_EXP_PASS(set_at(dir_fd, "file", 0, "user.new", "one", XATTR_CREATE),
		     "setxattrat() XATTR_CREATE of a new name");
	TST_EXP_FAIL(set_at(dir_fd, "file", 0, "user.new", "two", XATTR_CREATE), EEXIST,
		     "setxattrat() XATTR_CREATE of an existing name");
	expect("user.new", "one");
	TST_EXP_PASS(set_at(dir_fd, "file", 0, "user.new", "three", XATTR_REPLACE),
		     "setxattrat() XATTR_REPLACE of an existing name");
	expect("user.new", "three");
	TST_EXP_FAIL(set_at(dir_fd, "file", 0, "user.none", "x", XATTR_REPLACE), ENODATA,
		     "setxattrat() XATTR_REPLACE of a missing name");

	SAFE_REMOVEXATTR(FILE_PATH, "user.rel");
	SAFE_REMOVEXATTR(FILE_PATH, "user.cwd");
	SAFE_REMOVEXATTR(FILE_PATH, "user.fd");
	SAFE_REMOVEXATTR(FILE_PATH, "user.follow");
	SAFE_REMOVEXATTR(FILE_PATH, "user.new");
}

static void setup(void)
{
	SAFE_MKDIR(MNTPOINT "/dir", 0755);
	SAFE_FILE_PRINTF(FILE_PATH, "x");
	dir_fd = SAFE_OPEN(MNTPOINT "/dir", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN(FILE_PATH, O_RDWR);
	if (set_at(dir_fd, "file", 0, "user.probe", "p", 0)) {
		if (errno == ENOTSUP)
			tst_brk(TCONF, "%s has no user extended attributes",
				tst_device->fs_type);
		tst_brk(TBROK | TERRNO, "setxattrat() probe");
	}
	/* after the probe: vfat has neither user xattrs (TCONF above) nor symlinks (EPERM) */
	SAFE_SYMLINK("file", MNTPOINT "/dir/link");
	SAFE_REMOVEXATTR(FILE_PATH, "user.probe");
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
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
