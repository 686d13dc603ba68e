// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open_tree_attr(2) (Linux 6.15; no man page here, reference: the kernel's
 * Documentation/filesystems/mount_api.rst and include/uapi/linux/mount.h) is open_tree()
 * that also applies a struct mount_attr, as mount_setattr() would, to the detached copy
 * it makes with OPEN_TREE_CLONE, in one call. On a tmpfs "src" holding a file and a tmpfs
 * submount "src/sub":
 * - OPEN_TREE_CLONE with attr_set MOUNT_ATTR_RDONLY: the copy is read-only (statvfs()
 *   ST_RDONLY, opening the file for writing through it fails with EROFS) and shows the
 *   same file; "src" stays writable, and what is written there reads back through the
 *   copy; attached with move_mount() at "dst", "dst" is read-only too;
 * - OPEN_TREE_CLONE | AT_RECURSIVE with MOUNT_ATTR_RDONLY: the copy's submount is also
 *   read-only (EROFS creating a file in it) while "src/sub" is not;
 * - OPEN_TREE_CLONE with attr NULL and size 0, and with an all-zero attr: a writable copy,
 *   as open_tree() makes (a file created through it appears in "src");
 * - OPEN_TREE_CLONE with attr_clr MOUNT_ATTR_RDONLY of a read-only "ro" bind mount: a
 *   writable copy of a read-only mount, "ro" still read-only;
 * - without OPEN_TREE_CLONE, on the root of a tmpfs mount "plain", the attribute applies
 *   to that mount itself, as mount_setattr() would: MOUNT_ATTR_RDONLY makes "plain"
 *   read-only (EROFS creating a file), a second call with attr_clr MOUNT_ATTR_RDONLY
 *   makes it writable again.
 */

#include <stdio.h>
#include <sys/mount.h>
#include "open_tree_attr_common.h"

#define SRC "src"
#define SUB "src/sub"
#define RO "ro"
#define DST "dst"
#define PLAIN "plain"

static int src_mounted, sub_mounted, ro_mounted, dst_mounted, plain_mounted;

static int clone_with(const char *path, unsigned int flags, struct mount_attr *attr,
		      size_t size, const char *what)
{
	int fd = open_tree_attr_raw(AT_FDCWD, path, OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | flags,
				    attr, size);

	if (fd < 0)
		tst_res(TFAIL | TERRNO, "open_tree_attr(%s, %s)", path, what);
	else
		tst_res(TPASS, "open_tree_attr(%s, %s) returned fd %d", path, what, fd);
	return fd;
}

static void expect_rdonly(int fd, int want, const char *what)
{
	int ro = fd_is_rdonly(fd);

	if (ro == want)
		tst_res(TPASS, "%s is %s", what, ro ? "read-only" : "writable");
	else
		tst_res(TFAIL, "%s is %s, expected %s", what, ro ? "read-only" : "writable",
			want ? "read-only" : "writable");
}

static void rdonly_clone(void)
{
	struct mount_attr attr = {.attr_set = MOUNT_ATTR_RDONLY};
	char buf[8] = "";
	int fd, wfd;

	fd = clone_with(SRC, 0, &attr, sizeof(attr), "MOUNT_ATTR_RDONLY");
	if (fd < 0)
		return;
	expect_rdonly(fd, 1, "the copy");
	TST_EXP_FAIL2(openat(fd, "file", O_WRONLY), EROFS, "open file for writing in the copy");
	TST_EXP_FAIL2(openat(fd, "new", O_CREAT | O_WRONLY, 0644), EROFS,
		      "create a file in the copy");
	if (!path_is_rdonly(SRC))
		tst_res(TPASS, SRC " stays writable");
	else
		tst_res(TFAIL, SRC " became read-only");
	SAFE_FILE_PRINTF(SRC "/file", "two");
	wfd = SAFE_OPENAT(fd, "file", O_RDONLY);
	SAFE_READ(0, wfd, buf, sizeof(buf) - 1);
	SAFE_CLOSE(wfd);
	TST_EXP_EQ_STR(buf, "two");

	if (move_mount(fd, "", AT_FDCWD, DST, MOVE_MOUNT_F_EMPTY_PATH))
		tst_brk(TBROK | TERRNO, "move_mount(copy, " DST ")");
	dst_mounted = 1;
	SAFE_CLOSE(fd);
	TST_EXP_EXPR(path_is_rdonly(DST), DST " (the attached copy) is read-only");
	TST_EXP_FAIL2(open(DST "/file", O_WRONLY), EROFS, "open " DST "/file for writing");
	SAFE_UMOUNT(DST);
	dst_mounted = 0;
	SAFE_FILE_PRINTF(SRC "/file", "one");
}

