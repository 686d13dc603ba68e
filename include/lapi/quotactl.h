/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * quotactl(2) and quotactl_fd(2): the commands and structures newer than some
 * libcs (Q_GETNEXTQUOTA, struct if_nextdqblk, XFS quota), quotactl_fd() where libc lacks it,
 * and quotactl_fd_supported() which TCONFs on kernels without it.
 */
#ifndef LAPI_QUOTACTL_H__
#define LAPI_QUOTACTL_H__

#include <stdint.h>
#include <sys/quota.h>
#include <unistd.h>
#include "config.h"
#include "lapi/syscalls.h"

#ifndef HAVE_STRUCT_IF_NEXTDQBLK
struct if_nextdqblk {
	uint64_t dqb_bhardlimit;
	uint64_t dqb_bsoftlimit;
	uint64_t dqb_curspace;
	uint64_t dqb_ihardlimit;
	uint64_t dqb_isoftlimit;
	uint64_t dqb_curinodes;
	uint64_t dqb_btime;
	uint64_t dqb_itime;
	uint32_t dqb_valid;
	uint32_t dqb_id;
};
#endif

#ifndef Q_GETNEXTQUOTA
# define Q_GETNEXTQUOTA 0x800009
#endif
#ifndef Q_GETINFO
# define Q_GETINFO 0x800005
#endif
#ifndef Q_SETINFO
# define Q_SETINFO 0x800006
#endif
#ifndef Q_GETFMT
# define Q_GETFMT 0x800004
#endif
#ifndef QFMT_VFS_OLD
# define QFMT_VFS_OLD 1
#endif
#ifndef QFMT_VFS_V0
# define QFMT_VFS_V0 2
#endif
#ifndef QFMT_OCFS2
# define QFMT_OCFS2 3
#endif
#ifndef QFMT_VFS_V1
# define QFMT_VFS_V1 4
#endif
#ifndef PRJQUOTA
# define PRJQUOTA 2
#endif
#ifndef XQM_CMD
# define XQM_CMD(x) (('X' << 8) + (x))
#endif
#ifndef Q_XGETNEXTQUOTA
# define Q_XGETNEXTQUOTA XQM_CMD(9)
#endif
#ifndef Q_XQUOTAON
# define Q_XQUOTAON XQM_CMD(1)
#endif
#ifndef Q_XQUOTAOFF
# define Q_XQUOTAOFF XQM_CMD(2)
#endif
#ifndef Q_XGETQUOTA
# define Q_XGETQUOTA XQM_CMD(3)
#endif
#ifndef Q_XSETQLIM
# define Q_XSETQLIM XQM_CMD(4)
#endif
#ifndef Q_XGETQSTAT
# define Q_XGETQSTAT XQM_CMD(5)
#endif
#ifndef Q_XQUOTARM
# define Q_XQUOTARM XQM_CMD(6)
#endif
#ifndef Q_XGETQSTATV
# define Q_XGETQSTATV XQM_CMD(8)
#endif

#ifndef HAVE_QUOTACTL_FD
static inline int quotactl_fd(int fd, int cmd, int id, caddr_t addr)
{
	return tst_syscall(__NR_quotactl_fd, fd, cmd, id, addr);
}
#endif

/* TCONF (through tst_syscall) when the kernel has no quotactl_fd(). */
static inline void quotactl_fd_supported(int fd)
{
	if (syscall(__NR_quotactl_fd, fd, 0, 0, NULL) == -1 && errno == ENOSYS)
		tst_syscall(__NR_quotactl_fd, fd, 0, 0, NULL);
}

#endif
