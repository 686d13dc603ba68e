/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Filesystem helpers shared by both API faces: filesystem magics and names, free space,
 * filling a filesystem, mount flags, and which filesystems this machine can test.
 * Functions whose legacy form takes a cleanup callback are declared once with a trailing
 * underscore and mapped to the face's public name below (see doc/internals.md).
 */
#ifndef TST_FS_H
#define TST_FS_H

#include <stddef.h>

/* statfs(2) f_type values */
#define TST_BTRFS_MAGIC		0x9123683E
#define TST_NFS_MAGIC		0x6969
#define TST_RAMFS_MAGIC		0x858458f6
#define TST_TMPFS_MAGIC		0x01021994
#define TST_V9FS_MAGIC		0x01021997
#define TST_XFS_MAGIC		0x58465342
#define TST_EXT2_OLD_MAGIC	0xEF51
#define TST_EXT234_MAGIC	0xEF53	/* ext2, ext3 and ext4 share it */
#define TST_MINIX_MAGIC		0x137F
#define TST_MINIX_MAGIC2	0x138F
#define TST_MINIX2_MAGIC	0x2468
#define TST_MINIX2_MAGIC2	0x2478
#define TST_MINIX3_MAGIC	0x4D5A
#define TST_UDF_MAGIC		0x15013346
#define TST_SYSV2_MAGIC		0x012FF7B6
#define TST_SYSV4_MAGIC		0x012FF7B5
#define TST_UFS_MAGIC		0x00011954
#define TST_UFS2_MAGIC		0x19540119
#define TST_F2FS_MAGIC		0xF2F52010
#define TST_NILFS_MAGIC		0x3434
#define TST_EXOFS_MAGIC		0x5DF5
#define TST_OVERLAYFS_MAGIC	0x794c7630
#define TST_FUSE_MAGIC		0x65735546
#define TST_VFAT_MAGIC		0x4d44	/* also msdos */
#define TST_EXFAT_MAGIC		0x2011BAB0UL
#define TST_NTFS_MAGIC		0x5346544e	/* ntfs and ntfs3 */
#define TST_BCACHEFS_MAGIC	0xca451a4e
#define TST_PROC_MAGIC		0x9fa0
#define TST_SYSFS_MAGIC		0x62656572
#define TST_DEVTMPFS_MAGIC	TST_TMPFS_MAGIC
#define TST_HUGETLBFS_MAGIC	0x958458f6
#define TST_CGROUP2_MAGIC	0x63677270
#define TST_EROFS_MAGIC		0xE0F5E1E2
#define TST_SQUASHFS_MAGIC	0x73717368

/* Units for tst_fs_has_free() */
enum {
	TST_BYTES = 1,
	TST_KB = 1024,
	TST_MB = 1048576,
	TST_GB = 1073741824,
};

/* statfs(path).f_type; TBROK when statfs fails. */
long tst_fs_type_(void (*cleanup)(void), const char *path);
/* "EXT2/EXT3/EXT4", "XFS", "tmpfs" ... or "Unknown". */
const char *tst_fs_type_name(long f_type);

/* 1 when the filesystem holding path has at least size * mult bytes available, else 0. */
int tst_fs_has_free_(void (*cleanup)(void), const char *path, unsigned int size,
		     unsigned int mult);

/*
 * How many of the mount options in flags (NULL-terminated, e.g. {"nodev", NULL}) are set
 * on the filesystem that holds path (the tmpdir when path is NULL).
 */
int tst_path_has_mnt_flags_(void (*cleanup)(void), const char *path, const char *flags[]);

/*
 * Create hard links to one file (subdirectories) in dir until EMLINK; return the limit
 * reached, leaving the links in place so the next one fails. Return 0, removing what was
 * made, when the filesystem ran out of space or has no limit below 65535.
 */
int tst_fs_fill_hardlinks_(void (*cleanup)(void), const char *dir);
int tst_fs_fill_subdirs_(void (*cleanup)(void), const char *dir);

