/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the lib/safe_*.c files. Every safe_*() function starts with the parameters
 * LTK_SAFE_LOC (file, lineno, cleanup_fn); the report macros below use them, so a failure
 * is always reported at the caller's location with the caller's cleanup.
 */
#ifndef SAFE_PRIV_H
#define SAFE_PRIV_H

#include <errno.h>
#include "ltk_core.h"
#include "safe_macros_fn.h"

/* The call failed (errno set): TBROK with the errno name. */
#define safe_fail(fmt, ...) \
	ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn, fmt " failed", ##__VA_ARGS__)

/* The call returned something its manual does not allow (or a short count). */
#define safe_invalid(ret, fmt, ...) \
	ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn, "Invalid " fmt " return value %ld", \
		##__VA_ARGS__, (long)(ret))

/* pthread-style calls return the error number instead of setting errno. */
#define safe_fail_err(err, fmt, ...) do { \
	errno = (err); \
	safe_fail(fmt, ##__VA_ARGS__); \
} while (0)

/* The feature is missing here: a configuration problem, not a broken test. */
#define safe_conf(fmt, ...) \
	ltk_brk(file, lineno, TCONF, cleanup_fn, fmt, ##__VA_ARGS__)

#define safe_info(fmt, ...) ltk_res(file, lineno, TINFO, fmt, ##__VA_ARGS__)

/* A printable form of a possibly NULL string. */
static inline const char *safe_str(const char *s)
{
	return s ? s : "NULL";
}

/* The path behind a directory fd ("AT_FDCWD" for that), into buf; keeps errno. */
const char *ltk_dirfd_name(int dirfd, char *buf, size_t size);

/* How many values a scanf format stores ("%d" counts; "%%" and "%*d" do not). */
int ltk_scanf_conversions(const char *fmt);

#endif
