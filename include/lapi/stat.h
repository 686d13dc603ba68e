/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * statx(2) and fchmodat2(2): fallback definitions for headers that lack them, and
 * SAFE_STATX / SAFE_FCHMODAT2 (modern face). A kernel without the call is TCONF.
 */
#ifndef LAPI_STAT_H__
#define LAPI_STAT_H__

#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>

#ifndef STATX_TYPE
/* Headers older than statx (glibc < 2.28): the kernel's ABI. */
struct statx_timestamp {
	int64_t tv_sec;
	uint32_t tv_nsec;
	int32_t __reserved;
};

struct statx {
	uint32_t stx_mask;
	uint32_t stx_blksize;
	uint64_t stx_attributes;
	uint32_t stx_nlink;
	uint32_t stx_uid;
	uint32_t stx_gid;
	uint16_t stx_mode;
	uint16_t __spare0[1];
	uint64_t stx_ino;
	uint64_t stx_size;
	uint64_t stx_blocks;
	uint64_t stx_attributes_mask;
	struct statx_timestamp stx_atime;
	struct statx_timestamp stx_btime;
	struct statx_timestamp stx_ctime;
	struct statx_timestamp stx_mtime;
	uint32_t stx_rdev_major;
	uint32_t stx_rdev_minor;
	uint32_t stx_dev_major;
	uint32_t stx_dev_minor;
	uint64_t __spare2[14];
};

# ifndef __NR_statx
#  define __NR_statx 332
# endif
static inline int statx(int dirfd, const char *pathname, int flags, unsigned int mask,
			struct statx *buf)
{
	return syscall(__NR_statx, dirfd, pathname, flags, mask, buf);
}

# define STATX_TYPE		0x00000001U
# define STATX_MODE		0x00000002U
# define STATX_NLINK		0x00000004U
# define STATX_UID		0x00000008U
# define STATX_GID		0x00000010U
# define STATX_ATIME		0x00000020U
# define STATX_MTIME		0x00000040U
# define STATX_CTIME		0x00000080U
# define STATX_INO		0x00000100U
# define STATX_SIZE		0x00000200U
# define STATX_BLOCKS		0x00000400U
# define STATX_BASIC_STATS	0x000007ffU
# define STATX_BTIME		0x00000800U
# define STATX_ALL		0x00000fffU
#endif

#ifndef STATX_MNT_ID
# define STATX_MNT_ID		0x00001000U
#endif
#ifndef STATX_DIOALIGN
# define STATX_DIOALIGN		0x00002000U
#endif
#ifndef STATX_MNT_ID_UNIQUE
# define STATX_MNT_ID_UNIQUE	0x00004000U
#endif
#ifndef STATX_SUBVOL
# define STATX_SUBVOL		0x00008000U
#endif
#ifndef STATX_WRITE_ATOMIC
# define STATX_WRITE_ATOMIC	0x00010000U
#endif
#ifndef STATX_ATTR_COMPRESSED
# define STATX_ATTR_COMPRESSED	0x00000004
#endif
#ifndef STATX_ATTR_IMMUTABLE
# define STATX_ATTR_IMMUTABLE	0x00000010
#endif
#ifndef STATX_ATTR_APPEND
# define STATX_ATTR_APPEND	0x00000020
#endif
#ifndef STATX_ATTR_NODUMP
# define STATX_ATTR_NODUMP	0x00000040
#endif
#ifndef STATX_ATTR_ENCRYPTED
# define STATX_ATTR_ENCRYPTED	0x00000800
#endif
#ifndef STATX_ATTR_AUTOMOUNT
# define STATX_ATTR_AUTOMOUNT	0x00001000
#endif
#ifndef STATX_ATTR_MOUNT_ROOT
# define STATX_ATTR_MOUNT_ROOT	0x00002000
#endif
#ifndef STATX_ATTR_VERITY
# define STATX_ATTR_VERITY	0x00100000
#endif
#ifndef STATX_ATTR_DAX
# define STATX_ATTR_DAX		0x00200000
#endif
#ifndef AT_STATX_SYNC_TYPE
# define AT_STATX_SYNC_TYPE	0x6000
#endif
#ifndef AT_STATX_SYNC_AS_STAT
# define AT_STATX_SYNC_AS_STAT	0x0000
#endif
#ifndef AT_STATX_FORCE_SYNC
# define AT_STATX_FORCE_SYNC	0x2000
#endif
#ifndef AT_STATX_DONT_SYNC
# define AT_STATX_DONT_SYNC	0x4000
#endif

#ifndef __NR_fchmodat2
# define __NR_fchmodat2 452
#endif

/*
 * The kernel's whole struct statx, with the fields newer than libc's (mount ID, direct I/O
 * alignment, subvolume, atomic writes): LTP's tests that read them declare this and pass it
 * to statx() or SAFE_STATX() in place of libc's struct statx.
 */
struct ltp_statx {
	uint32_t stx_mask;
	uint32_t stx_blksize;
	uint64_t stx_attributes;
	uint32_t stx_nlink;
	uint32_t stx_uid;
	uint32_t stx_gid;
	uint16_t stx_mode;
	uint16_t __spare0[1];
	uint64_t stx_ino;
	uint64_t stx_size;
	uint64_t stx_blocks;
	uint64_t stx_attributes_mask;
	struct statx_timestamp stx_atime;
	struct statx_timestamp stx_btime;
	struct statx_timestamp stx_ctime;
	struct statx_timestamp stx_mtime;
	uint32_t stx_rdev_major;
	uint32_t stx_rdev_minor;
	uint32_t stx_dev_major;
	uint32_t stx_dev_minor;
	uint64_t stx_mnt_id;
	uint32_t stx_dio_mem_align;
	uint32_t stx_dio_offset_align;
	uint64_t stx_subvol;
	uint32_t stx_atomic_write_unit_min;
	uint32_t stx_atomic_write_unit_max;
	uint32_t stx_atomic_write_segments_max;
	uint32_t stx_dio_read_offset_align;
	uint32_t stx_atomic_write_unit_max_opt;
	uint32_t __spare2[1];
	uint64_t __spare3[8];
};

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

int safe_statx(LTK_SAFE_LOC, int dirfd, const char *pathname, int flags, unsigned int mask,
	       struct statx *buf);
int safe_fchmodat2(LTK_SAFE_LOC, int dfd, const char *filename, mode_t mode, int flags);

#ifndef __TEST_H__
/* buf: a struct statx or a struct ltp_statx (the kernel fills what the mask asks for). */
#define SAFE_STATX(dirfd, pathname, flags, mask, buf) \
	safe_statx(__FILE__, __LINE__, NULL, (dirfd), (pathname), (flags), (mask), \
		   (struct statx *)(void *)(buf))
#define SAFE_FCHMODAT2(dfd, filename, mode, flags) \
	safe_fchmodat2(__FILE__, __LINE__, NULL, (dfd), (filename), (mode), (flags))
#endif

#endif
