/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * File SAFE_* macros of the modern face; see tst_safe_macros.h. FILE_SCANF, FILE_PRINTF and
 * FILE_LINES_SCANF do not abort: they return 0, or 1 when the file (for FILE_LINES_SCANF: a
 * matching line) is missing.
 */
#ifndef TST_SAFE_FILE_OPS_H__
#define TST_SAFE_FILE_OPS_H__

#ifdef __TEST_H__
# error "tst_safe_file_ops.h is for tst_test.h tests; test.h tests use safe_*.h"
#endif
#ifdef LTK_LEGACY_SAFE_H
# error "tst_safe_file_ops.h is for tst_test.h tests; legacy safe_*.h already included"
#endif
#ifndef LTK_MODERN_SAFE_H
# define LTK_MODERN_SAFE_H 1
#endif

#include <stddef.h>
#include "safe_file_ops_fn.h"

#define FILE_SCANF(path, fmt, ...) file_scanf(__FILE__, __LINE__, (path), (fmt), ##__VA_ARGS__)
#define FILE_PRINTF(path, fmt, ...) \
	file_printf(__FILE__, __LINE__, (path), (fmt), ##__VA_ARGS__)
#define FILE_LINES_SCANF(path, fmt, ...) \
	file_lines_scanf(__FILE__, __LINE__, NULL, 0, (path), (fmt), ##__VA_ARGS__)
/* 1 when the overlay is mounted, 0 (after a TINFO) when it cannot be. */
#define TST_MOUNT_OVERLAY() (mount_overlay(__FILE__, __LINE__, NULL, 0) == 0)
#define SAFE_FILE_SCANF(path, fmt, ...) \
	safe_file_scanf(__FILE__, __LINE__, NULL, (path), (fmt), ##__VA_ARGS__)
#define SAFE_FILE_READ_STR(path, buf, buf_size) \
	safe_file_read_str(__FILE__, __LINE__, NULL, (path), (buf), (buf_size))
#define SAFE_FILE_LINES_SCANF(path, fmt, ...) \
	file_lines_scanf(__FILE__, __LINE__, NULL, 1, (path), (fmt), ##__VA_ARGS__)
#define SAFE_READ_MEMINFO(item) safe_read_meminfo(__FILE__, __LINE__, NULL, (item))
#define SAFE_READ_PROC_STATUS(pid, item) \
	safe_read_proc_status(__FILE__, __LINE__, NULL, (pid), (item))
#define SAFE_FILE_PRINTF(path, fmt, ...) \
	safe_file_printf(__FILE__, __LINE__, NULL, (path), (fmt), ##__VA_ARGS__)
/* As SAFE_FILE_PRINTF, but a file that does not exist is skipped. */
#define SAFE_TRY_FILE_PRINTF(path, fmt, ...) \
	safe_try_file_printf(__FILE__, __LINE__, NULL, (path), (fmt), ##__VA_ARGS__)
#define SAFE_CP(src, dst) safe_cp(__FILE__, __LINE__, NULL, (src), (dst))
#define SAFE_TOUCH(pathname, mode, times) \
	safe_touch(__FILE__, __LINE__, NULL, (pathname), (mode), (times))
/* Overlay on OVL_MNT; a kernel without overlayfs is TCONF. */
#define SAFE_MOUNT_OVERLAY() mount_overlay(__FILE__, __LINE__, NULL, 1)

#endif
