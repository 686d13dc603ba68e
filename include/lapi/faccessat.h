/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * faccessat2(2) where libc lacks it.
 */
#ifndef LAPI_FACCESSAT_H__
#define LAPI_FACCESSAT_H__

#include <fcntl.h>
#include <unistd.h>
#include "config.h"
#include "lapi/fcntl.h"
#include "lapi/syscalls.h"

#ifndef AT_EACCESS
# define AT_EACCESS 0x200
#endif

#ifndef HAVE_FACCESSAT2
static inline int faccessat2(int dirfd, const char *pathname, int mode, int flags)
{
	return tst_syscall(__NR_faccessat2, dirfd, pathname, mode, flags);
}
#endif

#endif
