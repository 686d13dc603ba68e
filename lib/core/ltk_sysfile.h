/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Whole-file reads and writes of small /proc, /sys and cgroup files for the feature
 * modules. They report nothing: callers decide whether a failure is TCONF, TBROK or fine.
 * Internal to lib/.
 */
#ifndef LTK_SYSFILE_H
#define LTK_SYSFILE_H

#include <stddef.h>
#include <sys/types.h>

/*
 * Read at most size - 1 bytes of path into buf and terminate it. Returns the length read
 * or -1 with errno set (buf is then the empty string).
 */
ssize_t ltk_read_file(const char *path, char *buf, size_t size);

/* Read path and parse it as one unsigned decimal number. 0 or -1 with errno set. */
int ltk_read_ulong(const char *path, unsigned long *val);

/*
 * Write str to path in one write(), as sysctl-style files want. Returns 0 or -1 with
 * errno set (EIO for a short write).
 */
int ltk_write_file(const char *path, const char *str);

/* The same relative to a directory file descriptor. */
ssize_t ltk_read_fileat(int dirfd, const char *name, char *buf, size_t size);
int ltk_write_fileat(int dirfd, const char *name, const char *str);

/* The value of "key:" in /proc/meminfo (kB for sizes), or -1 when it is missing. */
long long ltk_read_meminfo(const char *key);

#endif
