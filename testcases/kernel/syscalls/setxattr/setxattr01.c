// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setxattr(2), lsetxattr(2), fsetxattr(2) on every filesystem with user extended
 * attributes (TCONF where setting one gives ENOTSUP): "setxattr() sets the value of the
 * extended attribute identified by name and associated with the given path";
 * "lsetxattr() is identical to setxattr(), except in the case of a symbolic link, where the
 * extended attribute is set on the link itself"; "fsetxattr() is identical to setxattr(),
 * only the extended attribute is set on the open file referred to by fd". Checked:
 * - a value (binary, with NUL bytes) reads back byte for byte with its size;
 * - a zero-length value is allowed and reads back as size 0;
 * - XATTR_CREATE on a new name creates it and on an existing one fails with EEXIST
 *   leaving the value; XATTR_REPLACE replaces an existing value (a shorter one: the size
 *   follows) and fails with ENODATA on a missing name without creating it;
 * - setxattr() through a symbolic link sets the target's attribute;
 * - lsetxattr() of a user.* attribute on the link itself is refused with EPERM (xattr(7):
 *   user attributes are allowed only on regular files and directories);
 * - fsetxattr() through a descriptor, and on a directory.
 */

#include <sys/xattr.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/file"
#define LINK_PATH MNTPOINT "/link"
#define DIR_PATH MNTPOINT "/dir"
#define VALUE_LEN 256

static char value[VALUE_LEN];
static int fd = -1;

static void expect_value(const char *path, const char *name, const void *want, size_t len)
{
	char buf[VALUE_LEN + 1];
	ssize_t ret = getxattr(path, name, buf, sizeof(buf));

	if (ret < 0) {
		tst_res(TFAIL | TERRNO, "getxattr(%s, %s)", path, name);
		return;
	}
	TST_EXP_EXPR((size_t)ret == len && !memcmp(buf, want, len),
		     "%s of %s reads back %zu bytes (got %zd)", name, path, len, ret);
}

static void run(void)
{
	char buf[8];

	TST_EXP_PASS(setxattr(FILE_PATH, "user.bin", value, VALUE_LEN, 0),
		     "setxattr() of a %d-byte binary value", VALUE_LEN);
	expect_value(FILE_PATH, "user.bin", value, VALUE_LEN);

	TST_EXP_PASS(setxattr(FILE_PATH, "user.empty", "", 0, 0), "setxattr() of an empty value");
	TST_EXP_VAL(getxattr(FILE_PATH, "user.empty", buf, sizeof(buf)), 0,
		    "getxattr() of the empty value");

	TST_EXP_PASS(setxattr(FILE_PATH, "user.new", "first", 5, XATTR_CREATE),
		     "XATTR_CREATE of a new name");
	TST_EXP_FAIL(setxattr(FILE_PATH, "user.new", "other", 5, XATTR_CREATE), EEXIST,
		     "XATTR_CREATE of an existing name");
	expect_value(FILE_PATH, "user.new", "first", 5);
	TST_EXP_PASS(setxattr(FILE_PATH, "user.new", "2nd", 3, XATTR_REPLACE),
		     "XATTR_REPLACE of an existing name");
	expect_value(FILE_PATH, "user.new", "2nd", 3);
	TST_EXP_FAIL(setxattr(FILE_PATH, "user.none", "x", 1, XATTR_REPLACE), ENODATA,
		     "XATTR_REPLACE of a missing name");
	TST_EXP_FAIL2(getxattr(FILE_PATH, "user.none", buf, sizeof(buf)), ENODATA,
		      "user.none was not created");

	TST_EXP_PASS(setxattr(LINK_PATH, "user.via_link", "t", 1, 0),
		     "setxattr() through a symlink");
	expect_value(FILE_PATH, "user.via_link", "t", 1);
	TST_EXP_FAIL(lsetxattr(LINK_PATH, "user.on_link", "l", 1, 0), EPERM,
		     "lsetxattr() of user.* on the symlink itself");

	TST_EXP_PASS(fsetxattr(fd, "user.by_fd", "fd", 2, 0), "fsetxattr()");
	expect_value(FILE_PATH, "user.by_fd", "fd", 2);
	TST_EXP_PASS(setxattr(DIR_PATH, "user.dir", "d", 1, 0), "setxattr() on a directory");
	expect_value(DIR_PATH, "user.dir", "d", 1);

	SAFE_REMOVEXATTR(FILE_PATH, "user.bin");
	SAFE_REMOVEXATTR(FILE_PATH, "user.empty");
	SAFE_REMOVEXATTR(FILE_PATH, "user.new");
	SAFE_REMOVEXATTR(FILE_PATH, "user.via_link");
	SAFE_REMOVEXATTR(FILE_PATH, "user.by_fd");
	SAFE_REMOVEXATTR(DIR_PATH, "user.dir");
}

static void setup(void)
{
	int i;

	for (i = 0; i < VALUE_LEN; i++)
		value[i] = i * 7;
	SAFE_FILE_PRINTF(FILE_PATH, "x");
	SAFE_MKDIR(DIR_PATH, 0755);
	if (setxattr(FILE_PATH, "user.probe", "p", 1, 0)) {
		if (errno == ENOTSUP)
			tst_brk(TCONF, "%s has no user extended attributes",
				tst_device->fs_type);
		tst_brk(TBROK | TERRNO, "setxattr(user.probe) probe");
	}
	/* after the probe: vfat has neither user xattrs (TCONF above) nor symlinks (EPERM) */
	SAFE_SYMLINK("file", LINK_PATH);
	SAFE_REMOVEXATTR(FILE_PATH, "user.probe");
	fd = SAFE_OPEN(FILE_PATH, O_RDWR);
}

static void cleanup(void)
{
	if (fd > -1)
		SAFE_CLOSE(fd);
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
