/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * vmsplice(2) where libc lacks it, and SPLICE_F_* (lapi/fcntl.h).
 */
#ifndef LAPI_VMSPLICE_H__
#define LAPI_VMSPLICE_H__

#include <sys/uio.h>
#include "config.h"
#include "lapi/fcntl.h"
#include "lapi/syscalls.h"

#ifndef HAVE_VMSPLICE
static inline ssize_t vmsplice(int fd, const struct iovec *iov, unsigned long nr_segs,
			       unsigned int flags)
{
	return tst_syscall(__NR_vmsplice, fd, iov, nr_segs, flags);
}
#endif

#endif
