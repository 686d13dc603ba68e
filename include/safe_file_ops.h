/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Legacy file SAFE_* macros (cleanup callback first), included by test.h; see
 * safe_macros.h. FILE_SCANF/FILE_PRINTF do not abort: they return 0, or 1 after a TWARN.
 */
#ifndef SAFE_FILE_OPS_H
#define SAFE_FILE_OPS_H

#if defined(TST_TEST_H__) || defined(LTK_MODERN_SAFE_H)
# error "safe_file_ops.h is the legacy (test.h) face; use tst_safe_file_ops.h with tst_test.h"
#endif
#define LTK_LEGACY_SAFE_H 1

#include "safe_file_ops_fn.h"

#define FILE_SCANF(path, fmt, ...) file_scanf(__FILE__, __LINE__, (path), (fmt), ##__VA_ARGS__)
#define FILE_PRINTF(path, fmt, ...) \
	file_printf(__FILE__, __LINE__, (path), (fmt), ##__VA_ARGS__)
#define SAFE_FILE_SCANF(cleanup_fn, path, fmt, ...) \
	safe_file_scanf(__FILE__, __LINE__, (cleanup_fn), (path), (fmt), ##__VA_ARGS__)
#define SAFE_FILE_PRINTF(cleanup_fn, path, fmt, ...) \
	safe_file_printf(__FILE__, __LINE__, (cleanup_fn), (path), (fmt), ##__VA_ARGS__)
#define SAFE_CP(cleanup_fn, src, dst) safe_cp(__FILE__, __LINE__, (cleanup_fn), (src), (dst))
#define SAFE_TOUCH(cleanup_fn, pathname, mode, times) \
	safe_touch(__FILE__, __LINE__, (cleanup_fn), (pathname), (mode), (times))
/* The first line matching every conversion: 0, or 1 when none (the SAFE_ form: TBROK). */
#define FILE_LINES_SCANF(cleanup_fn, path, fmt, ...) \
	file_lines_scanf(__FILE__, __LINE__, (cleanup_fn), 0, (path), (fmt), ##__VA_ARGS__)
#define SAFE_FILE_LINES_SCANF(cleanup_fn, path, fmt, ...) \
	file_lines_scanf(__FILE__, __LINE__, (cleanup_fn), 1, (path), (fmt), ##__VA_ARGS__)

#endif
