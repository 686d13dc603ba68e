/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * sync_file_range(2) where libc lacks it, and check_sync_file_range(): 1 when the
 * kernel implements it (0 for ENOSYS).
 */
#ifndef LAPI_SYNC_FILE_RANGE_H__
#define LAPI_SYNC_FILE_RANGE_H__

#include <errno.h>
#include <fcntl.h>
#include <sys/types.h>
#include "config.h"
#include "lapi/syscalls.h"

#ifndef SYNC_FILE_RANGE_WAIT_BEFORE
# define SYNC_FILE_RANGE_WAIT_BEFORE 1
#endif
#ifndef SYNC_FILE_RANGE_WRITE
# define SYNC_FILE_RANGE_WRITE 2
#endif
#ifndef SYNC_FILE_RANGE_WAIT_AFTER
# define SYNC_FILE_RANGE_WAIT_AFTER 4
#endif

#ifndef HAVE_SYNC_FILE_RANGE
static inline int sync_file_range(int fd, off_t offset, off_t nbytes, unsigned int flags)
{
	return syscall(__NR_sync_file_range, fd, offset, nbytes, flags);
}
#endif

static inline int check_sync_file_range(void)
{
	if (syscall(__NR_sync_file_range, -1, 0, 0, 0) == -1 && errno == ENOSYS)
		return 0;
	return 1;
}

#endif
