// SPDX-License-Identifier: GPL-2.0-or-later
/* Finding a test's data files and copying them into its temporary directory. */
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdarg.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "ltk_cold.h"
#include "ltk_core.h"
#include "tst_resource.h"
#include "tst_tmpdir.h"


/* snprintf that reports truncation: 0, or -1 when the path did not fit. */
static int LTK_PRINTF(3, 4) path_fmt(char *buf, size_t size, const char *fmt, ...)
{
	va_list va;
	int len;

	va_start(va, fmt);
	len = vsnprintf(buf, size, fmt, va);
	va_end(va);
	return len < 0 || (size_t)len >= size ? -1 : 0;
}

static const char *start_dir(void)
{
	static char cwd[PATH_MAX] LTK_COLD;
	const char *wd = tst_get_startwd();

	if (wd && *wd)
		return wd;
	if (!cwd[0] && !getcwd(cwd, sizeof(cwd)))
		strcpy(cwd, ".");
	return cwd;
}

/* LTPROOT as an absolute path in buf, or NULL when unset or empty. */
static const char *ltproot(char *buf, size_t size)
{
	const char *env = getenv("LTPROOT");

	if (!env || !*env)
		return NULL;
	if (env[0] == '/' ? path_fmt(buf, size, "%s", env) :
	    path_fmt(buf, size, "%s/%s", start_dir(), env))
		return NULL;
	return buf;
}

static const char *tcid(void)
{
	return TCID ? TCID : "";
}

const char *tst_dataroot(void)
{
	static char path[PATH_MAX] LTK_COLD;
	char root[PATH_MAX];

	if (ltproot(root, sizeof(root)))
		path_fmt(path, sizeof(path), "%s/testcases/data/%s", root, tcid());
	else
		path_fmt(path, sizeof(path), "%s/datafiles", start_dir());
	return path;
}

/* <dir of /proc/self/exe>/../data/TCID, or "" when the executable cannot be read. */
static void exe_dataroot(char *buf, size_t size)
{
	char exe[PATH_MAX];
	ssize_t len = readlink("/proc/self/exe", exe, sizeof(exe) - 1);

	buf[0] = '\0';
	if (len <= 0)
		return;
	exe[len] = '\0';
	if (path_fmt(buf, size, "%s/../data/%s", dirname(exe), tcid()))
		buf[0] = '\0';
}

static int copy_file(const char *src, const char *dst)
{
	char buf[65536];
	struct stat st;
	int in, out, ret = -1, saved;
	ssize_t n;

	in = open(src, O_RDONLY | O_CLOEXEC);
	if (in < 0)
		return -1;
	if (fstat(in, &st) || !S_ISREG(st.st_mode)) {
		errno = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
		close(in);
		return -1;
	}
	out = open(dst, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, st.st_mode & 07777);
	if (out < 0)
		goto out_in;
	while ((n = read(in, buf, sizeof(buf))) > 0) {
		char *p = buf;

		while (n > 0) {
			ssize_t w = write(out, p, n);

			if (w < 0) {
				if (errno == EINTR)
					continue;
				goto out_out;
			}
			p += w;
			n -= w;
		}
	}
	if (n < 0 || fchmod(out, st.st_mode & 07777))
		goto out_out;
	ret = 0;
out_out:
	saved = errno;
	if (close(out) && !ret)
		ret = -1;
	errno = saved;
out_in:
	saved = errno;
	close(in);
	errno = saved;
	return ret;
}

void tst_resource_copy(const char *file, const int lineno, void (*cleanup_fn)(void),
		       const char *filename, const char *dest)
{
	char root[PATH_MAX], dirs[5][PATH_MAX], src[PATH_MAX], dst[PATH_MAX];
	const char *r = ltproot(root, sizeof(root));
	struct stat st;
	char *name_copy;
	int i, n = 0;

	if (!tst_tmpdir_created()) {
		ltk_brk(file, lineno, TBROK, cleanup_fn,
			"Temporary directory doesn't exist: resources are copied into it");
		return;
	}
	if (!filename || !*filename) {
		ltk_brk(file, lineno, TBROK, cleanup_fn, "Empty resource file name");
		return;
	}

	/* A directory whose path does not fit is skipped: nothing can be found there. */
	if (r && !path_fmt(dirs[n], PATH_MAX, "%s/testcases/data/%s", r, tcid()))
		n++;
	exe_dataroot(dirs[n], PATH_MAX);
	if (dirs[n][0])
		n++;
	if (!path_fmt(dirs[n], PATH_MAX, "%s/datafiles", start_dir()))
		n++;
	if (r && !path_fmt(dirs[n], PATH_MAX, "%s/testcases/bin", r))
		n++;
	if (!path_fmt(dirs[n], PATH_MAX, "%s", start_dir()))
		n++;

	/* Into the tmpdir (the cwd) by default, keeping the name when dest is a directory. */
	if (!dest)
		dest = ".";
	name_copy = strdup(filename);
	if (!name_copy) {
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn, "strdup() failed");
		return;
	}
	if (!stat(dest, &st) && S_ISDIR(st.st_mode))
		i = path_fmt(dst, sizeof(dst), "%s/%s", dest, basename(name_copy));
	else
		i = path_fmt(dst, sizeof(dst), "%s", dest);
	free(name_copy);
	if (i) {
		ltk_brk(file, lineno, TBROK, cleanup_fn, "Resource destination path too long");
		return;
	}

	for (i = 0; i < n; i++) {
		if (path_fmt(src, sizeof(src), "%s/%s", dirs[i], filename) || access(src, F_OK))
			continue;
		if (copy_file(src, dst)) {
			ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn,
				"Failed to copy resource '%s' to '%s'", src, dst);
		}
		return;
	}
	ltk_brk(file, lineno, TBROK, cleanup_fn,
		"Failed to copy resource '%s': not found in LTPROOT (%s), the data directory "
		"next to the binary, %s/datafiles or %s", filename, r ? r : "unset", start_dir(),
		start_dir());
}
