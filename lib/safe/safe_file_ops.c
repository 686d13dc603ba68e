// SPDX-License-Identifier: GPL-2.0-or-later
/* File helpers: scanf/printf on a whole file, line scanning, /proc fields, cp, touch, overlay. */
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>
#include "safe_priv.h"
#include "safe_file_ops_fn.h"

/* TBROK through the break path, anything else as a plain report. */
static void LTK_PRINTF(5, 6) ltk_brk_or_res(const char *file, int lineno, int ttype,
					    void (*cleanup_fn)(void), const char *fmt, ...)
{
	char msg[1024];
	int saved = errno;
	va_list va;

	va_start(va, fmt);
	vsnprintf(msg, sizeof(msg), fmt, va);
	va_end(va);
	errno = saved;
	if (TTYPE_RESULT(ttype) == TBROK)
		ltk_brk(file, lineno, ttype, cleanup_fn, "%s", msg);
	else
		ltk_res(file, lineno, ttype, "%s", msg);
}

/*
 * The shared core of FILE_SCANF and SAFE_FILE_SCANF: ttype is TWARN for the non-aborting
 * form and TBROK for the safe one. Returns 0 or 1.
 */
static int vscan_file(LTK_SAFE_LOC, int ttype, const char *path, const char *fmt, va_list va)
{
	int want = ltk_scanf_conversions(fmt);
	FILE *f;
	int got;

	f = fopen(path, "r");
	if (!f) {
		ltk_brk_or_res(file, lineno, ttype | TERRNO, cleanup_fn,
			       "Failed to open FILE '%s' for reading", path);
		return 1;
	}
	got = vfscanf(f, fmt, va);
	fclose(f);

	if (got == EOF) {
		ltk_brk_or_res(file, lineno, ttype, cleanup_fn,
			       "The FILE '%s' ended prematurely", path);
		return 1;
	}
	if (got != want) {
		ltk_brk_or_res(file, lineno, ttype, cleanup_fn,
			       "Expected %d conversions got %d FILE '%s'", want, got, path);
		return 1;
	}
	return 0;
}

int file_scanf(const char *file, const int lineno, const char *path, const char *fmt, ...)
{
	va_list va;
	int rval;

	va_start(va, fmt);
	rval = vscan_file(file, lineno, NULL, TWARN, path, fmt, va);
	va_end(va);
	return rval;
}

void safe_file_scanf(LTK_SAFE_LOC, const char *path, const char *fmt, ...)
{
	va_list va;

	va_start(va, fmt);
	vscan_file(file, lineno, cleanup_fn, TBROK, path, fmt, va);
	va_end(va);
}

int file_lines_scanf(LTK_SAFE_LOC, int strict, const char *path, const char *fmt, ...)
{
	int want = ltk_scanf_conversions(fmt);
	char *line = NULL;
	size_t size = 0;
	int found = 0;
	va_list va;
	FILE *f;

	f = fopen(path, "r");
	if (!f) {
		safe_fail("fopen(%s,r)", path);
		return 1;
	}
	while (!found && getline(&line, &size, f) != -1) {
		va_start(va, fmt);
		found = vsscanf(line, fmt, va) == want;
		va_end(va);
	}
	free(line);
	fclose(f);

	if (found)
		return 0;
	if (strict)
		ltk_brk(file, lineno, TBROK, cleanup_fn,
			"No line of FILE '%s' matches '%s' (%d conversions)", path, fmt, want);
	return 1;
}

/* Write the formatted text to path; 0 or -1 with errno set and *what naming the step. */
static int vprint_file(const char *path, const char **what, const char *fmt, va_list va)
{
	FILE *f;
	int err;

	*what = "open";
	f = fopen(path, "w");
	if (!f)
		return -1;
	*what = "write";
	if (vfprintf(f, fmt, va) < 0) {
		err = errno;
		fclose(f);
		errno = err;
		return -1;
	}
	/* Writes to /proc and /sys are judged when the buffer is flushed. */
	*what = "close";
	return fclose(f) ? -1 : 0;
}

int file_printf(const char *file, const int lineno, const char *path, const char *fmt, ...)
{
	const char *what;
	va_list va;
	int rval;

	va_start(va, fmt);
	rval = vprint_file(path, &what, fmt, va);
	va_end(va);
	if (rval) {
		ltk_res(file, lineno, TWARN | TERRNO, "Failed to %s FILE '%s'", what, path);
		return 1;
	}
	return 0;
}

void safe_file_printf(LTK_SAFE_LOC, const char *path, const char *fmt, ...)
{
	const char *what;
	va_list va;
	int rval;

	va_start(va, fmt);
	rval = vprint_file(path, &what, fmt, va);
	va_end(va);
	if (rval)
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn, "Failed to %s FILE '%s'", what,
			path);
}

void safe_try_file_printf(LTK_SAFE_LOC, const char *path, const char *fmt, ...)
{
	const char *what;
	va_list va;
	int rval;

	if (access(path, F_OK) && errno == ENOENT)
		return;
	va_start(va, fmt);
	rval = vprint_file(path, &what, fmt, va);
	va_end(va);
	if (rval)
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn, "Failed to %s FILE '%s'", what,
			path);
}

