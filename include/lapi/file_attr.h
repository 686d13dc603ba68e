/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * file_getattr(2) and file_setattr(2) (Linux 6.17): the argument struct of the kernel's
 * include/uapi/linux/fs.h for headers older than it. The calls go through tst_syscall(),
 * so a kernel without them is ENOSYS and TCONF.
 */
#ifndef LAPI_FILE_ATTR_H__
#define LAPI_FILE_ATTR_H__

#include <stdint.h>
#include <linux/fs.h>
#include "lapi/syscalls.h"

#ifndef FILE_ATTR_SIZE_VER0
struct file_attr {
	uint64_t fa_xflags;
	uint32_t fa_extsize;
	uint32_t fa_nextents;
	uint32_t fa_projid;
	uint32_t fa_cowextsize;
};
# define FILE_ATTR_SIZE_VER0 24
#endif

#endif /* LAPI_FILE_ATTR_H__ */
