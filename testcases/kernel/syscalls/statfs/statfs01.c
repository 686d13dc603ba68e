// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * statfs(2) and fstatfs(2) on every filesystem, as man 2 statfs describes struct statfs:
 * f_type is the filesystem's magic number from the man page's list (FUSE_SUPER_MAGIC for a
 * FUSE mount), f_bsize is positive, f_namelen is the filesystem's name limit (255; 1530
 * bytes for vfat and exfat), f_bfree <= f_blocks and f_bavail <= f_bfree, f_ffree <= f_files, f_flags has no ST_RDONLY
 * on a read-write mount; fstatfs() on a descriptor of a file in the filesystem gives the
 * same answer. The free counts follow use: writing 4 MiB (synced) lowers f_bfree by at
 * least the blocks written (minus a quarter for metadata-free accounting differences),
 * creating files raises f_files - f_ffree (inodes in use) by one per file where the
 * filesystem counts inodes.
 */

#include <sys/statfs.h>
#include <sys/statvfs.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/file"
#define WRITE_SIZE (4 * 1024 * 1024)
#define NEW_FILES 10

static const struct {
	const char *fs;
	long magic;
} magics[] = {
	{"ext2", TST_EXT234_MAGIC}, {"ext3", TST_EXT234_MAGIC}, {"ext4", TST_EXT234_MAGIC},
	{"xfs", TST_XFS_MAGIC}, {"btrfs", TST_BTRFS_MAGIC}, {"tmpfs", TST_TMPFS_MAGIC},
	/* MSDOS_SUPER_MAGIC: vfat and msdos share it. */
	{"vfat", TST_VFAT_MAGIC}, {"msdos", TST_VFAT_MAGIC}, {"exfat", TST_EXFAT_MAGIC},
	/* The kernel's ntfs3 (and the old ntfs) driver; through FUSE it is FUSE_SUPER_MAGIC. */
	{"ntfs", TST_NTFS_MAGIC}, {"bcachefs", TST_BCACHEFS_MAGIC},
};

static long expected_magic(void)
{
	unsigned int i;

	if (tst_device->is_fuse)
		return TST_FUSE_MAGIC;
	for (i = 0; i < ARRAY_SIZE(magics); i++) {
		if (!strcmp(magics[i].fs, tst_device->fs_type))
			return magics[i].magic;
	}
	tst_brk(TBROK, "no magic number known for %s", tst_device->fs_type);
	return 0;
}

/*
 * 255, but vfat and exfat count in bytes of the longest UTF-8 name: 255 UTF-16 units of up
 * to 6 bytes each (FAT_LFN_LEN * NLS_MAX_CHARSET_SIZE = 1530).
 */
static long expected_namelen(void)
{
	if (!tst_device->is_fuse && (!strcmp(tst_device->fs_type, "vfat") ||
				     !strcmp(tst_device->fs_type, "exfat")))
		return 255 * 6;
	return 255;
}

static void check_fields(void)
{
	struct statfs sf, fsf;
	int fd;

	TST_EXP_PASS(statfs(MNTPOINT, &sf), "statfs(%s)", MNTPOINT);
	TST_EXP_EQ_LI(sf.f_type, expected_magic());
	TST_EXP_EXPR(sf.f_bsize > 0, "f_bsize (%ld) > 0", (long)sf.f_bsize);
	TST_EXP_EQ_LI(sf.f_namelen, expected_namelen());
	TST_EXP_EXPR(sf.f_blocks > 0 && sf.f_bfree <= sf.f_blocks && sf.f_bavail <= sf.f_bfree,
		     "f_bavail %llu <= f_bfree %llu <= f_blocks %llu",
		     (unsigned long long)sf.f_bavail, (unsigned long long)sf.f_bfree,
		     (unsigned long long)sf.f_blocks);
	/* A FUSE daemon makes up its inode counts (ntfs-3g's can disagree): not the kernel's. */
	if (tst_device->is_fuse) {
		tst_res(TINFO, "FUSE: f_ffree %llu, f_files %llu as the daemon reports them",
			(unsigned long long)sf.f_ffree, (unsigned long long)sf.f_files);
	} else {
		TST_EXP_EXPR(sf.f_ffree <= sf.f_files, "f_ffree %llu <= f_files %llu",
			     (unsigned long long)sf.f_ffree, (unsigned long long)sf.f_files);
	}
	TST_EXP_EXPR(!(sf.f_flags & ST_RDONLY), "no ST_RDONLY in f_flags (%#lx)",
		     (unsigned long)sf.f_flags);

	SAFE_TOUCH(FILE_PATH, 0644, NULL);
	fd = SAFE_OPEN(FILE_PATH, O_RDONLY);
	TST_EXP_PASS(fstatfs(fd, &fsf), "fstatfs(fd of %s)", FILE_PATH);
	SAFE_CLOSE(fd);
	SAFE_UNLINK(FILE_PATH);
	TST_EXP_EXPR(fsf.f_type == sf.f_type && fsf.f_bsize == sf.f_bsize &&
		     fsf.f_blocks == sf.f_blocks && fsf.f_namelen == sf.f_namelen,
		     "fstatfs() agrees with statfs() on type, bsize, blocks, namelen");
}