ssize_t safe_file_read_str(LTK_SAFE_LOC, const char *path, char *buf, size_t buf_size)
{
	size_t len = 0;
	ssize_t n = 0;
	int fd;

	if (!buf_size) {
		errno = EINVAL;
		safe_fail("read of FILE '%s' into an empty buffer", path);
		return -1;
	}
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd == -1) {
		safe_fail("open(%s,O_RDONLY)", path);
		return -1;
	}
	while (len < buf_size - 1) {
		n = read(fd, buf + len, buf_size - 1 - len);
		if (n == -1 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		len += n;
	}
	if (n == -1) {
		safe_fail("read(%s)", path);
		close(fd);
		return -1;
	}
	close(fd);
	buf[len] = 0;
	return len;
}

/* "Item:   1234 kB" lines: the number after the item. */
static long read_field(LTK_SAFE_LOC, const char *path, const char *item)
{
	char fmt[128];
	long value = 0;

	snprintf(fmt, sizeof(fmt), "%s %%ld", item);
	file_lines_scanf(file, lineno, cleanup_fn, 1, path, fmt, &value);
	return value;
}

long safe_read_meminfo(LTK_SAFE_LOC, const char *item)
{
	return read_field(file, lineno, cleanup_fn, "/proc/meminfo", item);
}

long safe_read_proc_status(LTK_SAFE_LOC, pid_t pid, const char *item)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	return read_field(file, lineno, cleanup_fn, path, item);
}

/*
 * As cp(1), which LTP's runs: into a directory the copy keeps the source's name, and a new
 * file gets the source's permission bits (less the umask).
 */
void safe_cp(LTK_SAFE_LOC, const char *src, const char *dst)
{
	char buf[8192], *path = NULL;
	struct stat st_src, st_dst;
	const char *base;
	ssize_t n, w;
	int in, out;

	in = open(src, O_RDONLY | O_CLOEXEC);
	if (in == -1) {
		safe_fail("cp(%s,%s): open(%s)", src, dst, src);
		return;
	}
	if (fstat(in, &st_src)) {
		safe_fail("cp(%s,%s): fstat(%s)", src, dst, src);
		close(in);
		return;
	}
	if (!stat(dst, &st_dst) && S_ISDIR(st_dst.st_mode)) {
		base = strrchr(src, '/');
		base = base ? base + 1 : src;
		if (asprintf(&path, "%s/%s", dst, base) < 0) {
			safe_fail("cp(%s,%s): asprintf()", src, dst);
			close(in);
			return;
		}
		dst = path;
	}
	out = open(dst, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, st_src.st_mode & 0777);
	if (out == -1) {
		safe_fail("cp(%s,%s): open(%s)", src, dst, dst);
		close(in);
		free(path);
		return;
	}
	while ((n = read(in, buf, sizeof(buf))) != 0) {
		if (n == -1 && errno == EINTR)
			continue;
		if (n == -1) {
			safe_fail("cp(%s,%s): read(%s)", src, dst, src);
			break;
		}
		for (char *p = buf; n > 0; p += w, n -= w) {
			w = write(out, p, n);
			if (w <= 0) {
				if (!w)
					errno = ENOSPC;
				safe_fail("cp(%s,%s): write(%s)", src, dst, dst);
				goto out;
			}
		}
	}
out:
	close(in);
	if (close(out))
		safe_fail("cp(%s,%s): close(%s)", src, dst, dst);
	free(path);
}

void safe_touch(LTK_SAFE_LOC, const char *pathname, mode_t mode,
		const struct timespec times[2])
{
	int fd;

	fd = open(pathname, O_CREAT | O_WRONLY | O_CLOEXEC, mode ? mode : 0666);
	if (fd == -1) {
		safe_fail("open(%s,O_CREAT|O_WRONLY,%04o) for touch", pathname,
			  (unsigned int)(mode ? mode : 0666));
		return;
	}
	if (close(fd)) {
		safe_fail("close(%s) for touch", pathname);
		return;
	}
	/* open() applied the umask: the caller asked for this exact mode. */
	if (mode && chmod(pathname, mode)) {
		safe_fail("chmod(%s,%04o) for touch", pathname, (unsigned int)mode);
		return;
	}
	if (utimensat(AT_FDCWD, pathname, times, 0))
		safe_fail("utimensat(%s,%p) for touch", pathname, times);
}

int mount_overlay(LTK_SAFE_LOC, int strict)
{
	static const char *const dirs[] = { OVL_BASE_MNTPOINT, OVL_LOWER, OVL_UPPER, OVL_WORK,
					    OVL_MNT };
	const char *opts = "lowerdir=" OVL_LOWER ",upperdir=" OVL_UPPER ",workdir=" OVL_WORK;
	size_t i;
	int rval;

	for (i = 0; i < ARRAY_SIZE(dirs); i++) {
		if (mkdir(dirs[i], 0777) && errno != EEXIST) {
			safe_fail("mkdir(%s,0777)", dirs[i]);
			return -1;
		}
	}

	rval = mount("overlay", OVL_MNT, "overlay", 0, opts);
	if (!rval)
		return 0;
	if (errno == ENODEV) {
		if (strict)
			safe_conf("overlayfs is not configured in this kernel");
		else
			ltk_res(file, lineno, TINFO, "overlayfs is not configured in this kernel");
		return -1;
	}
	if (strict)
		safe_fail("mount(overlay,%s,overlay,0,%s)", OVL_MNT, opts);
	else
		ltk_res(file, lineno, TINFO | TERRNO, "mount(overlay,%s,overlay,0,%s) failed",
			OVL_MNT, opts);
	return -1;
}
