// SPDX-License-Identifier: GPL-2.0-or-later
/* Looking up executables in PATH, and the legacy "high address" for EFAULT tests. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "tst_path.h"

static int is_executable_file(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISREG(st.st_mode) && !access(path, X_OK);
}

static int copy_out(char *buf, size_t buf_len, const char *dir, size_t dir_len,
		    const char *name)
{
	int len;

	if (dir_len)
		len = snprintf(buf, buf_len, "%.*s/%s", (int)dir_len, dir, name);
	else
		len = snprintf(buf, buf_len, "%s", name);
	if (len < 0 || (size_t)len >= buf_len) {
		errno = ENAMETOOLONG;
		return -1;
	}
	return 0;
}

int tst_get_path(const char *prog_name, char *buf, size_t buf_len)
{
	const char *path = getenv("PATH"), *p, *end;
	int too_long = 0;

	if (!prog_name || !*prog_name || !buf || !buf_len) {
		errno = EINVAL;
		return -1;
	}
	if (strchr(prog_name, '/')) {
		if (!is_executable_file(prog_name)) {
			errno = ENOENT;
			return -1;
		}
		return copy_out(buf, buf_len, NULL, 0, prog_name);
	}
	if (!path)
		path = "/usr/local/bin:/usr/bin:/bin";

	for (p = path; ; p = end + 1) {
		end = strchrnul(p, ':');
		/* An empty PATH entry means the current directory. */
		if (copy_out(buf, buf_len, end == p ? "." : p, end == p ? 1 : end - p,
			     prog_name)) {
			too_long = 1;
		} else if (is_executable_file(buf)) {
			return 0;
		}
		if (!*end)
			break;
	}
	buf[0] = '\0';
	errno = too_long ? ENAMETOOLONG : ENOENT;
	return -1;
}

char *get_high_address(void)
{
	return (char *)sbrk(0) + 4 * getpagesize();
}
