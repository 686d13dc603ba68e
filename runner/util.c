// SPDX-License-Identifier: GPL-2.0-or-later
/* Helpers shared by the runner modules. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "ltk.h"
#include "util.h"

static void oom(void)
{
	fputs("ltk: out of memory\n", stderr);
	exit(LTK_EXIT_INTERNAL);
}

void *xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);

	if (!p)
		oom();
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		oom();
	return p;
}

void *xrealloc(void *p, size_t size)
{
	p = realloc(p, size ? size : 1);
	if (!p)
		oom();
	return p;
}

char *xstrdup(const char *s)
{
	char *d = strdup(s ? s : "");

	if (!d)
		oom();
	return d;
}

char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	if (vasprintf(&s, fmt, ap) < 0)
		oom();
	va_end(ap);
	return s;
}

void die(int code, const char *fmt, ...)
{
	va_list ap;

	fputs("ltk: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(code);
}

void warnx_(const char *fmt, ...)
{
	va_list ap;

	fputs("ltk: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

char *read_file(const char *path, size_t *len)
{
	struct sbuf sb = {0};
	char buf[65536];
	ssize_t n;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return NULL;
	while ((n = read(fd, buf, sizeof(buf))) != 0) {
		if (n < 0) {
			if (errno == EINTR)
				continue;
			int e = errno;

			close(fd);
			free(sb.s);
			errno = e;
			return NULL;
		}
		sb_add(&sb, buf, n);
	}
	close(fd);
	sb_add(&sb, "", 0);
	if (len)
		*len = sb.len;
	return sb.s;
}

static int fsync_dir_of(const char *path)
{
	char *dir = xstrdup(path);
	char *slash = strrchr(dir, '/');
	int fd, ret;

	if (slash)
		*(slash == dir ? slash + 1 : slash) = 0;
	else
		strcpy(dir, ".");
	fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	free(dir);
	if (fd < 0)
		return -1;
	ret = fsync(fd);
	close(fd);
	return ret;
}

int write_file_atomic(const char *path, const char *data, size_t len)
{
	char *tmp = xasprintf("%s.tmp", path);
	int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	size_t off = 0;

	if (fd < 0)
		goto fail;
	while (off < len) {
		ssize_t n = write(fd, data + off, len - off);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			int err = n ? errno : ENOSPC;

			close(fd);
			errno = err;
			goto fail;
		}
		off += n;
	}
	if (fsync(fd)) {
		int err = errno;

		close(fd);
		errno = err;
		goto fail;
	}
	if (close(fd) || rename(tmp, path))
		goto fail;
	free(tmp);
	fsync_dir_of(path);
	return 0;
fail:;
	int err = errno;

	unlink(tmp);
	free(tmp);
	errno = err;
	return -1;
}

int mkdir_p(const char *path, int mode)
{
	char *p = xstrdup(path);
	char *s;

	for (s = p + 1; *s; s++) {
		if (*s != '/')
			continue;
		*s = 0;
		if (mkdir(p, mode) && errno != EEXIST) {
			free(p);
			return -1;
		}
		*s = '/';
	}
	free(p);
	if (mkdir(path, mode) && errno != EEXIST)
		return -1;
	return 0;
}

/* Depth-first removal by directory fds: a symlink is removed, never followed. */
static long rm_at(int dfd, const char *name, dev_t dev)
{
	struct stat st;
	long count = 1;

	if (fstatat(dfd, name, &st, AT_SYMLINK_NOFOLLOW))
		return 0;
	if (S_ISDIR(st.st_mode)) {
		if (st.st_dev != dev)
			return 0;	/* a mount point: the leak check unmounts first */
		int fd = openat(dfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		DIR *d;
		struct dirent *e;

		if (fd < 0) {
			fchmodat(dfd, name, 0700, 0);
			fd = openat(dfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
			if (fd < 0)
				return 0;
		}
		d = fdopendir(fd);
		if (!d) {
			close(fd);
			return 0;
		}
		while ((e = readdir(d))) {
			if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
				continue;
			count += rm_at(dirfd(d), e->d_name, dev);
		}
		closedir(d);
		unlinkat(dfd, name, AT_REMOVEDIR);
	} else {
		unlinkat(dfd, name, 0);
	}
	return count;
}

long rm_rf(const char *path)
{
	struct stat st;

	if (lstat(path, &st))
		return 0;
	return rm_at(AT_FDCWD, path, st.st_dev);
}

int dir_is_empty(const char *path)
{
	DIR *d = opendir(path);
	struct dirent *e;
	int empty = 1;

	if (!d)
		return 1;
	while ((e = readdir(d))) {
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
			empty = 0;
			break;
		}
	}
	closedir(d);
	return empty;
}

double now_mono(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

double now_real(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

double parse_duration(const char *s)
{
	char *end;
	double v;

	if (!s || !*s)
		return -1;
	errno = 0;
	v = strtod(s, &end);
	if (errno || end == s || v < 0 || !isfinite(v))
		return -1;
	switch (*end) {
	case 0:
	case 's':
		break;
	case 'm':
		v *= 60;
		break;
	case 'h':
		v *= 3600;
		break;
	case 'd':
		v *= 86400;
		break;
	default:
		return -1;
	}
	if (*end && end[1])
		return -1;
	return v;
}

long parse_count(const char *s)
{
	char *end;
	long v;

	if (!s || !*s || *s == '-' || *s == '+')
		return -1;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || *end || v < 0)
		return -1;
	return v;
}

void sb_add(struct sbuf *sb, const char *data, size_t len)
{
	if (sb->len + len + 1 > sb->cap) {
		sb->cap = (sb->len + len + 1) * 2;
		sb->s = xrealloc(sb->s, sb->cap);
	}
	memcpy(sb->s + sb->len, data, len);
	sb->len += len;
	sb->s[sb->len] = 0;
}

void sb_printf(struct sbuf *sb, const char *fmt, ...)
{
	va_list ap;
	char *s;
	int n;

	va_start(ap, fmt);
	n = vasprintf(&s, fmt, ap);
	va_end(ap);
	if (n < 0)
		oom();
	sb_add(sb, s, n);
	free(s);
}

/* Length of the valid UTF-8 sequence at s (at most n bytes), 0 when invalid. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
	size_t len;
	unsigned int cp;

	if (s[0] < 0x80)
		return 1;
	if ((s[0] & 0xe0) == 0xc0) {
		len = 2;
		cp = s[0] & 0x1f;
	} else if ((s[0] & 0xf0) == 0xe0) {
		len = 3;
		cp = s[0] & 0x0f;
	} else if ((s[0] & 0xf8) == 0xf0) {
		len = 4;
		cp = s[0] & 0x07;
	} else {
		return 0;
	}
	if (len > n)
		return 0;
	for (size_t i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
	    cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) || cp == 0xfffe || cp == 0xffff)
		return 0;
	return len;
}

char *clean_text(const char *s, size_t n)
{
	char *out = xmalloc(n + 1);
	size_t i = 0, k = 0;

	while (i < n) {
		unsigned char c = s[i];
		size_t len;

		if (c < 0x20 && c != '\n' && c != '\t') {
			out[k++] = '?';
			i++;
			continue;
		}
		if (c == 0x7f) {
			out[k++] = '?';
			i++;
			continue;
		}
		len = utf8_len((const unsigned char *)s + i, n - i);
		if (!len) {
			out[k++] = '?';
			i++;
			continue;
		}
		memcpy(out + k, s + i, len);
		k += len;
		i += len;
	}
	out[k] = 0;
	return out;
}

const char *unreadable_kind(FILE *f)
{
	struct stat st;

	if (fstat(fileno(f), &st))
		return "unreadable";
	if (S_ISDIR(st.st_mode))
		return "a directory";
	if (S_ISREG(st.st_mode) || S_ISFIFO(st.st_mode))
		return NULL;
	return "a device or socket, not a file";
}

ssize_t getline_max(char **line, size_t *cap, FILE *f, size_t max)
{
	size_t len = 0;
	int c, any = 0;

	if (*cap < max + 2) {
		*line = xrealloc(*line, max + 2);
		*cap = max + 2;
	}
	while ((c = getc(f)) != EOF) {
		any = 1;
		if (len <= max)
			(*line)[len++] = (char)c;
		if (c == '\n')
			break;
	}
	if (!any)
		return -1;
	(*line)[len] = 0;
	return (ssize_t)len;
}

int str_listed(char *const *v, int n, const char *s)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(v[i], s))
			return 1;
	return 0;
}

/* s in single quotes for /bin/sh, a ' inside written as '\''. */
char *shell_quote(const char *s)
{
	struct sbuf sb = {0};

	sb_add(&sb, "'", 1);
	for (; *s; s++) {
		if (*s == '\'')
			sb_add(&sb, "'\\''", 4);
		else
			sb_add(&sb, s, 1);
	}
	sb_add(&sb, "'", 1);
	return sb.s;
}
