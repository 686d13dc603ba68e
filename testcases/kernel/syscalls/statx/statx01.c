// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * statx(2) on every filesystem, mask bit by mask bit, as the man page describes them.
 * stx_mask is checked honestly: the basic bits (STATX_BASIC_STATS) must come back and agree
 * with stat(2) (type, mode, nlink, uid, gid, atime/mtime/ctime to the nanosecond, ino,
 * size, blocks, dev); a bit beyond those that the filesystem does not fill is reported as
 * TCONF for that filesystem, never as a failure. Where filled:
 * - STATX_BTIME: the creation time lies in the window of tst_time_window.h around the
 *   creation (coarse clock before, fine clock after, start truncated to the measured mtime
 *   granularity, which is at least as coarse as btime's on every filesystem: vfat keeps
 *   btime in 10 ms, mtime in 2 s steps), and not after the last modification (compared at
 *   the mtime granularity);
 * - STATX_MNT_ID: the mount id /proc/self/fdinfo shows for a descriptor of the file;
 * - STATX_MNT_ID_UNIQUE: the same for the file and the mount's root directory, different
 *   from the enclosing mount's;
 * - STATX_DIOALIGN / STATX_DIO_READ_ALIGN: an O_DIRECT read with that buffer and offset
 *   alignment succeeds (both 0 means direct I/O is not supported);
 * - STATX_SUBVOL: the same subvolume id for the file and the directory holding it;
 * - STATX_WRITE_ATOMIC: unit_min <= unit_max, both powers of two, STATX_ATTR_WRITE_ATOMIC set.
 * Attributes: STATX_ATTR_MOUNT_ROOT is set on the mount point and clear on a file in it;
 * STATX_ATTR_IMMUTABLE, _APPEND, _NODUMP and _COMPRESSED, where stx_attributes_mask says the
 * filesystem supports them, follow the inode flags set with FS_IOC_SETFLAGS;
 * STATX_ATTR_ENCRYPTED, _VERITY, _DAX and _AUTOMOUNT are clear on a new file nobody set up
 * for encryption, fs-verity or DAX (a loop device cannot do DAX), and every bit set in
 * stx_attributes is one stx_attributes_mask declares supported.
 * The AT_STATX_SYNC_TYPE values AT_STATX_SYNC_AS_STAT, AT_STATX_FORCE_SYNC and
 * AT_STATX_DONT_SYNC all give the same answer on a local filesystem.
 */

#include <stdio.h>
#include <stdlib.h>
#include <linux/fs.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "tst_test.h"
#include "tst_time_window.h"
#include "lapi/statx.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/file"
#define DATA_SIZE (64 * 1024)

static struct tst_time_window created;
/* mtime granularity: vfat keeps mtime in 2 s steps but btime in 10 ms steps. */
static struct tst_fs_time_gran gran;

static long long stx_ns(const struct statx_timestamp *ts)
{
	return ts->tv_sec * 1000000000LL + ts->tv_nsec;
}

static int ts_eq(const struct statx_timestamp *a, const struct timespec *b)
{
	return a->tv_sec == b->tv_sec && (long)a->tv_nsec == b->tv_nsec;
}

static void get(const char *path, unsigned int mask, struct ltp_statx *stx)
{
	memset(stx, 0xff, sizeof(*stx));
	if (ltk_statx(AT_FDCWD, path, 0, mask, stx))
		tst_brk(TBROK | TERRNO, "statx(%s, %#x)", path, mask);
}

static void check_basic(void)
{
	struct ltp_statx stx;
	struct stat st;

	get(FILE_PATH, STATX_BASIC_STATS, &stx);
	SAFE_STAT(FILE_PATH, &st);
	TST_EXP_EQ_LU(stx.stx_mask & STATX_BASIC_STATS, STATX_BASIC_STATS);
	TST_EXP_EQ_LU(stx.stx_mode, st.st_mode);
	TST_EXP_EQ_LU(stx.stx_nlink, st.st_nlink);
	TST_EXP_EQ_LU(stx.stx_uid, st.st_uid);
	TST_EXP_EQ_LU(stx.stx_gid, st.st_gid);
	TST_EXP_EQ_LU(stx.stx_ino, st.st_ino);
	TST_EXP_EQ_LU(stx.stx_size, DATA_SIZE);
	TST_EXP_EQ_LU(stx.stx_blocks, st.st_blocks);
	TST_EXP_EQ_LU(stx.stx_blksize, st.st_blksize);
	TST_EXP_EXPR(makedev(stx.stx_dev_major, stx.stx_dev_minor) == st.st_dev,
		     "stx_dev %u:%u is st_dev", stx.stx_dev_major, stx.stx_dev_minor);
	TST_EXP_EXPR(ts_eq(&stx.stx_atime, &st.st_atim) && ts_eq(&stx.stx_mtime, &st.st_mtim) &&
		     ts_eq(&stx.stx_ctime, &st.st_ctim),
		     "atime/mtime/ctime equal stat's to the ns");
}