/* Write bcount blocks of bs bytes of pattern to path (created). 0 or -1 with errno. */
int tst_fill_file(const char *path, char pattern, size_t bs, size_t bcount);
/* The same into an open fd at its offset: 0, or -1 with errno (ENOSPC for a short write). */
int tst_fill_fd(int fd, char pattern, size_t bs, size_t bcount);
/* Allocate bcount * bs bytes for path with fallocate (or writes). 0 or -1 with errno. */
int tst_prealloc_file(const char *path, size_t bs, size_t bcount);
/* The same on an open file: fallocate() from offset 0, or writes of zeroes. */
int tst_prealloc_size_fd(int fd, size_t bs, size_t bcount);

enum tst_fill_access_pattern {
	TST_FILL_BLOCKS,	/* fixed size blocks */
	TST_FILL_RANDOM,	/* random sized writes */
};
/* Write files into directory path until the filesystem is full (ENOSPC). */
void tst_fill_fs(const char *path, int verbose, enum tst_fill_access_pattern pattern);

/* 1 if dir has no entry besides . and .. (verbose: say what was found). */
int tst_dir_is_empty_(void (*cleanup)(void), const char *name, int verbose);
/* 1 if the path made from fmt exists (lstat), else 0. */
int tst_path_exists(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* ---- which filesystems can be tested here ---------------------------------------------- */
enum {
	TST_FS_UNSUPPORTED = 0,
	TST_FS_KERNEL = 1,
	TST_FS_FUSE = 2,
};

/*
 * TST_FS_KERNEL when the kernel has the filesystem (and its mkfs exists, tmpfs needs
 * none), TST_FS_FUSE when only a FUSE implementation can mount it, else
 * TST_FS_UNSUPPORTED. Prints the reason as TINFO lines.
 */
int tst_fs_is_supported(const char *fs_type);

/*
 * The whitelist (ext2, ext3, ext4, xfs, btrfs, bcachefs, vfat, exfat, ntfs, tmpfs) reduced
 * to what is supported and not in skiplist (NULL-terminated, may be NULL; "fuse" skips
 * every FUSE implementation). Honours LTP_SINGLE_FS_TYPE and LTP_FORCE_SINGLE_FS_TYPE.
 * Returns a NULL-terminated static array.
 */
const char **tst_get_supported_fs_types(const char *const *skiplist);
/* 1 if fs is listed in skiplist. */
int tst_fs_in_skiplist(const char *fs_type, const char *const *skiplist);

/* Smallest device in MB that fs_type's mkfs accepts and that mounts (see doc/devices.md). */
unsigned int tst_dev_min_size(const char *fs_type);

/* ---- the names each face uses ---------------------------------------------------------- */
#ifdef __TEST_H__
# define tst_fs_type(cleanup, path) tst_fs_type_(cleanup, path)
# define tst_fs_has_free(cleanup, path, size, mult) \
	tst_fs_has_free_(cleanup, path, size, mult)
# define tst_path_has_mnt_flags(cleanup, path, flags) \
	tst_path_has_mnt_flags_(cleanup, path, flags)
# define tst_fs_fill_hardlinks(cleanup, dir) tst_fs_fill_hardlinks_(cleanup, dir)
# define tst_fs_fill_subdirs(cleanup, dir) tst_fs_fill_subdirs_(cleanup, dir)
# define tst_dir_is_empty(cleanup, name, verbose) tst_dir_is_empty_(cleanup, name, verbose)
#else
# define tst_fs_type(path) tst_fs_type_(NULL, path)
# define tst_fs_has_free(path, size, mult) tst_fs_has_free_(NULL, path, size, mult)
# define tst_path_has_mnt_flags(path, flags) tst_path_has_mnt_flags_(NULL, path, flags)
# define tst_fs_fill_hardlinks(dir) tst_fs_fill_hardlinks_(NULL, dir)
# define tst_fs_fill_subdirs(dir) tst_fs_fill_subdirs_(NULL, dir)
# define tst_dir_is_empty(name, verbose) tst_dir_is_empty_(NULL, name, verbose)
#endif

#endif
