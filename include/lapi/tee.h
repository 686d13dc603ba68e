/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tee(2) where libc lacks it.
 */
#ifndef LAPI_TEE_H__
#define LAPI_TEE_H__

#include <sys/types.h>
#include "config.h"
#include "lapi/fcntl.h"
#include "lapi/syscalls.h"

#ifndef HAVE_TEE
static inline ssize_t tee(int fd_in, int fd_out, size_t len, unsigned int flags)
{
	return tst_syscall(__NR_tee, fd_in, fd_out, len, flags);
}
#endif

#endif
