/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fallocate(2) and its FALLOC_FL_* modes.
 */
#ifndef LAPI_FALLOCATE_H__
#define LAPI_FALLOCATE_H__

#include <fcntl.h>
#include <sys/types.h>
#include "config.h"
#include "lapi/falloc.h"
#include "lapi/syscalls.h"

#ifndef FALLOC_FL_KEEP_SIZE
# define FALLOC_FL_KEEP_SIZE 0x01
#endif
#ifndef FALLOC_FL_PUNCH_HOLE
# define FALLOC_FL_PUNCH_HOLE 0x02
#endif
#ifndef FALLOC_FL_NO_HIDE_STALE
# define FALLOC_FL_NO_HIDE_STALE 0x04
#endif
#ifndef FALLOC_FL_COLLAPSE_RANGE
# define FALLOC_FL_COLLAPSE_RANGE 0x08
#endif
#ifndef FALLOC_FL_ZERO_RANGE
# define FALLOC_FL_ZERO_RANGE 0x10
#endif
#ifndef FALLOC_FL_INSERT_RANGE
# define FALLOC_FL_INSERT_RANGE 0x20
#endif
#ifndef FALLOC_FL_UNSHARE_RANGE
# define FALLOC_FL_UNSHARE_RANGE 0x40
#endif
#ifndef FALLOC_FL_WRITE_ZEROES
# define FALLOC_FL_WRITE_ZEROES 0x80
#endif

#ifndef HAVE_FALLOCATE
static inline int fallocate(int fd, int mode, off_t offset, off_t len)
{
	return tst_syscall(__NR_fallocate, fd, mode, offset, len);
}
#endif

#endif
