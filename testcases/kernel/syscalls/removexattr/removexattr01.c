// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * removexattr(2), lremovexattr(2), fremovexattr(2) on every filesystem with user extended
 * attributes (TCONF where setting one gives ENOTSUP): "removexattr() removes the extended
 * attribute identified by name"; lremovexattr() acts on the link itself, fremovexattr() on
 * the open file. Checked: after each removal getxattr() gives ENODATA and the name is
 * gone from listxattr() while the other attribute stays; removing it again is ENODATA;
 * removexattr() through a symlink removes the target's attribute; lremovexattr() of a
 * user.* name on the symlink itself is EPERM (user attributes live only on regular files
 * and directories, xattr(7)).
 */

#include <sys/xattr.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/file"
#define LINK_PATH MNTPOINT "/link"

static int fd = -1;

static int listed(const char *name)
{
	char list[1024];
	ssize_t len = listxattr(FILE_PATH, list, sizeof(list)), pos = 0;

	if (len < 0)
		tst_brk(TBROK | TERRNO, "listxattr(%s)", FILE_PATH);

	while (pos < len) {
		if (!strcmp(list + pos, name))
			return 1;
		pos += strlen(list + pos) + 1;
	}
	return 0;
}

static void gone(const char *name)
{
	char buf[8];

	TST_EXP_FAIL2(getxattr(FILE_PATH, name, buf, sizeof(buf)), ENODATA,
		      "getxattr(%s) after its removal", name);
	TST_EXP_EXPR(!listed(name) && listed("user.keep"),
		     "%s is gone from the list, user.keep is still there", name);
}

static void run(void)
{
	SAFE_SETXATTR(FILE_PATH, "user.a", "a", 1, 0);
	SAFE_SETXATTR(FILE_PATH, "user.b", "b", 1, 0);
	SAFE_SETXATTR(FILE_PATH, "user.c", "c", 1, 0);

	TST_EXP_PASS(removexattr(FILE_PATH, "user.a"));
	gone("user.a");
	TST_EXP_FAIL(removexattr(FILE_PATH, "user.a"), ENODATA, "removexattr() again");

	TST_EXP_PASS(removexattr(LINK_PATH, "user.b"), "removexattr() through a symlink");
	gone("user.b");
	TST_EXP_FAIL(lremovexattr(LINK_PATH, "user.c"), EPERM,
		     "lremovexattr() of user.* on the symlink itself");
	TST_EXP_EXPR(listed("user.c"), "user.c survived the refused lremovexattr()");

	TST_EXP_PASS(fremovexattr(fd, "user.c"), "fremovexattr()");
	gone("user.c");
}

static void setup(void)
{
	SAFE_FILE_PRINTF(FILE_PATH, "x");
	if (setxattr(FILE_PATH, "user.keep", "k", 1, 0)) {
		if (errno == ENOTSUP)
			tst_brk(TCONF, "%s has no user extended attributes",
				tst_device->fs_type);
		tst_brk(TBROK | TERRNO, "setxattr(user.keep)");
	}
	/* after the probe: vfat has neither user xattrs (TCONF above) nor symlinks (EPERM) */
	SAFE_SYMLINK("file", LINK_PATH);
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
