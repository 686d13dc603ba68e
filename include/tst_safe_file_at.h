/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * *at() SAFE_* macros of the modern face. The directory fd is printed as the path it refers
 * to, so "openat(/sys/fs/cgroup/ltk, memory.max, ...)" says where the call went.
 */
#ifndef TST_SAFE_FILE_AT_H__
#define TST_SAFE_FILE_AT_H__

#ifdef __TEST_H__
# error "tst_safe_file_at.h is for tst_test.h tests; test.h tests use safe_*.h"
#endif
#ifdef LTK_LEGACY_SAFE_H
# error "tst_safe_file_at.h is for tst_test.h tests; legacy safe_*.h already included"
#endif
#ifndef LTK_MODERN_SAFE_H
# define LTK_MODERN_SAFE_H 1
#endif

#include <fcntl.h>
#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

int safe_openat(LTK_SAFE_LOC, int dirfd, const char *path, int oflags, ...);
/* Read at most nbyte - 1 bytes of dirfd/path and NUL terminate them; returns the length. */
ssize_t safe_file_readat(LTK_SAFE_LOC, int dirfd, const char *path, char *buf, size_t nbyte);
/* Write the formatted text into the existing file dirfd/path (a sysfs or cgroup knob). */
int safe_file_printfat(LTK_SAFE_LOC, int dirfd, const char *path, const char *fmt, ...)
	__attribute__((format(printf, 6, 7)));
int safe_unlinkat(LTK_SAFE_LOC, int dirfd, const char *path, int flags);
int safe_fchownat(LTK_SAFE_LOC, int dirfd, const char *path, uid_t owner, gid_t group,
		  int flags);
int safe_fstatat(LTK_SAFE_LOC, int dirfd, const char *path, struct stat *statbuf, int flags);

#define SAFE_OPENAT(dirfd, path, oflags, ...) \
	safe_openat(__FILE__, __LINE__, NULL, (dirfd), (path), (oflags), ##__VA_ARGS__)
#define SAFE_FILE_READAT(dirfd, path, buf, nbyte) \
	safe_file_readat(__FILE__, __LINE__, NULL, (dirfd), (path), (buf), (nbyte))
#define SAFE_FILE_PRINTFAT(dirfd, path, fmt, ...) \
	safe_file_printfat(__FILE__, __LINE__, NULL, (dirfd), (path), (fmt), ##__VA_ARGS__)
#define SAFE_UNLINKAT(dirfd, path, flags) \
	safe_unlinkat(__FILE__, __LINE__, NULL, (dirfd), (path), (flags))
#define SAFE_FCHOWNAT(dirfd, path, owner, group, flags) \
	safe_fchownat(__FILE__, __LINE__, NULL, (dirfd), (path), (owner), (group), (flags))
#define SAFE_FSTATAT(dirfd, path, statbuf, flags) \
	safe_fstatat(__FILE__, __LINE__, NULL, (dirfd), (path), (statbuf), (flags))

#endif
