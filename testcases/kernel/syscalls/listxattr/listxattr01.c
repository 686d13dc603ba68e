// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * listxattr(2), llistxattr(2), flistxattr(2) on every filesystem with user extended
 * attributes (TCONF where setting one gives ENOTSUP): the list "is the set of
 * (null-terminated) names, one after the other"; "The length of the attribute name list is
 * returned"; "If size is specified as zero, these calls return the current size of the list
 * ... (and leave list unchanged)"; ERANGE "The size of the list buffer is too small";
 * llistxattr() lists the link itself; "Names of extended attributes to which the calling
 * process does not have access may be omitted from the list". Checked:
 * - each of user.a, user.bb, user.ccc is in the list exactly once and no other user.* name;
 * - size 0 returns the length the full call returns, leaving the buffer alone;
 * - a buffer one byte short gives ERANGE;
 * - llistxattr() on the symlink lists none of the target's user.* names, listxattr()
 *   through it lists them, flistxattr() lists the same bytes as listxattr();
 * - root sees trusted.t (where the filesystem stores trusted.*; FUSE ntfs-3g stores it but
 *   lists only user.* names); nobody sees the user.* names, and whether trusted.* is
 *   omitted for nobody is reported only (the man page says "may be omitted": the generic
 *   VFS lister omits it, btrfs does not).
 */

#include "tst_test.h"
#include "../getxattr/xattr_errors.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/file"
#define LINK_PATH MNTPOINT "/link"

static const char *const names[] = {"user.a", "user.bb", "user.ccc"};
static int fd = -1, have_trusted;

static int count_name(const char *list, ssize_t len, const char *name)
{
	ssize_t pos = 0;
	int n = 0;

	while (pos < len) {
		n += !strcmp(list + pos, name);
		pos += strlen(list + pos) + 1;
	}
	return n;
}

static int count_prefix(const char *list, ssize_t len, const char *prefix)
{
	ssize_t pos = 0;
	int n = 0;

	while (pos < len) {
		n += !strncmp(list + pos, prefix, strlen(prefix));
		pos += strlen(list + pos) + 1;
	}
	return n;
}

static void check_user_names(const char *list, ssize_t len, const char *desc)
{
	unsigned int i;
	int ok = list[len - 1] == '\0' && count_prefix(list, len, "user.") == 3;

	for (i = 0; i < ARRAY_SIZE(names); i++)
		ok &= count_name(list, len, names[i]) == 1;
	TST_EXP_EXPR(ok, "%s: user.a, user.bb, user.ccc once each, NUL-terminated", desc);
}

static void as_nobody(void)
{
	char list[1024];
	ssize_t len;

	xattr_become_nobody();
	len = listxattr(FILE_PATH, list, sizeof(list));
	if (len < 0) {
		tst_res(TFAIL | TERRNO, "listxattr() as nobody");
		return;
	}
	tst_res(TINFO, "%s: nobody's list %s trusted.*", tst_device->fs_type,
		count_prefix(list, len, "trusted.") ? "shows" : "omits");
	check_user_names(list, len, "listxattr() as nobody");
}

static void run(void)
{
	char list[1024], list2[1024];
	ssize_t len, len2;

	len = listxattr(FILE_PATH, list, sizeof(list));
	if (len <= 0) {
		tst_res(TFAIL | TERRNO, "listxattr() returned %zd", len);
		return;
	}
	check_user_names(list, len, "listxattr()");

	memset(list2, '#', sizeof(list2));
	TST_EXP_VAL(listxattr(FILE_PATH, list2, 0), len, "listxattr() with size 0");
	TST_EXP_EXPR(list2[0] == '#', "size 0 left the buffer unchanged");
	TST_EXP_FAIL2(listxattr(FILE_PATH, list2, len - 1), ERANGE,
		      "listxattr() into a buffer one byte short");

	len2 = llistxattr(LINK_PATH, list2, sizeof(list2));
	if (len2 < 0)
		tst_res(TFAIL | TERRNO, "llistxattr() of the symlink");
	else
		TST_EXP_EXPR(count_prefix(list2, len2, "user.") == 0,
			     "llistxattr() of the symlink lists no user.* name");
	len2 = listxattr(LINK_PATH, list2, sizeof(list2));
	if (len2 < 0)
		tst_res(TFAIL | TERRNO, "listxattr() through the symlink");
	else
		check_user_names(list2, len2, "listxattr() through the symlink");
	len2 = flistxattr(fd, list2, sizeof(list2));
	TST_EXP_EXPR(len2 == len && !memcmp(list, list2, len),
		     "flistxattr() lists the same %zd bytes (got %zd)", len, len2);

	if (!have_trusted) {
		tst_res(TCONF, "%s stores no trusted.* attribute", tst_device->fs_type);
		return;
	}
	if (!tst_device->is_fuse)
		TST_EXP_EQ_LI(count_name(list, len, "trusted.t"), 1);
	if (!SAFE_FORK()) {
		as_nobody();
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	unsigned int i;

	have_trusted = xattr_fs_setup(MNTPOINT, names[0], "1", 1, &fd);
	for (i = 1; i < ARRAY_SIZE(names); i++)
		SAFE_SETXATTR(FILE_PATH, names[i], "1", 1, 0);
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
