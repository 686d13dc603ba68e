/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * openat2_read(): the succeeding rows of the RESOLVE_* tests (openat202, openat203,
 * openat205). openat2(dfd, path, how) must return a descriptor (TFAIL "<what>: <desc>"
 * otherwise, and -1 is returned); up to size - 1 bytes of the file are read into buf, which
 * ends with a NUL, and the descriptor is closed. The caller compares buf with the contents
 * the row expects.
 */
#ifndef OPENAT2_READ_H__
#define OPENAT2_READ_H__

#include <string.h>
#include "tst_test.h"
#include "lapi/openat2.h"

static inline int openat2_read(int dfd, const char *path, struct open_how *how, char *buf,
			       size_t size, const char *what, const char *desc)
{
	int fd;

	memset(buf, 0, size);
	fd = TST_EXP_FD_SILENT(openat2(dfd, path, how, sizeof(*how)), "%s: %s", what, desc);
	if (fd < 0)
		return -1;
	SAFE_READ(0, fd, buf, size - 1);
	SAFE_CLOSE(fd);
	return 0;
}

#endif
