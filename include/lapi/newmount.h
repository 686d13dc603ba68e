/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The new mount API (fsopen, fsconfig, fsmount, move_mount, open_tree, fspick,
 * mount_setattr) and statmount/listmount: constants and argument structs from the kernel's
 * include/uapi/linux/mount.h, for libc headers that lack them. Tests call the system calls
 * through tst_syscall(), so a kernel without one is ENOSYS and TCONF.
 *
 * Only <sys/mount.h> is included: with glibc >= 2.36 it clashes with <linux/mount.h>.
 */
#ifndef LAPI_NEWMOUNT_H__
#define LAPI_NEWMOUNT_H__

#include <fcntl.h>
#include <stdint.h>
#include <sys/mount.h>
#include "lapi/syscalls.h"

#ifndef FSOPEN_CLOEXEC
# define FSOPEN_CLOEXEC 0x00000001
# define FSCONFIG_SET_FLAG 0
# define FSCONFIG_SET_STRING 1
# define FSCONFIG_SET_BINARY 2
# define FSCONFIG_SET_PATH 3
# define FSCONFIG_SET_PATH_EMPTY 4
# define FSCONFIG_SET_FD 5
# define FSCONFIG_CMD_CREATE 6
# define FSCONFIG_CMD_RECONFIGURE 7
#endif
#ifndef FSCONFIG_CMD_CREATE_EXCL
# define FSCONFIG_CMD_CREATE_EXCL 8
#endif

#ifndef FSMOUNT_CLOEXEC
# define FSMOUNT_CLOEXEC 0x00000001
#endif

#ifndef MOUNT_ATTR_RDONLY
# define MOUNT_ATTR_RDONLY 0x00000001
# define MOUNT_ATTR_NOSUID 0x00000002
# define MOUNT_ATTR_NODEV 0x00000004
# define MOUNT_ATTR_NOEXEC 0x00000008
# define MOUNT_ATTR__ATIME 0x00000070
# define MOUNT_ATTR_RELATIME 0x00000000
# define MOUNT_ATTR_NOATIME 0x00000010
# define MOUNT_ATTR_STRICTATIME 0x00000020
# define MOUNT_ATTR_NODIRATIME 0x00000080
#endif
#ifndef MOUNT_ATTR_IDMAP
# define MOUNT_ATTR_IDMAP 0x00100000
#endif
#ifndef MOUNT_ATTR_NOSYMFOLLOW
# define MOUNT_ATTR_NOSYMFOLLOW 0x00200000
#endif

#ifndef MOUNT_ATTR_SIZE_VER0
struct mount_attr {
	uint64_t attr_set;
	uint64_t attr_clr;
	uint64_t propagation;
	uint64_t userns_fd;
};
# define MOUNT_ATTR_SIZE_VER0 32
#endif

#ifndef MOVE_MOUNT_F_SYMLINKS
# define MOVE_MOUNT_F_SYMLINKS 0x00000001
# define MOVE_MOUNT_F_AUTOMOUNTS 0x00000002
# define MOVE_MOUNT_F_EMPTY_PATH 0x00000004
# define MOVE_MOUNT_T_SYMLINKS 0x00000010
# define MOVE_MOUNT_T_AUTOMOUNTS 0x00000020
# define MOVE_MOUNT_T_EMPTY_PATH 0x00000040
#endif

#ifndef FSPICK_CLOEXEC
# define FSPICK_CLOEXEC 0x00000001
# define FSPICK_SYMLINK_NOFOLLOW 0x00000002
# define FSPICK_NO_AUTOMOUNT 0x00000004
# define FSPICK_EMPTY_PATH 0x00000008
#endif

#ifndef OPEN_TREE_CLONE
# define OPEN_TREE_CLONE 1
# define OPEN_TREE_CLOEXEC O_CLOEXEC
#endif

#ifndef AT_RECURSIVE
# define AT_RECURSIVE 0x8000
#endif

/* statmount(2) and listmount(2), Linux 6.8 */
#ifndef STATMOUNT_SB_BASIC
struct mnt_id_req {
	uint32_t size;
	uint32_t spare;
	uint64_t mnt_id;
	uint64_t param;
	uint64_t mnt_ns_id;
};
# define MNT_ID_REQ_SIZE_VER0 24
# define MNT_ID_REQ_SIZE_VER1 32

struct statmount {
	uint32_t size;
	uint32_t mnt_opts;
	uint64_t mask;
	uint32_t sb_dev_major;
	uint32_t sb_dev_minor;
	uint64_t sb_magic;
	uint32_t sb_flags;
	uint32_t fs_type;
	uint64_t mnt_id;
	uint64_t mnt_parent_id;
	uint32_t mnt_id_old;
	uint32_t mnt_parent_id_old;
	uint64_t mnt_attr;
	uint64_t mnt_propagation;
	uint64_t mnt_peer_group;
	uint64_t mnt_master;
	uint64_t propagate_from;
	uint32_t mnt_root;
	uint32_t mnt_point;
	uint64_t mnt_ns_id;
	uint64_t __spare2[49];
	char str[];
};

# define STATMOUNT_SB_BASIC 0x00000001U
# define STATMOUNT_MNT_BASIC 0x00000002U
# define STATMOUNT_PROPAGATE_FROM 0x00000004U
# define STATMOUNT_MNT_ROOT 0x00000008U
# define STATMOUNT_MNT_POINT 0x00000010U
# define STATMOUNT_FS_TYPE 0x00000020U
# define STATMOUNT_MNT_NS_ID 0x00000040U
# define STATMOUNT_MNT_OPTS 0x00000080U

# define LSMT_ROOT 0xffffffffffffffffULL
#endif

/*
 * statx(2) as the kernel fills it, reduced to what statmount tests need: stx_mnt_id at
 * offset 0x90 (STATX_MNT_ID_UNIQUE gives the 64-bit ID statmount/listmount take). Older
 * libc's struct statx has only padding there.
 */
struct lapi_statx_mnt_id {
	uint32_t stx_mask;
	uint8_t head[0x90 - 4];
	uint64_t stx_mnt_id;
	uint8_t tail[0x100 - 0x98];
};

#endif /* LAPI_NEWMOUNT_H__ */
