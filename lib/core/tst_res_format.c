// SPDX-License-Identifier: GPL-2.0-or-later
/* Message formatting shared by both faces: errno suffixes, truncation, raw output. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ltk_core.h"


static const char truncated_mark[] = "...";

size_t ltk_format_msg(char *buf, size_t size, enum ltk_style style, int ttype, int saved_errno,
		      const char *fmt, va_list va)
{
	int err = 0, n;
	size_t len;
	const char *label = "";

	n = vsnprintf(buf, size, fmt, va);
	if (n < 0)
		n = snprintf(buf, size, "(unprintable message format '%s')", fmt);
	len = (size_t)n;

	if (ttype & TERRNO) {
		err = saved_errno;
		label = "errno";
	} else if (ttype & TTERRNO) {
		err = TST_ERR;
		label = style == LTK_STYLE_LEGACY ? "TEST_ERRNO" : "";
	} else if (ttype & TRERRNO) {
		err = TST_RET < 0 ? -(int)TST_RET : (int)TST_RET;
		label = style == LTK_STYLE_LEGACY ? "TEST_RETURN" : "";
	}

	if (ttype & (TERRNO | TTERRNO | TRERRNO)) {
		if (len < size) {
			if (style == LTK_STYLE_LEGACY)
				n = snprintf(buf + len, size - len, ": %s=%s(%i): %s", label,
					     tst_strerrno(err), err, strerror(err));
			else
				n = snprintf(buf + len, size - len, ": %s (%i)",
					     tst_strerrno(err), err);
			len += n > 0 ? (size_t)n : 0;
		}
	}

	if (len >= size) {
		len = size - 1;
		memcpy(buf + len - (sizeof(truncated_mark) - 1), truncated_mark,
		       sizeof(truncated_mark) - 1);
	}
	return len;
}

void ltk_write_all(int fd, const char *buf, size_t len)
{
	ssize_t n;
	int saved = errno;

	while (len > 0) {
		n = write(fd, buf, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		buf += n;
		len -= n;
	}
	errno = saved;
}

const char *ltk_basename(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}
