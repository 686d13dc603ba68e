/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Positional I/O SAFE_* macros of the modern face: len_strict makes a short count TBROK. */
#ifndef TST_SAFE_PRW_H__
#define TST_SAFE_PRW_H__

#ifdef __TEST_H__
# error "tst_safe_prw.h is for tst_test.h tests; test.h tests use safe_*.h"
#endif
#ifdef LTK_LEGACY_SAFE_H
# error "tst_safe_prw.h is for tst_test.h tests; legacy safe_*.h already included"
#endif
#ifndef LTK_MODERN_SAFE_H
# define LTK_MODERN_SAFE_H 1
#endif

#include <stddef.h>
#include "safe_macros_fn.h"

#define SAFE_PREAD(len_strict, fildes, buf, nbyte, offset) \
	safe_pread(__FILE__, __LINE__, NULL, (len_strict), (fildes), (buf), (nbyte), (offset))
#define SAFE_PWRITE(len_strict, fildes, buf, nbyte, offset) \
	safe_pwrite(__FILE__, __LINE__, NULL, (len_strict), (fildes), (buf), (nbyte), (offset))
#define SAFE_PREADV(len_strict, fildes, iov, iovcnt, offset) \
	safe_preadv(__FILE__, __LINE__, NULL, (len_strict), (fildes), (iov), (iovcnt), (offset))
#define SAFE_PWRITEV(len_strict, fildes, iov, iovcnt, offset) \
	safe_pwritev(__FILE__, __LINE__, NULL, (len_strict), (fildes), (iov), (iovcnt), (offset))

#endif
