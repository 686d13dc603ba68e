// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open_tree(2) (no man page here; reference: Documentation/filesystems/mount_api.rst and
 * include/uapi/linux/mount.h) opens a path as a mount object; with OPEN_TREE_CLONE it
 * makes a detached copy (a bind mount) of the tree at that path, and AT_RECURSIVE copies
 * the submounts too. Checked inside the tmpdir, on a tmpfs "src" with a tmpfs "src/sub":
 * - OPEN_TREE_CLONE of "src/dir" attached at "dst": "dst" shows the directory's file, a
 *   file written through "dst" appears in "src/dir" (one filesystem, two mounts);
 * - OPEN_TREE_CLONE without AT_RECURSIVE of "src": the copy's "sub" is the bare directory;
 *   with AT_RECURSIVE the copy's "sub" is the submount (its marker file is there);
 * - OPEN_TREE_CLOEXEC sets FD_CLOEXEC; without OPEN_TREE_CLONE the descriptor refers to
 *   the path itself (fstat() is the directory's inode) and moving it moves "src".
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "lapi/newmount.h"

static int src_mounted, sub_mounted, dst_mounted, moved_mounted;

/* The tmpfs "src" with "dir/in_dir" and the tmpfs "src/sub" with "marker" */
static void make_src(void)
{
	SAFE_MOUNT("tmpfs", "src", "tmpfs", 0, "size=1M");
	src_mounted = 1;
	SAFE_MKDIR("src/dir", 0755);
	SAFE_FILE_PRINTF("src/dir/in_dir", "x");
	SAFE_MKDIR("src/sub", 0755);
	SAFE_MOUNT("tmpfs", "src/sub", "tmpfs", 0, "size=1M");
	sub_mounted = 1;
	SAFE_FILE_PRINTF("src/sub/marker", "x");
}

static int tree(const char *path, unsigned int flags)
{
	int fd = tst_syscall(__NR_open_tree, AT_FDCWD, path, flags);

	if (fd < 0)
		tst_res(TFAIL | TERRNO, "open_tree(%s, %#x)", path, flags);
	return fd;
}

static void attach(int fd, const char *to)
{
	if (tst_syscall(__NR_move_mount, fd, "", AT_FDCWD, to, MOVE_MOUNT_F_EMPTY_PATH))
		tst_brk(TBROK | TERRNO, "move_mount(tree, %s)", to);
	dst_mounted = 1;
	SAFE_CLOSE(fd);
}

static void detach(void)
{
	SAFE_UMOUNT("dst");
	dst_mounted = 0;
}

static void run(void)
{
	struct stat a, b;
	int fd;

	fd = tree("src/dir", OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC);
	if (fd < 0)
		return;
	TST_EXP_EXPR(SAFE_FCNTL(fd, F_GETFD) & FD_CLOEXEC, "OPEN_TREE_CLOEXEC set FD_CLOEXEC");
	attach(fd, "dst");
	TST_EXP_PASS(access("dst/in_dir", F_OK), "the clone of src/dir shows its file");
	SAFE_FILE_PRINTF("dst/written", "x");
	TST_EXP_PASS(access("src/dir/written", F_OK),
		     "a file written through the clone is in src/dir");
	SAFE_UNLINK("src/dir/written");
	detach();

	fd = tree("src", OPEN_TREE_CLONE);
	if (fd < 0)
		return;
	attach(fd, "dst");
	TST_EXP_FAIL(access("dst/sub/marker", F_OK), ENOENT,
		     "without AT_RECURSIVE the submount is not copied");
	detach();

	fd = tree("src", OPEN_TREE_CLONE | AT_RECURSIVE);
	if (fd < 0)
		return;
	attach(fd, "dst");
	TST_EXP_PASS(access("dst/sub/marker", F_OK), "with AT_RECURSIVE the submount is copied");
	SAFE_UMOUNT("dst/sub");
	detach();

	fd = tree("src", 0);
	if (fd < 0)
		return;
	SAFE_FSTAT(fd, &a);
	SAFE_STAT("src", &b);
	TST_EXP_EXPR(a.st_ino == b.st_ino && a.st_dev == b.st_dev,
		     "without OPEN_TREE_CLONE the descriptor is the path itself");
	/* moving the root of src's mount through it moves src (and its submount) */
	TST_EXP_PASS(tst_syscall(__NR_move_mount, fd, "", AT_FDCWD, "moved",
				 MOVE_MOUNT_F_EMPTY_PATH), "move_mount() of the open_tree() fd");
	SAFE_CLOSE(fd);
	if (TST_PASS) {
		src_mounted = sub_mounted = 0;
		moved_mounted = 1;
		TST_EXP_PASS(access("moved/sub/marker", F_OK), "src's tree is now at \"moved\"");
		SAFE_UMOUNT("moved/sub");
		SAFE_UMOUNT("moved");
		moved_mounted = 0;
		make_src();
	}
}

static void setup(void)
{
	SAFE_MKDIR("src", 0755);
	SAFE_MKDIR("dst", 0755);
	SAFE_MKDIR("moved", 0755);
	make_src();
}

static void cleanup(void)
{
	if (dst_mounted)
		umount2("dst", MNT_DETACH);
	if (moved_mounted)
		umount2("moved", MNT_DETACH);
	if (sub_mounted)
		SAFE_UMOUNT("src/sub");
	if (src_mounted)
		SAFE_UMOUNT("src");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
