// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* for file descriptors: open/close, the read/write family with len_strict, seek. */
#include <fcntl.h>
#include <poll.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>
#include "safe_priv.h"

int safe_open(LTK_SAFE_LOC, const char *pathname, int oflags, ...)
{
	mode_t mode = 0;
	va_list va;
	int rval;

	/* The mode argument exists only when the flags ask for a new file. */
	if ((oflags & O_CREAT) || (oflags & O_TMPFILE) == O_TMPFILE) {
		va_start(va, oflags);
		mode = va_arg(va, int);
		va_end(va);
	}

	rval = open(pathname, oflags, mode);
	if (rval == -1)
		safe_fail("open(%s,%d,%04o)", pathname, oflags, (unsigned int)mode);
	else if (rval < 0)
		safe_invalid(rval, "open(%s,%d,%04o)", pathname, oflags, (unsigned int)mode);
	return rval;
}

int safe_creat(LTK_SAFE_LOC, const char *pathname, mode_t mode)
{
	int rval = creat(pathname, mode);

	if (rval == -1)
		safe_fail("creat(%s,%04o)", pathname, (unsigned int)mode);
	else if (rval < 0)
		safe_invalid(rval, "creat(%s,%04o)", pathname, (unsigned int)mode);
	return rval;
}

int safe_close(LTK_SAFE_LOC, int fd)
{
	int rval = close(fd);

	if (rval == -1)
		safe_fail("close(%d)", fd);
	else if (rval)
		safe_invalid(rval, "close(%d)", fd);
	return rval;
}

int safe_dup(LTK_SAFE_LOC, int oldfd)
{
	int rval = dup(oldfd);

	if (rval == -1)
		safe_fail("dup(%d)", oldfd);
	else if (rval < 0)
		safe_invalid(rval, "dup(%d)", oldfd);
	return rval;
}

int safe_dup2(LTK_SAFE_LOC, int oldfd, int newfd)
{
	int rval = dup2(oldfd, newfd);

	if (rval == -1)
		safe_fail("dup2(%d,%d)", oldfd, newfd);
	else if (rval != newfd)
		safe_invalid(rval, "dup2(%d,%d)", oldfd, newfd);
	return rval;
}

int safe_pipe(LTK_SAFE_LOC, int fildes[2])
{
	int rval = pipe(fildes);

	if (rval == -1)
		safe_fail("pipe(%p)", fildes);
	else if (rval)
		safe_invalid(rval, "pipe(%p)", fildes);
	return rval;
}

int safe_pipe2(LTK_SAFE_LOC, int fildes[2], int flags)
{
	int rval = pipe2(fildes, flags);

	if (rval == -1)
		safe_fail("pipe2(%p,%d)", fildes, flags);
	else if (rval)
		safe_invalid(rval, "pipe2(%p,%d)", fildes, flags);
	return rval;
}

/*
 * The read/write family: -1 is a failure; with len_strict a count other than the one asked
 * for is one too. errno is cleared first so a short count does not print a stale errno.
 */
ssize_t safe_read(LTK_SAFE_LOC, char len_strict, int fildes, void *buf, size_t nbyte)
{
	ssize_t rval;

	errno = 0;
	rval = read(fildes, buf, nbyte);
	if (rval == -1)
		safe_fail("read(%d,%p,%zu)", fildes, buf, nbyte);
	else if (rval < -1 || (len_strict && (size_t)rval != nbyte))
		safe_invalid(rval, "read(%d,%p,%zu)", fildes, buf, nbyte);
	return rval;
}

ssize_t safe_pread(LTK_SAFE_LOC, char len_strict, int fildes, void *buf, size_t nbyte,
		   off_t offset)
{
	ssize_t rval;

	errno = 0;
	rval = pread(fildes, buf, nbyte, offset);
	if (rval == -1)
		safe_fail("pread(%d,%p,%zu,%lld)", fildes, buf, nbyte, (long long)offset);
	else if (rval < -1 || (len_strict && (size_t)rval != nbyte))
		safe_invalid(rval, "pread(%d,%p,%zu,%lld)", fildes, buf, nbyte,
			     (long long)offset);
	return rval;
}

