/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Memory-management calls libc may lack: mlock2(), memfd_secret(), pkeys (lapi/pkey.h).
 */
#ifndef LAPI_MMAN_H__
#define LAPI_MMAN_H__

#include <sys/mman.h>
#include <unistd.h>
#include "config.h"
#include "lapi/mmap.h"
#include "lapi/syscalls.h"

#ifndef HAVE_MLOCK2
static inline int mlock2(const void *addr, size_t len, unsigned int flags)
{
	return tst_syscall(__NR_mlock2, addr, len, flags);
}
#endif
#ifndef HAVE_MEMFD_SECRET
static inline int memfd_secret(unsigned int flags)
{
	return tst_syscall(__NR_memfd_secret, flags);
}
#endif

#endif
