// SPDX-License-Identifier: GPL-2.0-or-later
/* Free space, link and subdirectory limits, empty directories, existing paths. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include "ltk_core.h"
#include "tst_fs.h"

/* Past this many links or subdirectories we call the filesystem unlimited. */
#define FILL_MAX 65535

int tst_fs_has_free_(void (*cleanup)(void), const char *path, unsigned int size,
		     unsigned int mult)
{
	struct statvfs sf;

	if (statvfs(path, &sf)) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup, "statvfs(%s) failed", path);
		return 0;
	}
	return (unsigned long long)sf.f_bavail * sf.f_frsize >=
	       (unsigned long long)size * mult;
}

static void remove_made(const char *dir, const char *fmt, int from, int to, int is_dir)
{
	char path[PATH_MAX];
	int i;

	for (i = from; i <= to; i++) {
		snprintf(path, sizeof(path), fmt, dir, i);
		if (is_dir)
			rmdir(path);
		else
			unlink(path);
	}
}

int tst_fs_fill_hardlinks_(void (*cleanup)(void), const char *dir)
{
	char base[PATH_MAX], path[PATH_MAX];
	struct stat st;
	int fd, i;

	if (mkdir(dir, 0755) && errno != EEXIST) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup, "mkdir(%s) failed", dir);
		return 0;
	}
	snprintf(base, sizeof(base), "%s/testfile0", dir);
	fd = open(base, O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
	if (fd < 0) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup, "open(%s) failed", base);
		return 0;
	}
	close(fd);

	for (i = 1; i <= FILL_MAX; i++) {
		snprintf(path, sizeof(path), "%s/testfile%d", dir, i);
		if (!link(base, path))
			continue;
		if (errno == EMLINK) {
			if (stat(base, &st)) {
				ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup,
					"stat(%s) failed", base);
				return 0;
			}
			ltk_res(__FILE__, __LINE__, TINFO,
				"limit of hardlinks is %d, made %d links", (int)st.st_nlink, i - 1);
			return st.st_nlink;
		}
		if (errno == ENOSPC || errno == EDQUOT) {
			ltk_res(__FILE__, __LINE__, TINFO | TERRNO,
				"no space left after making %d links", i - 1);
			break;
		}
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup, "link(%s, %s) failed",
			base, path);
		return 0;
	}
	if (i > FILL_MAX)
		ltk_res(__FILE__, __LINE__, TINFO, "no hardlink limit below %d", FILL_MAX);
	remove_made(dir, "%s/testfile%d", 0, i - 1, 0);
	return 0;
}

int tst_fs_fill_subdirs_(void (*cleanup)(void), const char *dir)
{
	char path[PATH_MAX];
	struct stat st;
	int i;

	if (mkdir(dir, 0755) && errno != EEXIST) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup, "mkdir(%s) failed", dir);
		return 0;
	}
	for (i = 1; i <= FILL_MAX; i++) {
		snprintf(path, sizeof(path), "%s/testdir%d", dir, i);
		if (!mkdir(path, 0755))
			continue;
		if (errno == EMLINK) {
			if (stat(dir, &st)) {
				ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup,
					"stat(%s) failed", dir);
				return 0;
			}
			ltk_res(__FILE__, __LINE__, TINFO,
				"limit of subdirectories is %d", (int)st.st_nlink);
			return st.st_nlink;
		}
		if (errno == ENOSPC || errno == EDQUOT) {
			ltk_res(__FILE__, __LINE__, TINFO | TERRNO,
				"no space left after making %d subdirectories", i - 1);
			break;
		}
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup, "mkdir(%s) failed", path);
		return 0;
	}
	if (i > FILL_MAX)
		ltk_res(__FILE__, __LINE__, TINFO, "no subdirectory limit below %d", FILL_MAX);
	remove_made(dir, "%s/testdir%d", 1, i - 1, 1);
	return 0;
}

int tst_dir_is_empty_(void (*cleanup)(void), const char *name, int verbose)
{
	struct dirent *ent;
	DIR *dir;
	int empty = 1;

	dir = opendir(name);
	if (!dir) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup, "opendir(%s) failed", name);
		return 0;
	}
	while ((ent = readdir(dir))) {
		if (!strcmp(ent->d_name, ".") || !strcmp(ent->d_name, ".."))
			continue;
		empty = 0;
		if (verbose)
			ltk_res(__FILE__, __LINE__, TINFO, "%s is not empty: found '%s'",
				name, ent->d_name);
		break;
	}
	closedir(dir);
	return empty;
}

int tst_path_exists(const char *fmt, ...)
{
	char path[PATH_MAX];
	struct stat st;
	va_list va;

	va_start(va, fmt);
	vsnprintf(path, sizeof(path), fmt, va);
	va_end(va);
	return !lstat(path, &st);
}
