/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The SAFE_* macros that LTP keeps as static inline functions (for off_t and struct stat
 * sizes under _FILE_OFFSET_BITS). LTK targets 64-bit ABIs where these types do not change,
 * so they share the library functions of safe_macros_fn.h like every other macro.
 */
#ifndef TST_SAFE_MACROS_INLINE_H__
#define TST_SAFE_MACROS_INLINE_H__

#ifdef __TEST_H__
# error "tst_safe_macros_inline.h is for tst_test.h tests; test.h tests use safe_*.h"
#endif
#ifdef LTK_LEGACY_SAFE_H
# error "tst_safe_macros_inline.h is for tst_test.h tests; legacy safe_*.h already included"
#endif
#ifndef LTK_MODERN_SAFE_H
# define LTK_MODERN_SAFE_H 1
#endif

#include <stddef.h>
#include <sys/mman.h>
#include "safe_macros_fn.h"

#define SAFE_FTRUNCATE(fd, length) safe_ftruncate(__FILE__, __LINE__, NULL, (fd), (length))
#define SAFE_POSIX_FADVISE(fd, offset, len, advice) \
	safe_posix_fadvise(__FILE__, __LINE__, NULL, (fd), (offset), (len), (advice))
#define SAFE_TRUNCATE(path, length) safe_truncate(__FILE__, __LINE__, NULL, (path), (length))
#define SAFE_STAT(path, buf) safe_stat(__FILE__, __LINE__, NULL, (path), (buf))
#define SAFE_FSTAT(fd, buf) safe_fstat(__FILE__, __LINE__, NULL, (fd), (buf))
#define SAFE_LSTAT(path, buf) safe_lstat(__FILE__, __LINE__, NULL, (path), (buf))
#define SAFE_STATFS(path, buf) safe_statfs(__FILE__, __LINE__, NULL, (path), (buf))
#define SAFE_LSEEK(fd, offset, whence) \
	safe_lseek(__FILE__, __LINE__, NULL, (fd), (offset), (whence))
#define SAFE_GETRLIMIT(resource, rlim) safe_getrlimit(__FILE__, __LINE__, NULL, (resource), (rlim))
#define SAFE_SETRLIMIT(resource, rlim) safe_setrlimit(__FILE__, __LINE__, NULL, (resource), (rlim))
#define SAFE_MMAP(addr, length, prot, flags, fd, offset) \
	safe_mmap(__FILE__, __LINE__, NULL, (addr), (length), (prot), (flags), (fd), (offset))

#endif
