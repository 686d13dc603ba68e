// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fanotify_mark(2) fails with EXDEV (man 2 fanotify_mark) for a FAN_REPORT_FID group's
 * filesystem mark on a btrfs subvolume, whose fsid differs from its filesystem root's
 * (statfs() f_fsid of both compared first), on a btrfs loop device; the same mark on the
 * filesystem root succeeds. After the failure a file created in the subvolume reports
 * nothing, and removing the mark finds none (ENOENT).
 */

#include <sys/fanotify.h>
#include <sys/ioctl.h>
#include <sys/vfs.h>
#include <linux/btrfs.h>
#include "tst_test.h"

#define MNT "mntpoint"
#define SUBVOL MNT "/subvol"

static int group = -1;

static int mark(unsigned int flags, const char *path)
{
	/* A 64-bit mask: a 32-bit ABI passes it in two argument slots. */
	return tst_syscall(__NR_fanotify_mark, group, flags, (uint64_t)(FAN_CREATE | FAN_ONDIR),
			   AT_FDCWD, path);
}

static void run(void)
{
	char buf[256];
	int fd;

	TST_EXP_FAIL(mark(FAN_MARK_ADD | FAN_MARK_FILESYSTEM, SUBVOL), EXDEV,
		     "fanotify_mark(FAN_MARK_FILESYSTEM, a btrfs subvolume)");
	fd = SAFE_OPEN(SUBVOL "/new", O_CREAT | O_WRONLY, 0600);
	SAFE_CLOSE(fd);
	SAFE_UNLINK(SUBVOL "/new");
	TST_EXP_FAIL2(read(group, buf, sizeof(buf)), EAGAIN, "no event after the failed mark");
	TST_EXP_FAIL(mark(FAN_MARK_REMOVE | FAN_MARK_FILESYSTEM, MNT), ENOENT,
		     "no filesystem mark to remove");

	TST_EXP_PASS(mark(FAN_MARK_ADD | FAN_MARK_FILESYSTEM, MNT),
		     "fanotify_mark(FAN_MARK_FILESYSTEM, the btrfs root)");
	TST_EXP_PASS(mark(FAN_MARK_REMOVE | FAN_MARK_FILESYSTEM, MNT),
		     "fanotify_mark(REMOVE, the btrfs root)");
}

static void setup(void)
{
	struct btrfs_ioctl_vol_args args = {};
	struct statfs root, sub;
	int dir = SAFE_OPEN(MNT, O_RDONLY | O_DIRECTORY);

	strcpy(args.name, "subvol");
	SAFE_IOCTL(dir, BTRFS_IOC_SUBVOL_CREATE, &args);
	SAFE_CLOSE(dir);
	SAFE_STATFS(MNT, &root);
	SAFE_STATFS(SUBVOL, &sub);
	if (!memcmp(&root.f_fsid, &sub.f_fsid, sizeof(root.f_fsid)))
		tst_brk(TCONF, "the subvolume has its filesystem's fsid here");
	group = tst_syscall(__NR_fanotify_init, FAN_CLASS_NOTIF | FAN_REPORT_FID | FAN_NONBLOCK,
			    O_RDONLY);
	if (group < 0)
		tst_brk(TBROK | TERRNO, "fanotify_init(FAN_REPORT_FID)");
}

static void cleanup(void)
{
	if (group > 0)
		SAFE_CLOSE(group);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNT,
	.filesystems = (struct tst_fs []) {
		{.type = "btrfs"},
		{}
	},
	.needs_kconfigs = (const char *[]){"CONFIG_FANOTIFY=y", NULL},
};