static void check_btime(void)
{
	struct ltp_statx stx;
	struct timespec btime;

	get(FILE_PATH, STATX_BTIME | STATX_MTIME, &stx);
	if (!(stx.stx_mask & STATX_BTIME)) {
		tst_res(TCONF, "%s does not report STATX_BTIME", tst_device->fs_type);
		return;
	}
	btime.tv_sec = stx.stx_btime.tv_sec;
	btime.tv_nsec = stx.stx_btime.tv_nsec;
	TST_TIME_WINDOW_CHECK(&created, "btime (the creation)", &btime, gran.mtime_ns);
	/* Compared at the coarser mtime granularity: a new file's mtime may read earlier. */
	TST_EXP_EXPR(stx_ns(&stx.stx_btime) - stx_ns(&stx.stx_btime) % gran.mtime_ns <=
		     stx_ns(&stx.stx_mtime), "btime <= mtime (to %lld ns)", gran.mtime_ns);
}

static unsigned long long fdinfo_mnt_id(const char *path)
{
	char name[64];
	unsigned long long id = 0;
	int fd = SAFE_OPEN(path, O_RDONLY);

	snprintf(name, sizeof(name), "/proc/self/fdinfo/%d", fd);
	SAFE_FILE_LINES_SCANF(name, "mnt_id: %llu", &id);
	SAFE_CLOSE(fd);
	return id;
}

static void check_mnt_id(void)
{
	struct ltp_statx stx, root, parent;

	get(FILE_PATH, STATX_MNT_ID, &stx);
	if (!(stx.stx_mask & STATX_MNT_ID)) {
		tst_res(TCONF, "STATX_MNT_ID not reported");
	} else {
		TST_EXP_EQ_LU(stx.stx_mnt_id, fdinfo_mnt_id(FILE_PATH));
	}

	get(FILE_PATH, STATX_MNT_ID_UNIQUE, &stx);
	if (!(stx.stx_mask & STATX_MNT_ID_UNIQUE)) {
		tst_res(TCONF, "STATX_MNT_ID_UNIQUE not reported");
		return;
	}
	get(MNTPOINT, STATX_MNT_ID_UNIQUE, &root);
	get(".", STATX_MNT_ID_UNIQUE, &parent);
	TST_EXP_EQ_LU(stx.stx_mnt_id, root.stx_mnt_id);
	TST_EXP_EXPR(stx.stx_mnt_id != parent.stx_mnt_id,
		     "unique mount id %llu differs from the enclosing mount's %llu",
		     (unsigned long long)stx.stx_mnt_id, (unsigned long long)parent.stx_mnt_id);
}

static void dio_read(unsigned int mem_align, unsigned int off_align, const char *what)
{
	unsigned int len = off_align > mem_align ? off_align : mem_align;
	void *buf;
	int fd;

	buf = aligned_alloc(mem_align, len);
	if (!buf)
		tst_brk(TBROK, "aligned_alloc(%u, %u)", mem_align, len);
	fd = SAFE_OPEN(FILE_PATH, O_RDONLY | O_DIRECT);
	TST_EXP_VAL(pread(fd, buf, off_align, off_align), off_align,
		    "O_DIRECT pread of %u bytes at offset %u, buffer aligned to %u (%s)",
		    off_align, off_align, mem_align, what);
	SAFE_CLOSE(fd);
	free(buf);
}

