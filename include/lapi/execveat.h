/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * execveat(2) where libc lacks it.
 */
#ifndef LAPI_EXECVEAT_H__
#define LAPI_EXECVEAT_H__

#include <fcntl.h>
#include <unistd.h>
#include "config.h"
#include "lapi/syscalls.h"

#ifndef AT_EMPTY_PATH
# define AT_EMPTY_PATH 0x1000
#endif
#ifndef AT_SYMLINK_NOFOLLOW
# define AT_SYMLINK_NOFOLLOW 0x100
#endif

#ifndef HAVE_EXECVEAT
static inline int execveat(int dirfd, const char *pathname, char *const argv[],
			   char *const envp[], int flags)
{
	return tst_syscall(__NR_execveat, dirfd, pathname, argv, envp, flags);
}
#endif

#endif
