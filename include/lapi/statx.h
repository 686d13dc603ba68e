/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ltk_statx(): the raw statx system call (ENOSYS -> TCONF through tst_syscall()) filling
 * struct ltp_statx of lapi/stat.h, the kernel's structure with every field up to Linux 6.18,
 * for tests that read fields newer than the installed headers (stx_subvol, atomic-write
 * limits, the direct-I/O read alignment). Mask and attribute bits newer than the headers
 * are defined here too.
 */
#ifndef LAPI_STATX_H__
#define LAPI_STATX_H__

#include <stdint.h>
#include "lapi/stat.h"
#include "lapi/syscalls.h"

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
			    struct ltp_statx *buf)
{
	return tst_syscall(__NR_statx, dirfd, path, flags, mask, buf);
}

#endif