ssize_t safe_write(LTK_SAFE_LOC, enum safe_write_opts opts, int fildes, const void *buf,
		   size_t nbyte)
{
	const char *pos = buf;
	size_t left = nbyte;
	ssize_t rval;

	errno = 0;
	if (opts != SAFE_WRITE_RETRY) {
		rval = write(fildes, buf, nbyte);
		if (rval == -1)
			safe_fail("write(%d,%p,%zu)", fildes, buf, nbyte);
		else if (rval < -1 || (opts == SAFE_WRITE_ALL && (size_t)rval != nbyte))
			safe_invalid(rval, "write(%d,%p,%zu)", fildes, buf, nbyte);
		return rval;
	}

	/* RETRY resumes after each short write; a write of nothing would spin, so it ends. */
	while (left) {
		rval = write(fildes, pos, left);
		if (rval == -1) {
			safe_fail("write(%d,%p,%zu)", fildes, buf, nbyte);
			return rval;
		}
		if (rval <= 0 || (size_t)rval > left)
			break;
		pos += rval;
		left -= rval;
	}
	rval = nbyte - left;
	if (left)
		safe_invalid(rval, "write(%d,%p,%zu)", fildes, buf, nbyte);
	return rval;
}

ssize_t safe_pwrite(LTK_SAFE_LOC, char len_strict, int fildes, const void *buf, size_t nbyte,
		    off_t offset)
{
	ssize_t rval;

	errno = 0;
	rval = pwrite(fildes, buf, nbyte, offset);
	if (rval == -1)
		safe_fail("pwrite(%d,%p,%zu,%lld)", fildes, buf, nbyte, (long long)offset);
	else if (rval < -1 || (len_strict && (size_t)rval != nbyte))
		safe_invalid(rval, "pwrite(%d,%p,%zu,%lld)", fildes, buf, nbyte,
			     (long long)offset);
	return rval;
}

static size_t iov_len(const struct iovec *iov, int iovcnt)
{
	size_t len = 0;
	int i;

	for (i = 0; i < iovcnt; i++)
		len += iov[i].iov_len;
	return len;
}

ssize_t safe_readv(LTK_SAFE_LOC, char len_strict, int fildes, const struct iovec *iov,
		   int iovcnt)
{
	ssize_t rval;

	errno = 0;
	rval = readv(fildes, iov, iovcnt);
	if (rval == -1)
		safe_fail("readv(%d,%p,%d)", fildes, iov, iovcnt);
	else if (rval < -1 || (len_strict && (size_t)rval != iov_len(iov, iovcnt)))
		safe_invalid(rval, "readv(%d,%p,%d)", fildes, iov, iovcnt);
	return rval;
}

ssize_t safe_writev(LTK_SAFE_LOC, char len_strict, int fildes, const struct iovec *iov,
		    int iovcnt)
{
	ssize_t rval;

	errno = 0;
	rval = writev(fildes, iov, iovcnt);
	if (rval == -1)
		safe_fail("writev(%d,%p,%d)", fildes, iov, iovcnt);
	else if (rval < -1 || (len_strict && (size_t)rval != iov_len(iov, iovcnt)))
		safe_invalid(rval, "writev(%d,%p,%d)", fildes, iov, iovcnt);
	return rval;
}

ssize_t safe_preadv(LTK_SAFE_LOC, char len_strict, int fildes, const struct iovec *iov,
		    int iovcnt, off_t offset)
{
	ssize_t rval;

	errno = 0;
	rval = preadv(fildes, iov, iovcnt, offset);
	if (rval == -1)
		safe_fail("preadv(%d,%p,%d,%lld)", fildes, iov, iovcnt, (long long)offset);
	else if (rval < -1 || (len_strict && (size_t)rval != iov_len(iov, iovcnt)))
		safe_invalid(rval, "preadv(%d,%p,%d,%lld)", fildes, iov, iovcnt,
			     (long long)offset);
	return rval;
}

ssize_t safe_pwritev(LTK_SAFE_LOC, char len_strict, int fildes, const struct iovec *iov,
		     int iovcnt, off_t offset)
{
	ssize_t rval;

	errno = 0;
	rval = pwritev(fildes, iov, iovcnt, offset);
	if (rval == -1)
		safe_fail("pwritev(%d,%p,%d,%lld)", fildes, iov, iovcnt, (long long)offset);
	else if (rval < -1 || (len_strict && (size_t)rval != iov_len(iov, iovcnt)))
		safe_invalid(rval, "pwritev(%d,%p,%d,%lld)", fildes, iov, iovcnt,
			     (long long)offset);
	return rval;
}

off_t safe_lseek(LTK_SAFE_LOC, int fd, off_t offset, int whence)
{
	off_t rval = lseek(fd, offset, whence);

	if (rval == (off_t)-1)
		safe_fail("lseek(%d,%lld,%d)", fd, (long long)offset, whence);
	else if (rval < 0)
		safe_invalid(rval, "lseek(%d,%lld,%d)", fd, (long long)offset, whence);
	return rval;
}

