// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fsconfig(2) (no man page here; reference: Documentation/filesystems/mount_api.rst and
 * include/uapi/linux/mount.h) sets the parameters of a filesystem context before
 * FSCONFIG_CMD_CREATE. Checked on a tmpfs context, each parameter by its effect on the
 * resulting mount (attached at "mnt" with fsmount() and move_mount()):
 * - FSCONFIG_SET_STRING "size" "2m": statfs() reports 2 MiB of blocks;
 * - FSCONFIG_SET_STRING "mode" "0710": the root directory has mode 0710;
 * - FSCONFIG_SET_FLAG "ro": the superblock is read-only, creating a file is EROFS;
 * - FSCONFIG_SET_STRING "nr_inodes" "3": the root plus two files fill it (ENOSPC next).
 */

#include <sys/stat.h>
#include <sys/statfs.h>
#include "tst_test.h"
#include "../fsopen/newmount_ctx.h"

#define MNT NEWMOUNT_MNT

static void mount_with(const char *key, const char *value)
{
	int fd, mfd;

	fd = newmount_ctx_open("tmpfs");
	if (value)
		TST_EXP_PASS(tst_syscall(__NR_fsconfig, fd, FSCONFIG_SET_STRING, key, value, 0),
			     "fsconfig(FSCONFIG_SET_STRING, %s, %s)", key, value);
	else
		TST_EXP_PASS(tst_syscall(__NR_fsconfig, fd, FSCONFIG_SET_FLAG, key, NULL, 0),
			     "fsconfig(FSCONFIG_SET_FLAG, %s)", key);
	newmount_ctx_create(fd);
	mfd = newmount_mount(fd);
	newmount_attach_mnt(mfd);
	SAFE_CLOSE(mfd);
	SAFE_CLOSE(fd);
}

static void run(void)
{
	struct statfs sf;
	struct stat st;

	mount_with("size", "2m");
	SAFE_STATFS(MNT, &sf);
	TST_EXP_EQ_LU((unsigned long long)sf.f_blocks * sf.f_bsize, 2 * 1024 * 1024);
	newmount_mnt_detach();

	mount_with("mode", "0710");
	SAFE_STAT(MNT, &st);
	TST_EXP_EQ_LI(st.st_mode & 07777, 0710);
	newmount_mnt_detach();

	mount_with("ro", NULL);
	TST_EXP_FAIL(creat(MNT "/f", 0644), EROFS, "creat() on a tmpfs configured \"ro\"");
	newmount_mnt_detach();

	mount_with("nr_inodes", "3");
	SAFE_FILE_PRINTF(MNT "/a", "a");
	SAFE_FILE_PRINTF(MNT "/b", "b");
	TST_EXP_FAIL(creat(MNT "/c", 0644), ENOSPC, "creat() past nr_inodes=3");
	newmount_mnt_detach();
}

static struct tst_test test = {
	.test_all = run,
	.setup = newmount_mnt_setup,
	.cleanup = newmount_tmpfs_umount,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
