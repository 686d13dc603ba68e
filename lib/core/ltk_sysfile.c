// SPDX-License-Identifier: GPL-2.0-or-later
/* Small whole-file reads and writes for /proc, /sys and cgroup files (see ltk_sysfile.h). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ltk_sysfile.h"

ssize_t ltk_read_fileat(int dirfd, const char *name, char *buf, size_t size)
{
	size_t len = 0;
	ssize_t ret;
	int fd, saved;

	if (size)
		buf[0] = 0;
	fd = openat(dirfd, name, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;

	while (len + 1 < size) {
		ret = read(fd, buf + len, size - 1 - len);
		if (ret < 0 && errno == EINTR)
			continue;
		if (ret < 0) {
			saved = errno;
			close(fd);
			buf[0] = 0;
			errno = saved;
			return -1;
		}
		if (!ret)
			break;
		len += ret;
	}
	close(fd);
	if (size)
		buf[len] = 0;
	return len;
}

ssize_t ltk_read_file(const char *path, char *buf, size_t size)
{
	return ltk_read_fileat(AT_FDCWD, path, buf, size);
}

int ltk_read_ulong(const char *path, unsigned long *val)
{
	char buf[64], *end;

	if (ltk_read_file(path, buf, sizeof(buf)) < 0)
		return -1;
	errno = 0;
	*val = strtoul(buf, &end, 10);
	if (errno || end == buf || (*end && *end != '\n')) {
		errno = EINVAL;
		return -1;
	}
	return 0;
}

int ltk_write_fileat(int dirfd, const char *name, const char *str)
{
	size_t len = strlen(str);
	ssize_t ret;
	int fd, saved;

	fd = openat(dirfd, name, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	do {
		ret = write(fd, str, len);
	} while (ret < 0 && errno == EINTR);
	saved = errno;
	if (close(fd) && ret >= 0) {
		/* some sysfs files report the error only at close */
		return -1;
	}
	if (ret < 0) {
		errno = saved;
		return -1;
	}
	if ((size_t)ret != len) {
		errno = EIO;
		return -1;
	}
	return 0;
}

int ltk_write_file(const char *path, const char *str)
{
	return ltk_write_fileat(AT_FDCWD, path, str);
}

long long ltk_read_meminfo(const char *key)
{
	size_t klen = strlen(key);
	long long val = -1;
	char line[256];
	FILE *f;

	f = fopen("/proc/meminfo", "re");
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		if (!strncmp(line, key, klen) && line[klen] == ':') {
			if (sscanf(line + klen + 1, "%lld", &val) != 1)
				val = -1;
			break;
		}
	}
	fclose(f);
	return val;
}
