// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The test's temporary directory, for both faces. Removal works on directory file
 * descriptors only (openat/unlinkat with O_NOFOLLOW), so a symlink planted inside the
 * directory is removed as a link and never followed, and it stops at every mount point
 * (by mount id where the kernel reports it, by device otherwise): nothing outside the
 * test's own directory can be deleted.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "ltk_cold.h"
#include "ltk_core.h"
#include "ltk_tmpdir.h"


static char tmpdir_buf[PATH_MAX] LTK_COLD;
static char *tmpdir;		/* tmpdir_buf while the directory exists */
static char startwd[PATH_MAX] LTK_COLD;

const char *tst_get_tmpdir_root(void)
{
	const char *env = getenv("TMPDIR");

	if (!env || !*env)
		return "/tmp";
	if (env[0] != '/') {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL,
			"You must specify an absolute pathname for environment variable TMPDIR");
		return NULL;
	}
	return env;
}

/* A directory made but not entered is not the test's: it goes before the TBROK. */
static void drop_new_tmpdir(const char *path)
{
	int saved = errno;

	rmdir(path);
	tmpdir = NULL;
	errno = saved;
}

int ltk_tmpdir_create(const char *prefix, void (*cleanup)(void))
{
	const char *root = tst_get_tmpdir_root();
	const char *id = TCID ? TCID : "ltk";
	char path[PATH_MAX];
	struct stat dir, cwd;
	size_t rlen;

	if (!root)
		return -1;
	rlen = strlen(root);
	while (rlen > 1 && root[rlen - 1] == '/')
		rlen--;
	if (snprintf(path, sizeof(path), "%.*s/%s%.3sXXXXXX", (int)rlen, root, prefix, id)
	    >= (int)sizeof(path)) {
		ltk_brk(__FILE__, __LINE__, TBROK, cleanup, "TMPDIR '%s' is too long", root);
		return -1;
	}
	if (!getcwd(startwd, sizeof(startwd)))
		startwd[0] = '\0';
	if (!mkdtemp(path)) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup, "mkdtemp(%s) failed", path);
		return -1;
	}
	tmpdir = strcpy(tmpdir_buf, path);
	if (chown(path, -1, getgid()) && errno != EPERM) {
		drop_new_tmpdir(path);
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup, "chown(%s) failed", path);
		return -1;
	}
	if (chmod(path, 0777)) {
		drop_new_tmpdir(path);
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup, "chmod(%s) failed", path);
		return -1;
	}
	if (chdir(path)) {
		drop_new_tmpdir(path);
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup, "chdir(%s) failed", path);
		return -1;
	}
	/* a test writes in its working directory: it must be this one, whatever chdir() said */
	if (stat(path, &dir) || stat(".", &cwd) || dir.st_dev != cwd.st_dev ||
	    dir.st_ino != cwd.st_ino) {
		drop_new_tmpdir(path);
		ltk_brk(__FILE__, __LINE__, TBROK, cleanup,
			"chdir(%s) returned 0 but the working directory did not change", path);
		return -1;
	}
	return 0;
}

void tst_tmpdir(void)
{
	ltk_tmpdir_create("", NULL);
}

int tst_tmpdir_created(void)
{
	return tmpdir != NULL;
}

const char *tst_tmpdir_path(void)
{
	if (!tmpdir)
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "The temporary directory was not created");
	return tmpdir;
}

char *tst_get_tmpdir(void)
{
	char *ret;

	if (!tmpdir) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "tst_tmpdir() was not called");
		return NULL;
	}
	ret = strdup(tmpdir);
	if (!ret)
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "strdup() failed");
	return ret;
}

const char *tst_get_startwd(void)
{
	return startwd;
}