static void check_dio(void)
{
	struct ltp_statx stx;

	get(FILE_PATH, STATX_DIOALIGN | STATX_DIO_READ_ALIGN, &stx);
	if (!(stx.stx_mask & STATX_DIOALIGN)) {
		tst_res(TCONF, "%s does not report STATX_DIOALIGN", tst_device->fs_type);
	} else if (!stx.stx_dio_mem_align || !stx.stx_dio_offset_align) {
		TST_EXP_EXPR(!stx.stx_dio_mem_align && !stx.stx_dio_offset_align,
			     "direct I/O unsupported: both alignments are 0");
	} else {
		dio_read(stx.stx_dio_mem_align, stx.stx_dio_offset_align, "STATX_DIOALIGN");
	}

	if (!(stx.stx_mask & STATX_DIO_READ_ALIGN)) {
		tst_res(TCONF, "%s does not report STATX_DIO_READ_ALIGN", tst_device->fs_type);
	} else if (stx.stx_dio_read_offset_align && stx.stx_dio_mem_align) {
		TST_EXP_EXPR(stx.stx_dio_read_offset_align <= stx.stx_dio_offset_align,
			     "read offset alignment %u <= offset alignment %u",
			     stx.stx_dio_read_offset_align, stx.stx_dio_offset_align);
		dio_read(stx.stx_dio_mem_align, stx.stx_dio_read_offset_align,
			 "STATX_DIO_READ_ALIGN");
	} else {
		tst_res(TINFO, "STATX_DIO_READ_ALIGN reports no direct-I/O read alignment");
	}
}

static void check_subvol(void)
{
	struct ltp_statx stx, dir;

	get(FILE_PATH, STATX_SUBVOL, &stx);
	if (!(stx.stx_mask & STATX_SUBVOL)) {
		tst_res(TCONF, "%s does not report STATX_SUBVOL", tst_device->fs_type);
		return;
	}
	get(MNTPOINT, STATX_SUBVOL, &dir);
	TST_EXP_EQ_LU(stx.stx_subvol, dir.stx_subvol);
}

static int pow2(unsigned int v)
{
	return v && !(v & (v - 1));
}

static void check_write_atomic(void)
{
	struct ltp_statx stx;

	get(FILE_PATH, STATX_WRITE_ATOMIC, &stx);
	if (!(stx.stx_mask & STATX_WRITE_ATOMIC) || !stx.stx_atomic_write_unit_max) {
		tst_res(TCONF, "%s reports no atomic write limits here", tst_device->fs_type);
		return;
	}
	TST_EXP_EXPR(pow2(stx.stx_atomic_write_unit_min) &&
		     pow2(stx.stx_atomic_write_unit_max) &&
		     stx.stx_atomic_write_unit_min <= stx.stx_atomic_write_unit_max,
		     "atomic write units %u..%u", stx.stx_atomic_write_unit_min,
		     stx.stx_atomic_write_unit_max);
	TST_EXP_EXPR(stx.stx_attributes & STATX_ATTR_WRITE_ATOMIC, "STATX_ATTR_WRITE_ATOMIC set");
}

static void check_mount_root(void)
{
	struct ltp_statx root, file;

	get(MNTPOINT, STATX_BASIC_STATS, &root);
	get(FILE_PATH, STATX_BASIC_STATS, &file);
	TST_EXP_EXPR(root.stx_attributes_mask & STATX_ATTR_MOUNT_ROOT,
		     "STATX_ATTR_MOUNT_ROOT is in stx_attributes_mask");
	TST_EXP_EXPR(root.stx_attributes & STATX_ATTR_MOUNT_ROOT,
		     "mount point has STATX_ATTR_MOUNT_ROOT");
	TST_EXP_EXPR(!(file.stx_attributes & STATX_ATTR_MOUNT_ROOT),
		     "file in the mount has no STATX_ATTR_MOUNT_ROOT");
}

static const struct inode_attr {
	uint64_t attr;
	int fs_flag;
	const char *name;
} inode_attrs[] = {
	{STATX_ATTR_COMPRESSED, FS_COMPR_FL, "STATX_ATTR_COMPRESSED"},
	{STATX_ATTR_IMMUTABLE, FS_IMMUTABLE_FL, "STATX_ATTR_IMMUTABLE"},
	{STATX_ATTR_APPEND, FS_APPEND_FL, "STATX_ATTR_APPEND"},
	{STATX_ATTR_NODUMP, FS_NODUMP_FL, "STATX_ATTR_NODUMP"},
};