int safe_ftruncate(LTK_SAFE_LOC, int fd, off_t length)
{
	int rval = ftruncate(fd, length);

	if (rval == -1)
		safe_fail("ftruncate(%d,%lld)", fd, (long long)length);
	else if (rval)
		safe_invalid(rval, "ftruncate(%d,%lld)", fd, (long long)length);
	return rval;
}

int safe_fstat(LTK_SAFE_LOC, int fd, struct stat *buf)
{
	int rval = fstat(fd, buf);

	if (rval == -1)
		safe_fail("fstat(%d,%p)", fd, buf);
	else if (rval)
		safe_invalid(rval, "fstat(%d,%p)", fd, buf);
	return rval;
}

int safe_fsync(LTK_SAFE_LOC, int fd)
{
	int rval = fsync(fd);

	if (rval == -1)
		safe_fail("fsync(%d)", fd);
	else if (rval)
		safe_invalid(rval, "fsync(%d)", fd);
	return rval;
}

/* posix_fadvise() returns the error number instead of setting errno. */
int safe_posix_fadvise(LTK_SAFE_LOC, int fd, off_t offset, off_t len, int advice)
{
	int rval = posix_fadvise(fd, offset, len, advice);

	if (rval > 0)
		safe_fail_err(rval, "posix_fadvise(%d,%lld,%lld,%d)", fd, (long long)offset,
			      (long long)len, advice);
	else if (rval)
		safe_invalid(rval, "posix_fadvise(%d,%lld,%lld,%d)", fd, (long long)offset,
			     (long long)len, advice);
	return rval;
}

int safe_poll(LTK_SAFE_LOC, struct pollfd *fds, unsigned long nfds, int timeout)
{
	int rval = poll(fds, nfds, timeout);

	if (rval == -1)
		safe_fail("poll(%p,%lu,%d)", fds, nfds, timeout);
	else if (rval < 0)
		safe_invalid(rval, "poll(%p,%lu,%d)", fds, nfds, timeout);
	return rval;
}

char *safe_ptsname(LTK_SAFE_LOC, int masterfd)
{
	char *name = ptsname(masterfd);

	if (!name)
		safe_fail("ptsname(%d)", masterfd);
	return name;
}

int safe_ioctl_check(LTK_SAFE_LOC, int ret, int fd, const char *request)
{
	if (ret == -1)
		safe_fail("ioctl(%d,%s,...)", fd, request);
	else if (ret < 0)
		safe_invalid(ret, "ioctl(%d,%s,...)", fd, request);
	return ret;
}

static const char *fcntl_cmd_name(int cmd)
{
	switch (cmd) {
	case F_DUPFD: return "F_DUPFD";
	case F_DUPFD_CLOEXEC: return "F_DUPFD_CLOEXEC";
	case F_GETFD: return "F_GETFD";
	case F_SETFD: return "F_SETFD";
	case F_GETFL: return "F_GETFL";
	case F_SETFL: return "F_SETFL";
	case F_GETLK: return "F_GETLK";
	case F_SETLK: return "F_SETLK";
	case F_SETLKW: return "F_SETLKW";
	case F_OFD_GETLK: return "F_OFD_GETLK";
	case F_OFD_SETLK: return "F_OFD_SETLK";
	case F_OFD_SETLKW: return "F_OFD_SETLKW";
	case F_GETOWN: return "F_GETOWN";
	case F_SETOWN: return "F_SETOWN";
	case F_GETSIG: return "F_GETSIG";
	case F_SETSIG: return "F_SETSIG";
	case F_SETLEASE: return "F_SETLEASE";
	case F_GETLEASE: return "F_GETLEASE";
	case F_NOTIFY: return "F_NOTIFY";
	case F_SETPIPE_SZ: return "F_SETPIPE_SZ";
	case F_GETPIPE_SZ: return "F_GETPIPE_SZ";
	case F_ADD_SEALS: return "F_ADD_SEALS";
	case F_GET_SEALS: return "F_GET_SEALS";
	default: return NULL;
	}
}

int safe_fcntl_check(LTK_SAFE_LOC, int ret, int fd, int cmd)
{
	const char *name = fcntl_cmd_name(cmd);

	if (ret == -1) {
		if (name)
			safe_fail("fcntl(%d,%s,...)", fd, name);
		else
			safe_fail("fcntl(%d,%d,...)", fd, cmd);
	} else if (ret < 0) {
		safe_invalid(ret, "fcntl(%d,%d,...)", fd, cmd);
	}
	return ret;
}
