/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * close_range(2) flags and a raw-syscall wrapper, for C libraries older than glibc 2.34
 * (the wrapper is named ltk_close_range so it never clashes with the libc's).
 */
#ifndef LAPI_CLOSE_RANGE_H__
#define LAPI_CLOSE_RANGE_H__

#include <unistd.h>
#include "lapi/syscalls.h"

#ifndef CLOSE_RANGE_UNSHARE
# define CLOSE_RANGE_UNSHARE (1U << 1)
#endif
#ifndef CLOSE_RANGE_CLOEXEC
# define CLOSE_RANGE_CLOEXEC (1U << 2)
#endif

static inline int ltk_close_range(unsigned int first, unsigned int last, unsigned int flags)
{
	return syscall(__NR_close_range, first, last, flags);
}

#endif /* LAPI_CLOSE_RANGE_H__ */
