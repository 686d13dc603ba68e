// SPDX-License-Identifier: GPL-2.0-or-later
/* Writing data: a file of a pattern, a preallocated file, a filesystem filled up. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/statvfs.h>
#include "ltk_core.h"
#include "tst_fs.h"

/* As tst_fill_file() on an open descriptor: bcount writes of bs bytes of pattern. */
int tst_fill_fd(int fd, char pattern, size_t bs, size_t bcount)
{
	char *buf = malloc(bs ? bs : 1);
	size_t i;
	int err;

	if (!buf)
		return -1;
	memset(buf, pattern, bs);
	for (i = 0; i < bcount; i++) {
		if (write(fd, buf, bs) != (ssize_t)bs) {
			err = errno;
			free(buf);
			errno = err ? err : ENOSPC;
			return -1;
		}
	}
	free(buf);
	return 0;
}

int tst_fill_file(const char *path, char pattern, size_t bs, size_t bcount)
{
	char *buf;
	size_t i;
	int fd, err;

	buf = malloc(bs ? bs : 1);
	if (!buf)
		return -1;
	memset(buf, pattern, bs);
	fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0700);
	if (fd < 0)
		goto free_buf;
	for (i = 0; i < bcount; i++) {
		if (write(fd, buf, bs) != (ssize_t)bs)
			goto close_fd;
	}
	if (close(fd))
		goto unlink_file;
	free(buf);
	return 0;

close_fd:
	err = errno;
	close(fd);
	errno = err;
unlink_file:
	err = errno;
	unlink(path);
	errno = err;
free_buf:
	err = errno;
	free(buf);
	errno = err;
	return -1;
}

int tst_prealloc_file(const char *path, size_t bs, size_t bcount)
{
	int fd, err;

	fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0700);
	if (fd < 0)
		return -1;
	if (!fallocate(fd, 0, 0, (off_t)bs * bcount)) {
		close(fd);
		return 0;
	}
	err = errno;
	close(fd);
	/* No fallocate on this filesystem: write the blocks. */
	if (err == EOPNOTSUPP || err == ENOSYS) {
		unlink(path);
		return tst_fill_file(path, 0, bs, bcount);
	}
	unlink(path);
	errno = err;
	return -1;
}

#define FILL_BUF (128 * 1024)

void tst_fill_fs(const char *path, int verbose, enum tst_fill_access_pattern pattern)
{
	static char buf[FILL_BUF];
	char file[PATH_MAX];
	struct statvfs fi;
	size_t len;
	ssize_t n;
	int i, fd;

	memset(buf, 0x5a, sizeof(buf));
	for (i = 0; ; i++) {
		snprintf(file, sizeof(file), "%s/file%i", path, i);
		fd = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0700);
		if (fd < 0) {
			if (errno == ENOSPC || errno == EDQUOT) {
				if (verbose)
					ltk_res(__FILE__, __LINE__, TINFO, "No space for %s", file);
				return;
			}
			ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "open(%s) failed", file);
			return;
		}
		if (statvfs(path, &fi) == 0 && verbose) {
			ltk_res(__FILE__, __LINE__, TINFO, "writing %s, %llu bytes free", file,
				(unsigned long long)fi.f_bavail * fi.f_frsize);
		}
		/* A file of up to ~10 MB, then the next one. */
		for (int j = 0; j < 80; j++) {
			len = FILL_BUF;
			if (pattern == TST_FILL_RANDOM)
				len = 1 + (size_t)random() % FILL_BUF;
			n = write(fd, buf, len);
			if (n >= 0)
				continue;
			if (errno == ENOSPC || errno == EDQUOT) {
				close(fd);
				if (verbose)
					ltk_res(__FILE__, __LINE__, TINFO, "%s: filesystem is full",
						path);
				return;
			}
			close(fd);
			ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "write(%s) failed", file);
			return;
		}
		if (close(fd) && (errno == ENOSPC || errno == EDQUOT))
			return;
	}
}
