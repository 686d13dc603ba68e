/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * syncfs(2) where libc lacks it.
 */
#ifndef LAPI_SYNCFS_H__
#define LAPI_SYNCFS_H__

#include <unistd.h>
#include "config.h"
#include "lapi/syscalls.h"

#ifndef HAVE_SYNCFS
static inline int syncfs(int fd)
{
	return tst_syscall(__NR_syncfs, fd);
}
#endif

#endif
