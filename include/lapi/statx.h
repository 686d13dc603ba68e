/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The kernel's struct statx with every field up to Linux 6.18, for tests that read fields
 * newer than the installed headers (stx_subvol, atomic-write limits, the direct-I/O read
 * alignment). Call it with ltk_statx(), the raw system call (ENOSYS -> TCONF through
 * tst_syscall()). Mask and attribute bits newer than the headers are defined here too.
 */
#ifndef LAPI_STATX_H__
#define LAPI_STATX_H__

#include <stdint.h>
#include "lapi/stat.h"
#include "lapi/syscalls.h"

struct ltk_statx_timestamp {
	int64_t tv_sec;
	uint32_t tv_nsec;
	int32_t reserved;
};

struct ltk_statx {
	uint32_t stx_mask;
	uint32_t stx_blksize;
	uint64_t stx_attributes;
	uint32_t stx_nlink;
	uint32_t stx_uid;
	uint32_t stx_gid;
	uint16_t stx_mode;
	uint16_t spare0;
	uint64_t stx_ino;
	uint64_t stx_size;
	uint64_t stx_blocks;
	uint64_t stx_attributes_mask;
	struct ltk_statx_timestamp stx_atime;
	struct ltk_statx_timestamp stx_btime;
	struct ltk_statx_timestamp stx_ctime;
	struct ltk_statx_timestamp stx_mtime;
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
	uint32_t spare2;
	uint64_t spare3[8];
};

#ifndef STATX_DIO_READ_ALIGN
# define STATX_DIO_READ_ALIGN	0x00020000U
#endif
#ifndef STATX__RESERVED
# define STATX__RESERVED	0x80000000U
#endif
#ifndef STATX_ATTR_WRITE_ATOMIC
# define STATX_ATTR_WRITE_ATOMIC	0x00400000
#endif

static inline int ltk_statx(int dirfd, const char *path, int flags, unsigned int mask,
			    struct ltk_statx *buf)
{
	return tst_syscall(__NR_statx, dirfd, path, flags, mask, buf);
}

#endif
