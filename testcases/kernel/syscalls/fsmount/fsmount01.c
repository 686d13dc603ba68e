// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fsmount(2) (no man page here; reference: Documentation/filesystems/mount_api.rst and
 * include/uapi/linux/mount.h) turns a created filesystem context into a detached mount
 * whose mount attributes are attr_flags. Checked for each of MOUNT_ATTR_RDONLY, NOSUID,
 * NODEV, NOEXEC, NOATIME, NODIRATIME and none: once attached with move_mount() the mount
 * shows exactly that flag in statvfs(3) f_flag (RDONLY also makes creat() EROFS);
 * FSMOUNT_CLOEXEC sets FD_CLOEXEC; the detached mount is usable before it is attached
 * (a file created through the mount descriptor is there after move_mount()).
 */

#include <sys/statvfs.h>
#include "tst_test.h"
#include "../fsopen/newmount_ctx.h"

#define MNT NEWMOUNT_MNT

static struct tcase {
	unsigned int attr;
	unsigned long st_flag;
	const char *name;
} tcases[] = {
	{0, 0, "no attribute"},
	{MOUNT_ATTR_RDONLY, ST_RDONLY, "MOUNT_ATTR_RDONLY"},
	{MOUNT_ATTR_NOSUID, ST_NOSUID, "MOUNT_ATTR_NOSUID"},
	{MOUNT_ATTR_NODEV, ST_NODEV, "MOUNT_ATTR_NODEV"},
	{MOUNT_ATTR_NOEXEC, ST_NOEXEC, "MOUNT_ATTR_NOEXEC"},
	{MOUNT_ATTR_NOATIME, ST_NOATIME, "MOUNT_ATTR_NOATIME"},
	{MOUNT_ATTR_NODIRATIME, ST_NODIRATIME, "MOUNT_ATTR_NODIRATIME"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	const unsigned long all = ST_RDONLY | ST_NOSUID | ST_NODEV | ST_NOEXEC | ST_NOATIME |
				  ST_NODIRATIME;
	struct statvfs sv;
	int fd, mfd, f;

	fd = newmount_ctx_open("tmpfs");
	newmount_ctx_create(fd);
	mfd = TST_EXP_FD(tst_syscall(__NR_fsmount, fd, FSMOUNT_CLOEXEC, tc->attr),
			 "fsmount(%s)", tc->name);
	SAFE_CLOSE(fd);
	if (mfd < 0)
		return;
	TST_EXP_EXPR(SAFE_FCNTL(mfd, F_GETFD) & FD_CLOEXEC, "the mount fd is CLOEXEC");
	if (!tc->attr) {
		f = openat(mfd, "early", O_CREAT | O_WRONLY, 0644);
		if (f < 0)
			tst_res(TFAIL | TERRNO, "creating a file in the detached mount");
		else
			SAFE_CLOSE(f);
	}
	newmount_attach_mnt(mfd);
	SAFE_CLOSE(mfd);

	SAFE_STATVFS(MNT, &sv);
	TST_EXP_EXPR((sv.f_flag & all) == tc->st_flag, "%s: f_flag %#lx, want %#lx", tc->name,
		     sv.f_flag & all, tc->st_flag);
	if (tc->attr == MOUNT_ATTR_RDONLY)
		TST_EXP_FAIL(creat(MNT "/f", 0644), EROFS, "creat() on the read-only mount");
	if (!tc->attr)
		TST_EXP_PASS(access(MNT "/early", F_OK), "the file made before attaching is there");
	newmount_mnt_detach();
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = newmount_mnt_setup,
	.cleanup = newmount_tmpfs_umount,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
