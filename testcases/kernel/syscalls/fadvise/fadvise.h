/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The raw fadvise system call of the ABI the test is built for, so that errors come back
 * as -1 and errno (posix_fadvise() returns them):
 * - on 64-bit ABIs fadvise64(fd, offset, len, advice) takes both 64-bit values in one
 *   register each;
 * - on i386 fadvise64 has a 32-bit len and the offset in two registers; the call whose
 *   offset and len are both 64-bit is fadvise64_64(fd, offset low, offset high, len low,
 *   len high, advice), which glibc's posix_fadvise() uses there too.
 */
#ifndef FADVISE_H__
#define FADVISE_H__

#include <stdint.h>
#include "lapi/syscalls.h"

static inline long sys_fadvise(int fd, int64_t off, int64_t len, int advice)
{
#ifdef __i386__
	return tst_syscall(__NR_fadvise64_64, fd, (uint32_t)off, (uint32_t)((uint64_t)off >> 32),
			   (uint32_t)len, (uint32_t)((uint64_t)len >> 32), advice);
#else
	return tst_syscall(__NR_fadvise64, fd, off, len, advice);
#endif
}

#endif
