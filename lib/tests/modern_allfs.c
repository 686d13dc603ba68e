// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .all_filesystems with .mount_device: the test runs once per filesystem and statfs() of
 * the mount point must show that filesystem really mounted there.
 */
#include <sys/vfs.h>
#include "tst_test.h"

#define MNT "mntpoint"

static const struct {
	const char *fs;
	long magic;
} magics[] = {
	{"ext2", TST_EXT234_MAGIC}, {"ext3", TST_EXT234_MAGIC}, {"ext4", TST_EXT234_MAGIC},
	{"xfs", TST_XFS_MAGIC}, {"btrfs", TST_BTRFS_MAGIC}, {"tmpfs", TST_TMPFS_MAGIC},
	{"vfat", TST_VFAT_MAGIC}, {"exfat", TST_EXFAT_MAGIC}, {"ntfs", TST_NTFS_MAGIC},
	{"bcachefs", TST_BCACHEFS_MAGIC},
};

/* LTK_CONF_FS / LTK_BRK_FS: end the setup on that filesystem with TCONF / TBROK. */
static void setup(void)
{
	const char *conf = getenv("LTK_CONF_FS"), *brk = getenv("LTK_BRK_FS");

	tst_res(TINFO, "setup on %s (%s)", tst_device->fs_type, tst_device->dev ?: "no device");
	if (conf && !strcmp(conf, tst_device->fs_type))
		tst_brk(TCONF, "no %s for this test", conf);
	if (brk && !strcmp(brk, tst_device->fs_type))
		tst_brk(TBROK, "%s broke the test", brk);
}

static void run(void)
{
	struct statfs sf;
	unsigned int i;

	if (statfs(MNT, &sf))
		tst_brk(TBROK | TERRNO, "statfs(%s) failed", MNT);
	for (i = 0; i < ARRAY_SIZE(magics); i++) {
		if (strcmp(magics[i].fs, tst_device->fs_type))
			continue;
		if ((long)sf.f_type == magics[i].magic || (tst_device->is_fuse &&
						     sf.f_type == TST_FUSE_MAGIC))
			tst_res(TPASS, "%s is mounted at %s", tst_device->fs_type, MNT);
		else
			tst_res(TFAIL, "%s: statfs(%s) f_type 0x%lx, expected 0x%lx",
				tst_device->fs_type, MNT, (long)sf.f_type, magics[i].magic);
		return;
	}
	tst_res(TFAIL, "unexpected filesystem %s", tst_device->fs_type);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.mntpoint = MNT,
	.skip_filesystems = (const char *const []){"vfat", NULL},
};
