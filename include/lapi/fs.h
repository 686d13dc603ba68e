/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Filesystem ioctls and inode flags: <linux/fs.h> when the system has it, and fallbacks
 * for what it (or a missing one) lacks: FS_IOC_*, FS_*_FL, BLKGETSIZE64 and friends.
 */
#ifndef LAPI_FS_H__
#define LAPI_FS_H__

#include <limits.h>
#include <stdint.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/types.h>
#include "config.h"
#include "lapi/abisize.h"
#ifdef HAVE_LINUX_FS_H
# include <linux/fs.h>
#endif

#ifndef FS_IOC_GETFLAGS
# define FS_IOC_GETFLAGS _IOR('f', 1, long)
#endif
#ifndef FS_IOC_SETFLAGS
# define FS_IOC_SETFLAGS _IOW('f', 2, long)
#endif
#ifndef FS_IOC_GETVERSION
# define FS_IOC_GETVERSION _IOR('v', 1, long)
#endif
/* <linux/fs.h> defines both together: without the ioctl there is no struct either. */
#ifndef FS_IOC_FSGETXATTR
struct fsxattr {
	uint32_t fsx_xflags;
	uint32_t fsx_extsize;
	uint32_t fsx_nextents;
	uint32_t fsx_projid;
	uint32_t fsx_cowextsize;
	unsigned char fsx_pad[8];
};
# define FS_IOC_FSGETXATTR _IOR('X', 31, struct fsxattr)
# define FS_IOC_FSSETXATTR _IOW('X', 32, struct fsxattr)
#endif
#ifndef FICLONE
# define FICLONE _IOW(0x94, 9, int)
#endif
#ifndef FIFREEZE
# define FIFREEZE _IOWR('X', 119, int)
# define FITHAW _IOWR('X', 120, int)
#endif
#ifndef FIBMAP
# define FIBMAP _IO(0x00, 1)
#endif
#ifndef FIGETBSZ
# define FIGETBSZ _IO(0x00, 2)
#endif
#ifndef BLKROSET
# define BLKROSET _IO(0x12, 93)
# define BLKROGET _IO(0x12, 94)
#endif
#ifndef BLKGETSIZE
# define BLKGETSIZE _IO(0x12, 96)
#endif
#ifndef BLKSSZGET
# define BLKSSZGET _IO(0x12, 104)
#endif
#ifndef BLKGETSIZE64
# define BLKGETSIZE64 _IOR(0x12, 114, size_t)
#endif

#ifndef FS_SECRM_FL
# define FS_SECRM_FL 0x00000001
#endif
#ifndef FS_UNRM_FL
# define FS_UNRM_FL 0x00000002
#endif
#ifndef FS_COMPR_FL
# define FS_COMPR_FL 0x00000004
#endif
#ifndef FS_SYNC_FL
# define FS_SYNC_FL 0x00000008
#endif
#ifndef FS_IMMUTABLE_FL
# define FS_IMMUTABLE_FL 0x00000010
#endif
#ifndef FS_APPEND_FL
# define FS_APPEND_FL 0x00000020
#endif
#ifndef FS_NODUMP_FL
# define FS_NODUMP_FL 0x00000040
#endif
#ifndef FS_NOATIME_FL
# define FS_NOATIME_FL 0x00000080
#endif
#ifndef FS_ENCRYPT_FL
# define FS_ENCRYPT_FL 0x00000800
#endif
#ifndef FS_INDEX_FL
# define FS_INDEX_FL 0x00001000
#endif
#ifndef FS_JOURNAL_DATA_FL
# define FS_JOURNAL_DATA_FL 0x00004000
#endif
#ifndef FS_NOTAIL_FL
# define FS_NOTAIL_FL 0x00008000
#endif
#ifndef FS_DIRSYNC_FL
# define FS_DIRSYNC_FL 0x00010000
#endif
#ifndef FS_TOPDIR_FL
# define FS_TOPDIR_FL 0x00020000
#endif
#ifndef FS_EXTENT_FL
# define FS_EXTENT_FL 0x00080000
#endif
#ifndef FS_VERITY_FL
# define FS_VERITY_FL 0x00100000
#endif
#ifndef FS_NOCOW_FL
# define FS_NOCOW_FL 0x00800000
#endif
#ifndef FS_DAX_FL
# define FS_DAX_FL 0x02000000
#endif
#ifndef FS_INLINE_DATA_FL
# define FS_INLINE_DATA_FL 0x10000000
#endif
#ifndef FS_PROJINHERIT_FL
# define FS_PROJINHERIT_FL 0x20000000
#endif
#ifndef FS_CASEFOLD_FL
# define FS_CASEFOLD_FL 0x40000000
#endif
#ifndef FS_XFLAG_REALTIME
# define FS_XFLAG_REALTIME 0x00000001
#endif
#ifndef FS_XFLAG_PREALLOC
# define FS_XFLAG_PREALLOC 0x00000002
#endif
#ifndef FS_XFLAG_IMMUTABLE
# define FS_XFLAG_IMMUTABLE 0x00000008
#endif
#ifndef FS_XFLAG_APPEND
# define FS_XFLAG_APPEND 0x00000010
#endif
#ifndef FS_XFLAG_SYNC
# define FS_XFLAG_SYNC 0x00000020
#endif
#ifndef FS_XFLAG_NOATIME
# define FS_XFLAG_NOATIME 0x00000040
#endif
#ifndef FS_XFLAG_NODUMP
# define FS_XFLAG_NODUMP 0x00000080
#endif
#ifndef FS_XFLAG_PROJINHERIT
# define FS_XFLAG_PROJINHERIT 0x00000200
#endif
#ifndef FS_XFLAG_DAX
# define FS_XFLAG_DAX 0x00008000
#endif
#ifndef FS_XFLAG_HASATTR
# define FS_XFLAG_HASATTR 0x80000000
#endif
#ifndef MAX_LFS_FILESIZE
# define MAX_LFS_FILESIZE ((long long)LLONG_MAX)
#endif
#ifndef RENAME_NOREPLACE
# define RENAME_NOREPLACE (1 << 0)
#endif
#ifndef RENAME_EXCHANGE
# define RENAME_EXCHANGE (1 << 1)
#endif
#ifndef RENAME_WHITEOUT
# define RENAME_WHITEOUT (1 << 2)
#endif

/* The largest file size the VFS allows for this ABI (the kernel's MAX_LFS_FILESIZE). */
static inline long long tst_max_lfs_filesize(void)
{
#ifdef TST_ABI64
	return LLONG_MAX;
#else
	long page_size = getpagesize();
	long long ret = ULONG_MAX;

	while (page_size >>= 1)
		ret <<= 1;
	return ret;
#endif
}

#endif