/* Mount identity of an open file: mount id when statx reports it, else the device. */
static int mount_of(int dirfd, const char *name, unsigned long long *id, mode_t *mode)
{
#ifdef STATX_MNT_ID
	struct statx stx;

	if (!statx(dirfd, name, AT_SYMLINK_NOFOLLOW | AT_NO_AUTOMOUNT |
		   (*name ? 0 : AT_EMPTY_PATH), STATX_TYPE | STATX_MNT_ID, &stx)) {
		*mode = stx.stx_mode;
		if (stx.stx_mask & STATX_MNT_ID)
			*id = stx.stx_mnt_id;
		else
			*id = ((unsigned long long)stx.stx_dev_major << 32) | stx.stx_dev_minor;
		return 0;
	}
	if (errno != ENOSYS)
		return -1;
#endif
	struct stat st;

	if (fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW | (*name ? 0 : AT_EMPTY_PATH)))
		return -1;
	*mode = st.st_mode;
	*id = st.st_dev;
	return 0;
}

/* Remove everything inside dirfd; returns the number of entries that could not be removed. */
static int purge_fd(int dirfd, unsigned long long mnt, const char *path)
{
	unsigned long long emnt;
	struct dirent *ent;
	int failed = 0, fd;
	mode_t mode;
	DIR *dir;

	dir = fdopendir(dirfd);
	if (!dir) {
		close(dirfd);
		return 1;
	}
	while ((ent = readdir(dir))) {
		if (!strcmp(ent->d_name, ".") || !strcmp(ent->d_name, ".."))
			continue;
		if (mount_of(dirfd, ent->d_name, &emnt, &mode)) {
			failed++;
			continue;
		}
		if (emnt != mnt) {
			ltk_res(__FILE__, __LINE__, TWARN, "%s/%s is a mount point, not removed",
				path, ent->d_name);
			failed++;
			continue;
		}
		if (S_ISDIR(mode)) {
			/* A test may leave a directory without permissions. */
			fchmodat(dirfd, ent->d_name, 0700, 0);
			fd = openat(dirfd, ent->d_name,
				    O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
			if (fd < 0) {
				failed++;
				continue;
			}
			failed += purge_fd(fd, mnt, path);
			if (unlinkat(dirfd, ent->d_name, AT_REMOVEDIR))
				failed++;
		} else if (unlinkat(dirfd, ent->d_name, 0)) {
			failed++;
		}
	}
	closedir(dir);
	return failed;
}

int ltk_purge_dir(const char *path)
{
	unsigned long long mnt;
	mode_t mode;
	int fd;

	fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0)
		return -1;
	if (mount_of(fd, "", &mnt, &mode)) {
		close(fd);
		return -1;
	}
	return purge_fd(fd, mnt, path) ? -1 : 0;
}

void tst_purge_dir(const char *path)
{
	if (ltk_purge_dir(path))
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "Could not empty directory %s", path);
}

int ltk_tmpdir_remove(void)
{
	int ret = 0;

	if (!tmpdir)
		return -1;
	/* Leave the directory first so it can be removed (and a busy cwd does not pin it). */
	if (startwd[0] && chdir(startwd))
		ret = chdir("/");
	/* An empty directory (a test that cleaned up after itself) needs no purge. */
	if (rmdir(tmpdir) && (ltk_purge_dir(tmpdir) || rmdir(tmpdir)))
		ret = -1;
	if (!ret)
		tmpdir = NULL;
	return ret;
}

void tst_rmdir(void)
{
	char *path = tmpdir;

	if (!path) {
		ltk_res(__FILE__, __LINE__, TWARN, "tst_rmdir(): the temporary directory was never created");
		return;
	}
	if (ltk_tmpdir_remove())
		ltk_res(__FILE__, __LINE__, TWARN | TERRNO, "tst_rmdir(): failed to remove %s", path);
}

char *tst_tmpdir_genpath(const char *fmt, ...)
{
	char name[PATH_MAX], *ret;
	va_list va;

	va_start(va, fmt);
	vsnprintf(name, sizeof(name), fmt, va);
	va_end(va);
	if (asprintf(&ret, "%s/%s", tst_tmpdir_path(), name) < 0) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "asprintf() failed");
		return NULL;
	}
	return ret;
}