static void recursive_clone(void)
{
	struct mount_attr attr = {.attr_set = MOUNT_ATTR_RDONLY};
	int fd, sfd;

	fd = clone_with(SRC, AT_RECURSIVE, &attr, sizeof(attr), "AT_RECURSIVE, RDONLY");
	if (fd < 0)
		return;
	sfd = SAFE_OPENAT(fd, "sub", O_RDONLY | O_DIRECTORY);
	expect_rdonly(sfd, 1, "the copy's submount");
	TST_EXP_FAIL2(openat(sfd, "new", O_CREAT | O_WRONLY, 0644), EROFS,
		      "create a file in the copy's submount");
	if (path_is_rdonly(SUB))
		tst_res(TFAIL, SUB " became read-only");
	SAFE_CLOSE(sfd);
	SAFE_CLOSE(fd);
}

static void writable_clone(struct mount_attr *attr, size_t size, const char *what)
{
	int fd, nfd;

	fd = clone_with(SRC, 0, attr, size, what);
	if (fd < 0)
		return;
	expect_rdonly(fd, 0, what);
	nfd = TST_EXP_FD(openat(fd, "new", O_CREAT | O_WRONLY, 0644),
			 "create a file in the copy (%s)", what);
	if (nfd >= 0) {
		SAFE_CLOSE(nfd);
		TST_EXP_PASS(access(SRC "/new", F_OK), SRC "/new exists");
		SAFE_UNLINK(SRC "/new");
	}
	SAFE_CLOSE(fd);
}

static void clear_rdonly(void)
{
	struct mount_attr attr = {.attr_clr = MOUNT_ATTR_RDONLY};
	int fd, nfd;

	fd = clone_with(RO, 0, &attr, sizeof(attr), "attr_clr RDONLY of a read-only mount");
	if (fd < 0)
		return;
	expect_rdonly(fd, 0, "the copy of the read-only mount");
	nfd = TST_EXP_FD(openat(fd, "file", O_WRONLY), "open file for writing in the copy");
	if (nfd >= 0)
		SAFE_CLOSE(nfd);
	TST_EXP_EXPR(path_is_rdonly(RO), RO " stays read-only");
	SAFE_CLOSE(fd);
}

static void set_in_place(struct mount_attr *attr, int want_ro, const char *what)
{
	int fd = open_tree_attr_raw(AT_FDCWD, PLAIN, OPEN_TREE_CLOEXEC, attr, sizeof(*attr));

	if (fd < 0) {
		tst_res(TFAIL | TERRNO, "open_tree_attr(" PLAIN ", no clone, %s)", what);
		return;
	}
	SAFE_CLOSE(fd);
	if (path_is_rdonly(PLAIN) == want_ro)
		tst_res(TPASS, "no clone, %s: " PLAIN " is %s", what,
			want_ro ? "read-only" : "writable");
	else
		tst_res(TFAIL, "no clone, %s: " PLAIN " is %s", what,
			want_ro ? "writable" : "read-only");
	if (want_ro)
		TST_EXP_FAIL2(open(PLAIN "/new", O_CREAT | O_WRONLY, 0644), EROFS,
			      "create a file in " PLAIN);
}

static void in_place(void)
{
	struct mount_attr set = {.attr_set = MOUNT_ATTR_RDONLY};
	struct mount_attr clr = {.attr_clr = MOUNT_ATTR_RDONLY};

	set_in_place(&set, 1, "MOUNT_ATTR_RDONLY");
	set_in_place(&clr, 0, "attr_clr MOUNT_ATTR_RDONLY");
	if (path_is_rdonly(PLAIN))
		SAFE_MOUNT(NULL, PLAIN, NULL, MS_REMOUNT | MS_BIND, NULL);
}

static void run(void)
{
	struct mount_attr zero = {};

	rdonly_clone();
	recursive_clone();
	writable_clone(NULL, 0, "attr NULL");
	writable_clone(&zero, sizeof(zero), "all-zero attr");
	clear_rdonly();
	in_place();
}

static void setup(void)
{
	open_tree_attr_probe();
	SAFE_MKDIR(SRC, 0755);
	SAFE_MKDIR(DST, 0755);
	SAFE_MKDIR(RO, 0755);
	SAFE_MKDIR(PLAIN, 0755);
	SAFE_MOUNT("tmpfs", PLAIN, "tmpfs", 0, "size=1M");
	plain_mounted = 1;
	SAFE_MOUNT("tmpfs", SRC, "tmpfs", 0, "size=1M");
	src_mounted = 1;
	SAFE_MKDIR(SUB, 0755);
	SAFE_MOUNT("tmpfs", SUB, "tmpfs", 0, "size=1M");
	sub_mounted = 1;
	SAFE_FILE_PRINTF(SRC "/file", "one");
	SAFE_MOUNT(SRC, RO, NULL, MS_BIND, NULL);
	ro_mounted = 1;
	SAFE_MOUNT(NULL, RO, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY, NULL);
}

static void cleanup(void)
{
	if (dst_mounted)
		SAFE_UMOUNT(DST);
	if (ro_mounted)
		SAFE_UMOUNT(RO);
	if (sub_mounted)
		SAFE_UMOUNT(SUB);
	if (src_mounted)
		SAFE_UMOUNT(SRC);
	if (plain_mounted)
		SAFE_UMOUNT(PLAIN);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