static void check_inode_attr(const struct inode_attr *a)
{
	struct ltp_statx stx;
	int fd, flags, set;

	get(FILE_PATH, STATX_BASIC_STATS, &stx);
	if (!(stx.stx_attributes_mask & a->attr)) {
		tst_res(TCONF, "%s does not support %s", tst_device->fs_type, a->name);
		return;
	}
	fd = SAFE_OPEN(FILE_PATH, O_RDONLY);
	SAFE_IOCTL(fd, FS_IOC_GETFLAGS, &flags);
	set = flags | a->fs_flag;
	if (ioctl(fd, FS_IOC_SETFLAGS, &set)) {
		tst_res(TCONF | TERRNO, "%s: FS_IOC_SETFLAGS for %s", tst_device->fs_type,
			a->name);
		SAFE_CLOSE(fd);
		return;
	}
	get(FILE_PATH, STATX_BASIC_STATS, &stx);
	SAFE_IOCTL(fd, FS_IOC_SETFLAGS, &flags);
	SAFE_CLOSE(fd);
	TST_EXP_EXPR(stx.stx_attributes & a->attr, "%s set with the inode flag", a->name);
	get(FILE_PATH, STATX_BASIC_STATS, &stx);
	TST_EXP_EXPR(!(stx.stx_attributes & a->attr), "%s clear again", a->name);
}

static void check_unset_attrs(void)
{
	static const struct {
		uint64_t attr;
		const char *name;
	} attrs[] = {
		{STATX_ATTR_ENCRYPTED, "STATX_ATTR_ENCRYPTED"},
		{STATX_ATTR_VERITY, "STATX_ATTR_VERITY"},
		{STATX_ATTR_DAX, "STATX_ATTR_DAX"},
		{STATX_ATTR_AUTOMOUNT, "STATX_ATTR_AUTOMOUNT"},
	};
	struct ltp_statx stx;
	unsigned int i;

	get(FILE_PATH, STATX_BASIC_STATS, &stx);
	for (i = 0; i < ARRAY_SIZE(attrs); i++) {
		TST_EXP_EXPR(!(stx.stx_attributes & attrs[i].attr),
			     "%s clear on a plain new file%s", attrs[i].name,
			     stx.stx_attributes_mask & attrs[i].attr ?
			     "" : " (not in stx_attributes_mask)");
	}
	TST_EXP_EXPR(!(stx.stx_attributes & ~stx.stx_attributes_mask),
		     "stx_attributes %#llx within stx_attributes_mask %#llx",
		     (unsigned long long)stx.stx_attributes,
		     (unsigned long long)stx.stx_attributes_mask);
}

static void check_sync_types(void)
{
	static const struct {
		int flag;
		const char *name;
	} types[] = {
		{AT_STATX_SYNC_AS_STAT, "AT_STATX_SYNC_AS_STAT"},
		{AT_STATX_FORCE_SYNC, "AT_STATX_FORCE_SYNC"},
		{AT_STATX_DONT_SYNC, "AT_STATX_DONT_SYNC"},
	};
	struct ltp_statx stx;
	struct stat st;
	unsigned int i;

	SAFE_STAT(FILE_PATH, &st);
	for (i = 0; i < ARRAY_SIZE(types); i++) {
		TST_EXP_PASS(ltk_statx(AT_FDCWD, FILE_PATH, types[i].flag, STATX_BASIC_STATS, &stx),
			     "statx(%s)", types[i].name);
		TST_EXP_EXPR(stx.stx_ino == st.st_ino && stx.stx_size == DATA_SIZE,
			     "%s: same inode and size", types[i].name);
	}
}

static void run(void)
{
	unsigned int i;

	check_basic();
	check_btime();
	check_mnt_id();
	check_dio();
	check_subvol();
	check_write_atomic();
	check_mount_root();
	for (i = 0; i < ARRAY_SIZE(inode_attrs); i++)
		check_inode_attr(&inode_attrs[i]);
	check_unset_attrs();
	check_sync_types();
}

static void setup(void)
{
	char *data = SAFE_MALLOC(DATA_SIZE);
	int fd;

	memset(data, 'x', DATA_SIZE);
	tst_time_window_start(&created);
	fd = SAFE_OPEN(FILE_PATH, O_CREAT | O_WRONLY, 0640);
	tst_time_window_end(&created);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, data, DATA_SIZE);
	SAFE_FSYNC(fd);
	SAFE_CLOSE(fd);
	free(data);
	tst_fs_time_gran(MNTPOINT, &gran);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* 128-byte ext2 inodes keep whole seconds and no btime: a coarse filesystem in the set. */
	.filesystems = (struct tst_fs []){
		{.type = "ext2", .mkfs_opts = (const char *const []){"-I", "128", NULL}},
		{}
	},
};
