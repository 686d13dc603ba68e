/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * seccomp(2): modes, operations, filter return values and struct seccomp_data.
 */
#ifndef LAPI_SECCOMP_H__
#define LAPI_SECCOMP_H__

#include <stdint.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include "lapi/syscalls.h"

#ifndef SECCOMP_MODE_DISABLED
# define SECCOMP_MODE_DISABLED 0
#endif
#ifndef SECCOMP_MODE_STRICT
# define SECCOMP_MODE_STRICT 1
#endif
#ifndef SECCOMP_MODE_FILTER
# define SECCOMP_MODE_FILTER 2
#endif
#ifndef SECCOMP_SET_MODE_STRICT
# define SECCOMP_SET_MODE_STRICT 0
#endif
#ifndef SECCOMP_SET_MODE_FILTER
# define SECCOMP_SET_MODE_FILTER 1
#endif
#ifndef SECCOMP_GET_ACTION_AVAIL
# define SECCOMP_GET_ACTION_AVAIL 2
#endif
#ifndef SECCOMP_GET_NOTIF_SIZES
# define SECCOMP_GET_NOTIF_SIZES 3
#endif
#ifndef SECCOMP_RET_KILL_PROCESS
# define SECCOMP_RET_KILL_PROCESS 0x80000000U
#endif
#ifndef SECCOMP_RET_KILL_THREAD
# define SECCOMP_RET_KILL_THREAD 0x00000000U
#endif
#ifndef SECCOMP_RET_KILL
# define SECCOMP_RET_KILL SECCOMP_RET_KILL_THREAD
#endif
#ifndef SECCOMP_RET_TRAP
# define SECCOMP_RET_TRAP 0x00030000U
#endif
#ifndef SECCOMP_RET_ERRNO
# define SECCOMP_RET_ERRNO 0x00050000U
#endif
#ifndef SECCOMP_RET_USER_NOTIF
# define SECCOMP_RET_USER_NOTIF 0x7fc00000U
#endif
#ifndef SECCOMP_RET_TRACE
# define SECCOMP_RET_TRACE 0x7ff00000U
#endif
#ifndef SECCOMP_RET_LOG
# define SECCOMP_RET_LOG 0x7ffc0000U
#endif
#ifndef SECCOMP_RET_ALLOW
# define SECCOMP_RET_ALLOW 0x7fff0000U
#endif
#ifndef SECCOMP_RET_ACTION_FULL
# define SECCOMP_RET_ACTION_FULL 0xffff0000U
#endif
#ifndef SECCOMP_RET_DATA
# define SECCOMP_RET_DATA 0x0000ffffU
#endif
#ifndef SECCOMP_FILTER_FLAG_TSYNC
# define SECCOMP_FILTER_FLAG_TSYNC (1UL << 0)
#endif
#ifndef SECCOMP_FILTER_FLAG_LOG
# define SECCOMP_FILTER_FLAG_LOG (1UL << 1)
#endif
#ifndef SECCOMP_FILTER_FLAG_SPEC_ALLOW
# define SECCOMP_FILTER_FLAG_SPEC_ALLOW (1UL << 2)
#endif
#ifndef SECCOMP_FILTER_FLAG_NEW_LISTENER
# define SECCOMP_FILTER_FLAG_NEW_LISTENER (1UL << 3)
#endif

static inline int seccomp(unsigned int operation, unsigned int flags, void *args)
{
	return tst_syscall(__NR_seccomp, operation, flags, args);
}

#endif
