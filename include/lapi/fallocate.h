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
