// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getxattr(2), lgetxattr(2), fgetxattr(2) on every filesystem with user extended
 * attributes (TCONF where setting one gives ENOTSUP): "getxattr() retrieves the value of the
 * extended attribute identified by name"; "The length of the attribute value is returned";
 * "If size is specified as zero, these calls return the current size of the named extended
 * attribute (and leave value unchanged)"; ERANGE when "the size of the value buffer is too
 * small"; lgetxattr() reads the link itself, fgetxattr() the open file. Checked:
 * - the value and its length, with a buffer of exactly that size too;
 * - size 0 returns the length and writes nothing;
 * - a buffer one byte short gives ERANGE;
 * - a missing name gives ENODATA;
 * - through a symlink getxattr() reads the target, lgetxattr() the link (ENODATA for the
 *   target's name), fgetxattr() reads the file through a descriptor;
 * - trusted.* is readable by root; as nobody it is ENODATA ("the process has no access to
 *   this attribute"), where the filesystem stores trusted.* at all.
 */

#include "tst_test.h"
#include "xattr_errors.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/file"
#define LINK_PATH MNTPOINT "/link"
#define VALUE "attribute-value"
#define VLEN ((ssize_t)sizeof(VALUE) - 1)

static int fd = -1, have_trusted;

static void as_nobody(void)
{
	char buf[64];

	xattr_become_nobody();
	TST_EXP_FAIL2(getxattr(FILE_PATH, "trusted.t", buf, sizeof(buf)), ENODATA,
		      "getxattr(trusted.t) as nobody");
	TST_EXP_VAL(getxattr(FILE_PATH, "user.v", buf, sizeof(buf)), VLEN,
		    "getxattr(user.v) as nobody on a 0644 file");
}

static void run(void)
{
	char buf[64];

	memset(buf, '#', sizeof(buf));
	TST_EXP_VAL(getxattr(FILE_PATH, "user.v", buf, sizeof(buf)), VLEN);
	TST_EXP_EXPR(!memcmp(buf, VALUE, VLEN) && buf[VLEN] == '#',
		     "the value, nothing written after it");
	TST_EXP_VAL(getxattr(FILE_PATH, "user.v", buf, VLEN), VLEN,
		    "getxattr() into a buffer of exactly the value's size");

	memset(buf, '#', sizeof(buf));
	TST_EXP_VAL(getxattr(FILE_PATH, "user.v", buf, 0), VLEN, "getxattr() with size 0");
	TST_EXP_EXPR(buf[0] == '#', "size 0 left the buffer unchanged");

	TST_EXP_FAIL2(getxattr(FILE_PATH, "user.v", buf, VLEN - 1), ERANGE,
		      "getxattr() into a buffer one byte short");
	TST_EXP_FAIL2(getxattr(FILE_PATH, "user.missing", buf, sizeof(buf)), ENODATA,
		      "getxattr() of a missing name");

	TST_EXP_VAL(getxattr(LINK_PATH, "user.v", buf, sizeof(buf)), VLEN,
		    "getxattr() through a symlink");
	TST_EXP_FAIL2(lgetxattr(LINK_PATH, "user.v", buf, sizeof(buf)), ENODATA,
		      "lgetxattr() on the symlink itself");
	TST_EXP_VAL(fgetxattr(fd, "user.v", buf, sizeof(buf)), VLEN, "fgetxattr()");

	if (!have_trusted) {
		tst_res(TCONF, "%s stores no trusted.* attribute", tst_device->fs_type);
		return;
	}
	TST_EXP_VAL(getxattr(FILE_PATH, "trusted.t", buf, sizeof(buf)), 1,
		    "getxattr(trusted.t) as root");
	if (!SAFE_FORK()) {
		as_nobody();
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	have_trusted = xattr_fs_setup(MNTPOINT, "user.v", VALUE, VLEN, &fd);
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
	.forks_child = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
