/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The one implementation behind the file SAFE_* macros of safe_file_ops.h (legacy face)
 * and tst_safe_file_ops.h (modern face); same conventions as safe_macros_fn.h.
 */
#ifndef SAFE_FILE_OPS_FN_H__
#define SAFE_FILE_OPS_FN_H__

#include <sys/types.h>
#include <time.h>

/* Caller's location and legacy cleanup (NULL from the modern face); see safe_macros_fn.h. */
#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

/* Where SAFE_MOUNT_OVERLAY() builds its overlay, relative to the test's tmpdir. */
#ifndef OVL_BASE_MNTPOINT
# define OVL_BASE_MNTPOINT "mntpoint"
#endif
#ifndef OVL_LOWER
# define OVL_LOWER OVL_BASE_MNTPOINT "/lower"
#endif
#ifndef OVL_UPPER
# define OVL_UPPER OVL_BASE_MNTPOINT "/upper"
#endif
#ifndef OVL_WORK
# define OVL_WORK OVL_BASE_MNTPOINT "/work"
#endif
#ifndef OVL_MNT
# define OVL_MNT OVL_BASE_MNTPOINT "/ovl"
#endif

/* Non-aborting forms: 0 on success, 1 (after a TWARN) on failure. */
int file_scanf(const char *file, const int lineno, const char *path, const char *fmt, ...)
	__attribute__((format(scanf, 4, 5)));
int file_printf(const char *file, const int lineno, const char *path, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

/* Every conversion of fmt must match the start of the file. */
void safe_file_scanf(LTK_SAFE_LOC, const char *path, const char *fmt, ...)
	__attribute__((format(scanf, 5, 6)));
/*
 * The first line of the file on which every conversion of fmt matches. 0 when found; when
 * not found 1, or TBROK if strict.
 */
int file_lines_scanf(LTK_SAFE_LOC, int strict, const char *path, const char *fmt, ...)
	__attribute__((format(scanf, 6, 7)));
/* Write (truncating) the formatted text; the error of write or close is the failure. */
void safe_file_printf(LTK_SAFE_LOC, const char *path, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
/* As safe_file_printf(), but a path that does not exist is silently skipped. */
void safe_try_file_printf(LTK_SAFE_LOC, const char *path, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
/* Read at most buf_size - 1 bytes and NUL terminate them; returns the length. */
ssize_t safe_file_read_str(LTK_SAFE_LOC, const char *path, char *buf, size_t buf_size);
/* "MemFree:" style fields of /proc/meminfo and /proc/PID/status, in the file's unit. */
long safe_read_meminfo(LTK_SAFE_LOC, const char *item);
long safe_read_proc_status(LTK_SAFE_LOC, pid_t pid, const char *item);
/* Copy the contents of src into dst (created 0644 or truncated). */
void safe_cp(LTK_SAFE_LOC, const char *src, const char *dst);
/*
 * Create pathname if missing; mode != 0 is then set with chmod() (so umask does not apply),
 * mode 0 creates with 0666 & ~umask. times as for utimensat(), NULL = now.
 */
void safe_touch(LTK_SAFE_LOC, const char *pathname, mode_t mode,
		const struct timespec times[2]);
/*
 * Mount an overlay on OVL_MNT from OVL_LOWER, OVL_UPPER, OVL_WORK (created when missing).
 * A kernel without overlayfs is TCONF when strict, a TINFO and -1 otherwise.
 */
int mount_overlay(LTK_SAFE_LOC, int strict);

#endif
