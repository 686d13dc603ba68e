// SPDX-License-Identifier: GPL-2.0-or-later
/* What filesystem a path is on: statfs(2) f_type and a readable name for it. */
#include <sys/vfs.h>
#include "ltk_core.h"
#include "tst_fs.h"

long tst_fs_type_(void (*cleanup)(void), const char *path)
{
	struct statfs sbuf;

	if (statfs(path, &sbuf)) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup, "statfs(%s) failed", path);
		return 0;
	}
	return sbuf.f_type;
}

static const struct {
	unsigned long magic;
	const char *name;
} names[] = {
	{TST_TMPFS_MAGIC, "TMPFS"},
	{TST_NFS_MAGIC, "NFS"},
	{TST_V9FS_MAGIC, "9P"},
	{TST_RAMFS_MAGIC, "RAMFS"},
	{TST_BTRFS_MAGIC, "BTRFS"},
	{TST_XFS_MAGIC, "XFS"},
	{TST_EXT2_OLD_MAGIC, "EXT2"},
	{TST_EXT234_MAGIC, "EXT2/EXT3/EXT4"},
	{TST_MINIX_MAGIC, "MINIX"},
	{TST_MINIX_MAGIC2, "MINIX"},
	{TST_MINIX2_MAGIC, "MINIX"},
	{TST_MINIX2_MAGIC2, "MINIX"},
	{TST_MINIX3_MAGIC, "MINIX"},
	{TST_UDF_MAGIC, "UDF"},
	{TST_SYSV2_MAGIC, "SYSV2"},
	{TST_SYSV4_MAGIC, "SYSV4"},
	{TST_UFS_MAGIC, "UFS"},
	{TST_UFS2_MAGIC, "UFS"},
	{TST_F2FS_MAGIC, "F2FS"},
	{TST_NILFS_MAGIC, "NILFS"},
	{TST_EXOFS_MAGIC, "EXOFS"},
	{TST_OVERLAYFS_MAGIC, "OVERLAYFS"},
	{TST_FUSE_MAGIC, "FUSE"},
	{TST_VFAT_MAGIC, "VFAT"},
	{TST_EXFAT_MAGIC, "EXFAT"},
	{TST_NTFS_MAGIC, "NTFS"},
	{TST_BCACHEFS_MAGIC, "BCACHEFS"},
	{TST_PROC_MAGIC, "PROC"},
	{TST_SYSFS_MAGIC, "SYSFS"},
	{TST_HUGETLBFS_MAGIC, "HUGETLBFS"},
	{TST_CGROUP2_MAGIC, "CGROUP2"},
	{TST_EROFS_MAGIC, "EROFS"},
	{TST_SQUASHFS_MAGIC, "SQUASHFS"},
};

const char *tst_fs_type_name(long f_type)
{
	/* f_type is a signed long holding an unsigned 32-bit magic on some ABIs. */
	unsigned long magic = (unsigned long)f_type & 0xffffffffUL;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(names); i++) {
		if (names[i].magic == magic)
			return names[i].name;
	}
	return "Unknown";
}
