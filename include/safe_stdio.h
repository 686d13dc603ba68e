/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Legacy stdio SAFE_* macros (cleanup callback first); see safe_macros.h. */
#ifndef SAFE_STDIO_H__
#define SAFE_STDIO_H__

#include "test.h"

#ifdef LTK_MODERN_SAFE_H
# error "safe_stdio.h is the legacy (test.h) face; tst_safe_*.h headers are already included"
#endif
#define LTK_LEGACY_SAFE_H 1

#include "safe_stdio_fn.h"

#define SAFE_FOPEN(cleanup_fn, path, mode) \
	safe_fopen(__FILE__, __LINE__, (cleanup_fn), (path), (mode))
#define SAFE_FCLOSE(cleanup_fn, f) safe_fclose(__FILE__, __LINE__, (cleanup_fn), (f))
#define SAFE_ASPRINTF(cleanup_fn, strp, fmt, ...) \
	safe_asprintf(__FILE__, __LINE__, (cleanup_fn), (strp), (fmt), ##__VA_ARGS__)
#define SAFE_POPEN(cleanup_fn, command, type) \
	safe_popen(__FILE__, __LINE__, (cleanup_fn), (command), (type))

#endif
