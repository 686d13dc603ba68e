// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fsopen(2) (no man page here; reference: the kernel's Documentation/filesystems/
 * mount_api.rst and include/uapi/linux/mount.h) on every filesystem: fsopen(fs_type)
 * returns a filesystem context descriptor; configured with fsconfig(FSCONFIG_SET_STRING,
 * "source", device) and FSCONFIG_CMD_CREATE, turned into a mount with fsmount() and
 * attached with move_mount(MOVE_MOUNT_F_EMPTY_PATH), it mounts the formatted device (or a
 * tmpfs) at the mount point. Checked: FSOPEN_CLOEXEC sets FD_CLOEXEC on the context
 * descriptor; the mount point is then a mount of that filesystem type (in
 * /proc/self/mountinfo) whose files are those reached through the fsmount() descriptor;
 * the mount is removed in the run. FUSE filesystems cannot be made this way: TCONF.
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"
#include "lapi/newmount.h"

#define MNTPOINT "mntpoint"

static int mounted;

static int mounted_as(const char *fs_type)
{
	char line[1024], want[128];
	FILE *f = SAFE_FOPEN("/proc/self/mountinfo", "r");
	int found = 0;

	snprintf(want, sizeof(want), "/" MNTPOINT " ");
	while (fgets(line, sizeof(line), f)) {
		char *sep = strstr(line, " - ");

		if (strstr(line, want) && sep && !strncmp(sep + 3, fs_type, strlen(fs_type)))
			found = 1;
	}
	SAFE_FCLOSE(f);
	return found;
}

static void run(void)
{
	struct stat a, b;
	int fd, mfd;

	fd = TST_EXP_FD(tst_syscall(__NR_fsopen, tst_device->fs_type, FSOPEN_CLOEXEC),
			"fsopen(%s, FSOPEN_CLOEXEC)", tst_device->fs_type);
	if (fd < 0)
		return;
	TST_EXP_EXPR(SAFE_FCNTL(fd, F_GETFD) & FD_CLOEXEC, "the context descriptor is CLOEXEC");
	if (strcmp(tst_device->fs_type, "tmpfs"))
		TST_EXP_PASS(tst_syscall(__NR_fsconfig, fd, FSCONFIG_SET_STRING, "source",
					 tst_device->dev, 0), "fsconfig(source=%s)",
			     tst_device->dev);
	TST_EXP_PASS(tst_syscall(__NR_fsconfig, fd, FSCONFIG_CMD_CREATE, NULL, NULL, 0),
		     "fsconfig(FSCONFIG_CMD_CREATE)");
	mfd = TST_EXP_FD(tst_syscall(__NR_fsmount, fd, FSMOUNT_CLOEXEC, 0), "fsmount()");
	SAFE_CLOSE(fd);
	if (mfd < 0)
		return;
	TST_EXP_PASS(tst_syscall(__NR_move_mount, mfd, "", AT_FDCWD, MNTPOINT,
				 MOVE_MOUNT_F_EMPTY_PATH), "move_mount() to %s", MNTPOINT);
	if (!TST_PASS) {
		SAFE_CLOSE(mfd);
		return;
	}
	mounted = 1;
	TST_EXP_EXPR(mounted_as(tst_device->fs_type), "%s is a %s mount", MNTPOINT,
		     tst_device->fs_type);
	SAFE_FILE_PRINTF(MNTPOINT "/file", "x");
	SAFE_STAT(MNTPOINT "/file", &a);
	if (fstatat(mfd, "file", &b, 0))
		tst_res(TFAIL | TERRNO, "fstatat(mount fd, \"file\")");
	else
		TST_EXP_EXPR(a.st_ino == b.st_ino && a.st_dev == b.st_dev,
			     "the mount fd and the mount point reach the same file");
	SAFE_UNLINK(MNTPOINT "/file");
	SAFE_CLOSE(mfd);
	SAFE_UMOUNT(MNTPOINT);
	mounted = 0;
}

static void setup(void)
{
	int fd = tst_syscall(__NR_fsopen, tst_device->fs_type, 0);

	if (fd < 0 && errno == ENODEV)
		tst_brk(TCONF, "the kernel has no %s (FUSE only)", tst_device->fs_type);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "fsopen(%s)", tst_device->fs_type);
	SAFE_CLOSE(fd);
}

static void cleanup(void)
{
	if (mounted)
		SAFE_UMOUNT(MNTPOINT);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.format_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
