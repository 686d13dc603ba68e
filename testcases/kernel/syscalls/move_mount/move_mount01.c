// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * move_mount(2) (no man page here; reference: Documentation/filesystems/mount_api.rst and
 * include/uapi/linux/mount.h) moves a mount from (from_dfd, from_path) to (to_dfd,
 * to_path). Checked, all inside the tmpdir, following one tmpfs (and a file on it) around:
 * - MOVE_MOUNT_F_EMPTY_PATH: a detached mount (fsmount()) is attached at "a";
 * - a plain move from "a" to "b": "a" is no longer a mount point, "b" is, the file too;
 * - MOVE_MOUNT_T_EMPTY_PATH: the target is the directory to_dfd refers to ("c");
 * - MOVE_MOUNT_T_SYMLINKS: a symbolic link to "a" as to_path is followed, back to "a".
 */

#include "tst_test.h"
#include "../fsopen/newmount_ctx.h"

static int mounted_at[3];
static const char *const names[] = {"a", "b", "c"};

static void umount_all(void)
{
	int i;

	for (i = 0; i < 3; i++) {
		if (mounted_at[i]) {
			SAFE_UMOUNT(names[i]);
			mounted_at[i] = 0;
		}
	}
}

static void where(int at)
{
	char path[16];
	int i, ok = 1;

	for (i = 0; i < 3; i++) {
		mounted_at[i] = i == at;
		ok &= !!tst_is_mounted_at_tmpdir(names[i]) == (i == at);
	}
	TST_EXP_EXPR(ok, "the tmpfs is mounted at \"%s\" only", names[at]);
	snprintf(path, sizeof(path), "%s/file", names[at]);
	TST_EXP_EXPR(access(path, F_OK) == 0, "the file is at %s", path);
}

static void run(void)
{
	int mfd, dfd;

	mfd = newmount_detached_tmpfs();
	TST_EXP_PASS(tst_syscall(__NR_move_mount, mfd, "", AT_FDCWD, "a",
				 MOVE_MOUNT_F_EMPTY_PATH), "move_mount(detached, \"a\")");
	SAFE_CLOSE(mfd);
	if (!TST_PASS)
		return;
	mounted_at[0] = 1;
	SAFE_FILE_PRINTF("a/file", "x");
	where(0);

	TST_EXP_PASS(tst_syscall(__NR_move_mount, AT_FDCWD, "a", AT_FDCWD, "b", 0),
		     "move_mount(\"a\", \"b\")");
	if (!TST_PASS)
		return;
	where(1);

	dfd = SAFE_OPEN("c", O_RDONLY | O_DIRECTORY);
	TST_EXP_PASS(tst_syscall(__NR_move_mount, AT_FDCWD, "b", dfd, "",
				 MOVE_MOUNT_T_EMPTY_PATH), "move_mount(\"b\", fd of c, \"\")");
	SAFE_CLOSE(dfd);
	if (!TST_PASS)
		return;
	where(2);

	TST_EXP_PASS(tst_syscall(__NR_move_mount, AT_FDCWD, "c", AT_FDCWD, "link_to_a",
				 MOVE_MOUNT_T_SYMLINKS), "move_mount(\"c\", link, T_SYMLINKS)");
	if (!TST_PASS)
		return;
	where(0);
	umount_all();
}

static void setup(void)
{
	int i, fd;

	for (i = 0; i < 3; i++)
		SAFE_MKDIR(names[i], 0755);
	SAFE_SYMLINK("a", "link_to_a");
	fd = newmount_detached_tmpfs();
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = umount_all,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
