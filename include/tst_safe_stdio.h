/* SPDX-License-Identifier: GPL-2.0-or-later */
/* stdio SAFE_* macros of the modern face; see tst_safe_macros.h. */
#ifndef TST_SAFE_STDIO_H__
#define TST_SAFE_STDIO_H__

#ifdef __TEST_H__
# error "tst_safe_stdio.h is for tst_test.h tests; test.h tests use safe_*.h"
#endif
#ifdef LTK_LEGACY_SAFE_H
# error "tst_safe_stdio.h is for tst_test.h tests; legacy safe_*.h already included"
#endif
#ifndef LTK_MODERN_SAFE_H
# define LTK_MODERN_SAFE_H 1
#endif

#include <stddef.h>
#include "safe_stdio_fn.h"

#define SAFE_FOPEN(path, mode) safe_fopen(__FILE__, __LINE__, NULL, (path), (mode))
#define SAFE_FCLOSE(f) safe_fclose(__FILE__, __LINE__, NULL, (f))
#define SAFE_ASPRINTF(strp, fmt, ...) \
	safe_asprintf(__FILE__, __LINE__, NULL, (strp), (fmt), ##__VA_ARGS__)
#define SAFE_POPEN(command, type) safe_popen(__FILE__, __LINE__, NULL, (command), (type))
/* A short count (error or end of file) is TBROK. */
#define SAFE_FREAD(ptr, size, n, stream) \
	safe_fread(__FILE__, __LINE__, NULL, (ptr), (size), (n), (stream))
#define SAFE_FWRITE(ptr, size, n, stream) \
	safe_fwrite(__FILE__, __LINE__, NULL, (ptr), (size), (n), (stream))
#define SAFE_FREOPEN(path, mode, stream) \
	safe_freopen(__FILE__, __LINE__, NULL, (path), (mode), (stream))
#define SAFE_FSEEK(f, offset, whence) safe_fseek(__FILE__, __LINE__, NULL, (f), (offset), (whence))
#define SAFE_FTELL(f) safe_ftell(__FILE__, __LINE__, NULL, (f))
#define SAFE_FILENO(f) safe_fileno(__FILE__, __LINE__, NULL, (f))
#define SAFE_FFLUSH(f) safe_fflush(__FILE__, __LINE__, NULL, (f))

#endif