static void check_free_blocks(void)
{
	struct statfs before, after;
	static char buf[64 * 1024];
	unsigned long long used, written;
	int fd, i;

	memset(buf, 'y', sizeof(buf));
	sync();
	SAFE_STATFS(MNTPOINT, &before);
	fd = SAFE_OPEN(FILE_PATH, O_CREAT | O_WRONLY | O_TRUNC, 0644);
	for (i = 0; i < WRITE_SIZE / (int)sizeof(buf); i++)
		SAFE_WRITE(SAFE_WRITE_ALL, fd, buf, sizeof(buf));
	SAFE_FSYNC(fd);
	SAFE_CLOSE(fd);
	sync();
	SAFE_STATFS(MNTPOINT, &after);
	SAFE_UNLINK(FILE_PATH);

	written = WRITE_SIZE / before.f_bsize;
	used = before.f_bfree > after.f_bfree ? before.f_bfree - after.f_bfree : 0;
	TST_EXP_EXPR(used >= written - written / 4,
		     "f_bfree dropped by %llu blocks after writing %llu blocks", used, written);
}

/*
 * xfs frees unlinked inodes in the background, so the earlier unlinks may still be
 * settling: wait until two reads 100 ms apart agree on the inodes in use (at most 5 s).
 */
static void settled_statfs(struct statfs *sf)
{
	struct statfs prev;
	int i;

	sync();
	SAFE_STATFS(MNTPOINT, sf);
	for (i = 0; i < 50; i++) {
		prev = *sf;
		usleep(100000);
		SAFE_STATFS(MNTPOINT, sf);
		if (prev.f_files - prev.f_ffree == sf->f_files - sf->f_ffree)
			return;
	}
}

static void check_free_inodes(void)
{
	struct statfs before, after;
	char name[64];
	int i;

	settled_statfs(&before);
	if (tst_device->is_fuse) {
		tst_res(TCONF, "FUSE: inode counts come from the daemon, not the kernel");
		return;
	}
	if (!before.f_files) {
		tst_res(TCONF, "%s does not count inodes (f_files is 0)", tst_device->fs_type);
		return;
	}
	for (i = 0; i < NEW_FILES; i++) {
		snprintf(name, sizeof(name), MNTPOINT "/f%d", i);
		SAFE_TOUCH(name, 0644, NULL);
	}
	sync();
	SAFE_STATFS(MNTPOINT, &after);
	for (i = 0; i < NEW_FILES; i++) {
		snprintf(name, sizeof(name), MNTPOINT "/f%d", i);
		SAFE_UNLINK(name);
	}
	/* xfs derives f_files from the free space: compare inodes in use. */
	TST_EXP_EXPR((after.f_files - after.f_ffree) - (before.f_files - before.f_ffree) >=
		     NEW_FILES, "f_files - f_ffree grew by %lld after creating %d files",
		     (long long)((after.f_files - after.f_ffree) -
				 (before.f_files - before.f_ffree)), NEW_FILES);
}

static void run(void)
{
	check_fields();
	check_free_blocks();
	check_free_inodes();
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
