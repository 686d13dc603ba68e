// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getxattrat(2) (Linux 6.13) on every filesystem with user extended attributes: getxattr()
 * with a directory descriptor, lookup flags and the buffer passed in a struct xattr_args
 * {value, size, flags}. As the kernel's interface defines it: pathname is resolved
 * relative to dfd; AT_EMPTY_PATH reads the file dfd refers to (an O_PATH descriptor is
 * EBADF, as open(2) says of operations O_PATH does not allow); AT_SYMLINK_NOFOLLOW
 * reads the link itself (ENODATA for the target's user.* name); args.size 0 returns the
 * value's length without writing; a too small args.size is ERANGE; the return value is
 * the length of the value. TCONF when the kernel lacks the call or the filesystem lacks
 * user attributes.
 */

#include <sys/xattr.h>
#include "tst_test.h"
#include "lapi/xattrat.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/dir/file"
#define VALUE "the-value"
#define VLEN ((long)sizeof(VALUE) - 1)

static int dir_fd = -1, file_fd = -1, path_fd = -1;
static char buf[64];

static long get_at(int dfd, const char *path, unsigned int at_flags, const char *name,
		   size_t size)
{
	struct xattr_args args = {.value = (uintptr_t)buf, .size = size};

	memset(buf, '#', sizeof(buf));
	return tst_syscall(__NR_getxattrat, dfd, path, at_flags, name, &args, sizeof(args));
}

static void check_read(int dfd, const char *path, unsigned int at_flags, const char *desc)
{
	TST_EXP_VAL(get_at(dfd, path, at_flags, "user.v", sizeof(buf)), VLEN,
		    "getxattrat() %s", desc);
	TST_EXP_EXPR(!memcmp(buf, VALUE, VLEN) && buf[VLEN] == '#', "%s: the value", desc);
}

static void run(void)
{
	check_read(dir_fd, "file", 0, "relative to dirfd");
	check_read(AT_FDCWD, FILE_PATH, 0, "AT_FDCWD");
	check_read(file_fd, "", AT_EMPTY_PATH, "AT_EMPTY_PATH on an open file");
	TST_EXP_FAIL2(get_at(path_fd, "", AT_EMPTY_PATH, "user.v", sizeof(buf)), EBADF,
		      "getxattrat(AT_EMPTY_PATH) on an O_PATH descriptor");
	check_read(dir_fd, "link", 0, "through a symlink");
	TST_EXP_FAIL2(get_at(dir_fd, "link", AT_SYMLINK_NOFOLLOW, "user.v", sizeof(buf)),
		      ENODATA, "getxattrat(AT_SYMLINK_NOFOLLOW) on the symlink");

	TST_EXP_VAL(get_at(dir_fd, "file", 0, "user.v", 0), VLEN, "getxattrat() args.size 0");
	TST_EXP_EXPR(buf[0] == '#', "args.size 0 wrote nothing");
	TST_EXP_FAIL2(get_at(dir_fd, "file", 0, "user.v", VLEN - 1), ERANGE,
		      "getxattrat() args.size one byte short");
	TST_EXP_FAIL2(get_at(dir_fd, "file", 0, "user.none", sizeof(buf)), ENODATA,
		      "getxattrat() of a missing name");
}

static void setup(void)
{
	SAFE_MKDIR(MNTPOINT "/dir", 0755);
	SAFE_FILE_PRINTF(FILE_PATH, "x");
	if (setxattr(FILE_PATH, "user.v", VALUE, VLEN, 0)) {
		if (errno == ENOTSUP)
			tst_brk(TCONF, "%s has no user extended attributes",
				tst_device->fs_type);
		tst_brk(TBROK | TERRNO, "setxattr(user.v)");
	}
	/* after the probe: vfat has neither user xattrs (TCONF above) nor symlinks (EPERM) */
	SAFE_SYMLINK("file", MNTPOINT "/dir/link");
	dir_fd = SAFE_OPEN(MNTPOINT "/dir", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN(FILE_PATH, O_RDONLY);
	path_fd = SAFE_OPEN(FILE_PATH, O_PATH);
	get_at(dir_fd, "file", 0, "user.v", sizeof(buf));
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
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
};
