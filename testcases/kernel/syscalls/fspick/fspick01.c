// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fspick(2) (no man page here; reference: Documentation/filesystems/mount_api.rst and
 * include/uapi/linux/mount.h) opens a filesystem context for the superblock of an existing
 * mount so that fsconfig(FSCONFIG_CMD_RECONFIGURE) can change it. Checked on a tmpfs
 * mounted at "mnt" inside the tmpdir:
 * - FSPICK_CLOEXEC sets FD_CLOEXEC;
 * - FSCONFIG_SET_FLAG "ro" + FSCONFIG_CMD_RECONFIGURE: the filesystem turns read-only
 *   (creat() is EROFS), and "rw" + RECONFIGURE turns it back;
 * - FSCONFIG_SET_STRING "size" "2m" + RECONFIGURE: statfs() reports 2 MiB;
 * - FSPICK_EMPTY_PATH picks the mount a directory descriptor refers to.
 */

#include <sys/statfs.h>
#include "tst_test.h"
#include "../fsopen/newmount_ctx.h"

#define MNT NEWMOUNT_MNT

static void reconfigure(int fd, unsigned int cmd, const char *key, const char *value)
{
	TST_EXP_PASS(tst_syscall(__NR_fsconfig, fd, cmd, key, value, 0),
		     "fsconfig(%s%s%s)", key, value ? "=" : "", value ? value : "");
	TST_EXP_PASS(tst_syscall(__NR_fsconfig, fd, FSCONFIG_CMD_RECONFIGURE, NULL, NULL, 0),
		     "fsconfig(FSCONFIG_CMD_RECONFIGURE)");
}

static void run(void)
{
	struct statfs sf;
	int fd, dfd;

	fd = TST_EXP_FD(tst_syscall(__NR_fspick, AT_FDCWD, MNT, FSPICK_CLOEXEC),
			"fspick(AT_FDCWD, \"mnt\", FSPICK_CLOEXEC)");
	if (fd < 0)
		return;
	TST_EXP_EXPR(SAFE_FCNTL(fd, F_GETFD) & FD_CLOEXEC, "FSPICK_CLOEXEC set FD_CLOEXEC");
	reconfigure(fd, FSCONFIG_SET_FLAG, "ro", NULL);
	TST_EXP_FAIL(creat(MNT "/f", 0644), EROFS, "creat() after reconfiguring ro");
	reconfigure(fd, FSCONFIG_SET_FLAG, "rw", NULL);
	TST_EXP_FD(creat(MNT "/f", 0644), "creat() after reconfiguring rw");
	if (TST_RET >= 0) {
		SAFE_CLOSE(TST_RET);
		SAFE_UNLINK(MNT "/f");
	}
	SAFE_CLOSE(fd);

	dfd = SAFE_OPEN(MNT, O_RDONLY | O_DIRECTORY);
	fd = TST_EXP_FD(tst_syscall(__NR_fspick, dfd, "", FSPICK_EMPTY_PATH),
			"fspick(fd, \"\", FSPICK_EMPTY_PATH)");
	SAFE_CLOSE(dfd);
	if (fd < 0)
		return;
	reconfigure(fd, FSCONFIG_SET_STRING, "size", "2m");
	SAFE_STATFS(MNT, &sf);
	TST_EXP_EQ_LU((unsigned long long)sf.f_blocks * sf.f_bsize, 2 * 1024 * 1024);
	reconfigure(fd, FSCONFIG_SET_STRING, "size", "1m");
	SAFE_CLOSE(fd);
}


static struct tst_test test = {
	.test_all = run,
	.setup = newmount_tmpfs_mnt,
	.cleanup = newmount_tmpfs_umount,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
