/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * setxattrat(2), getxattrat(2), listxattrat(2), removexattrat(2) (Linux 6.13): the argument
 * block the kernel reads (include/uapi/linux/xattr.h) for headers older than it. The calls
 * go through tst_syscall(), so a kernel without them is ENOSYS and the test TCONF.
 */
#ifndef LAPI_XATTRAT_H__
#define LAPI_XATTRAT_H__

#include <stdint.h>
#include "lapi/syscalls.h"

#ifndef XATTR_ARGS_SIZE_VER0
struct xattr_args {
	uint64_t value __attribute__((aligned(8)));
	uint32_t size;
	uint32_t flags;
};
# define XATTR_ARGS_SIZE_VER0 16
#endif

#endif /* LAPI_XATTRAT_H__ */
