// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* for the *at() calls, reporting the directory fd by its path. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "safe_priv.h"
#include "tst_safe_file_at.h"

int safe_openat(LTK_SAFE_LOC, int dirfd, const char *path, int oflags, ...)
{
	char dir[256];
	mode_t mode = 0;
	va_list va;
	int rval;

	if ((oflags & O_CREAT) || (oflags & O_TMPFILE) == O_TMPFILE) {
		va_start(va, oflags);
		mode = va_arg(va, int);
		va_end(va);
	}
	rval = openat(dirfd, path, oflags, mode);
	if (rval == -1)
		safe_fail("openat(%s,%s,%d,%04o)", ltk_dirfd_name(dirfd, dir, sizeof(dir)), path,
			  oflags, (unsigned int)mode);
	else if (rval < 0)
		safe_invalid(rval, "openat(%s,%s,%d,%04o)", ltk_dirfd_name(dirfd, dir, sizeof(dir)),
			     path, oflags, (unsigned int)mode);
	return rval;
}

ssize_t safe_file_readat(LTK_SAFE_LOC, int dirfd, const char *path, char *buf, size_t nbyte)
{
	char dir[256];
	size_t len = 0;
	ssize_t n = 0;
	int fd;

	if (!nbyte) {
		errno = EINVAL;
		safe_fail("file_readat(%s,%s) into an empty buffer",
			  ltk_dirfd_name(dirfd, dir, sizeof(dir)), path);
		return -1;
	}
	fd = safe_openat(file, lineno, cleanup_fn, dirfd, path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	while (len < nbyte - 1) {
		n = read(fd, buf + len, nbyte - 1 - len);
		if (n == -1 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		len += n;
	}
	if (n == -1) {
		safe_fail("read(%s/%s)", ltk_dirfd_name(dirfd, dir, sizeof(dir)), path);
		close(fd);
		return -1;
	}
	close(fd);
	buf[len] = 0;
	return len;
}

int safe_file_printfat(LTK_SAFE_LOC, int dirfd, const char *path, const char *fmt, ...)
{
	char dir[256];
	char *text;
	va_list va;
	int fd, len;
	ssize_t n;

	va_start(va, fmt);
	len = vasprintf(&text, fmt, va);
	va_end(va);
	if (len < 0) {
		safe_fail("vasprintf(%s)", fmt);
		return -1;
	}
	fd = safe_openat(file, lineno, cleanup_fn, dirfd, path, O_WRONLY | O_CLOEXEC);
	if (fd < 0) {
		free(text);
		return -1;
	}
	/* A kernel knob takes the whole value in one write(); a short one is a failure. */
	errno = 0;
	n = write(fd, text, len);
	if (n != len) {
		if (n == -1)
			safe_fail("write(%s/%s,\"%s\")", ltk_dirfd_name(dirfd, dir, sizeof(dir)),
				  path, text);
		else
			safe_invalid(n, "write(%s/%s,\"%s\")", ltk_dirfd_name(dirfd, dir,
				     sizeof(dir)), path, text);
		len = -1;
	}
	free(text);
	if (close(fd) && len >= 0) {
		safe_fail("close(%s/%s)", ltk_dirfd_name(dirfd, dir, sizeof(dir)), path);
		len = -1;
	}
	return len;
}

int safe_unlinkat(LTK_SAFE_LOC, int dirfd, const char *path, int flags)
{
	char dir[256];
	int rval = unlinkat(dirfd, path, flags);

	if (rval == -1)
		safe_fail("unlinkat(%s,%s,%s)", ltk_dirfd_name(dirfd, dir, sizeof(dir)), path,
			  flags == AT_REMOVEDIR ? "AT_REMOVEDIR" : flags ? "invalid flags" : "0");
	else if (rval)
		safe_invalid(rval, "unlinkat(%d,%s,%d)", dirfd, path, flags);
	return rval;
}

int safe_fchownat(LTK_SAFE_LOC, int dirfd, const char *path, uid_t owner, gid_t group,
		  int flags)
{
	char dir[256];
	int rval = fchownat(dirfd, path, owner, group, flags);

	if (rval == -1)
		safe_fail("fchownat(%s,%s,%d,%d,%d)", ltk_dirfd_name(dirfd, dir, sizeof(dir)), path,
			  (int)owner, (int)group, flags);
	else if (rval)
		safe_invalid(rval, "fchownat(%d,%s,%d,%d,%d)", dirfd, path, (int)owner,
			     (int)group, flags);
	return rval;
}

int safe_fstatat(LTK_SAFE_LOC, int dirfd, const char *path, struct stat *statbuf, int flags)
{
	char dir[256];
	int rval = fstatat(dirfd, path, statbuf, flags);

	if (rval == -1)
		safe_fail("fstatat(%s,%s,%p,%d)", ltk_dirfd_name(dirfd, dir, sizeof(dir)), path,
			  statbuf, flags);
	else if (rval)
		safe_invalid(rval, "fstatat(%d,%s,%p,%d)", dirfd, path, statbuf, flags);
	return rval;
}
