// SPDX-License-Identifier: GPL-2.0-or-later
/* Mount helpers: a patient umount, and questions about what is mounted where. */
#include <errno.h>
#include <limits.h>
#include <mntent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include "ltk_core.h"
#include "tst_device.h"
#include "tst_tmpdir.h"

#define UMOUNT_TRIES 50
#define UMOUNT_WAIT_US 100000


int tst_umount(const char *path)
{
	int err, i;

	for (i = 0; i < UMOUNT_TRIES; i++) {
		if (!umount(path))
			return 0;
		err = errno;
		if (err != EBUSY)
			return -1;
		ltk_res(__FILE__, __LINE__, TINFO, "umount('%s') failed with EBUSY, try %2i...",
			path, i + 1);
		if (i == 0) {
			ltk_res(__FILE__, __LINE__, TINFO,
				"Something (a desktop's file indexer or gvfsd-trash?) may be "
				"probing the new filesystem; stop it to speed up the tests");
		}
		usleep(UMOUNT_WAIT_US);
	}
	ltk_res(__FILE__, __LINE__, TWARN, "Failed to umount('%s') after %d retries",
		path, UMOUNT_TRIES);
	errno = EBUSY;
	return -1;
}

/*
 * Canonical form of path for comparing with /proc/mounts. realpath() needs the path to
 * exist; a path that does not exist is mounted nowhere.
 */
static int canonical(const char *path, char *buf)
{
	return realpath(path, buf) ? 0 : -1;
}

/* The /proc/mounts entry mounted last at exactly path: copied into ent/strbuf. */
static int find_mount(const char *path, struct mntent *ent, char *strbuf, int buflen)
{
	char want[PATH_MAX];
	struct mntent *m, tmp;
	char tmpbuf[4096];
	FILE *f;
	int found = 0;

	if (canonical(path, want))
		return 0;
	f = setmntent("/proc/self/mounts", "r");
	if (!f)
		return 0;
	while ((m = getmntent_r(f, &tmp, tmpbuf, sizeof(tmpbuf)))) {
		if (strcmp(m->mnt_dir, want))
			continue;
		/* Keep the last one: it is the mount on top. */
		found = 1;
		snprintf(strbuf, buflen, "%s", m->mnt_opts);
		*ent = *m;
		ent->mnt_opts = strbuf;
		ent->mnt_fsname = ent->mnt_dir = ent->mnt_type = NULL;
	}
	endmntent(f);
	return found;
}

int tst_is_mounted(const char *path)
{
	char opts[4096];
	struct mntent ent;

	if (find_mount(path, &ent, opts, sizeof(opts)))
		return 1;
	ltk_res(__FILE__, __LINE__, TINFO, "No device is mounted at %s", path);
	return 0;
}

int tst_is_mounted_at_tmpdir(const char *path)
{
	char abspath[PATH_MAX];

	if (!tst_tmpdir_created())
		return tst_is_mounted(path);
	if (path[0] == '/')
		return tst_is_mounted(path);
	snprintf(abspath, sizeof(abspath), "%s/%s", tst_tmpdir_path(), path);
	return tst_is_mounted(abspath);
}

int tst_mount_has_opt(const char *path, const char *opt)
{
	char opts[4096];
	struct mntent ent;

	if (!find_mount(path, &ent, opts, sizeof(opts)))
		return 0;
	return hasmntopt(&ent, opt) != NULL;
}

int tst_is_mounted_ro(const char *path)
{
	return tst_mount_has_opt(path, "ro");
}

int tst_is_mounted_rw(const char *path)
{
	return tst_mount_has_opt(path, "rw");
}

/* Length of the mount point mnt_dir if it contains path, else 0. */
static size_t prefix_len(const char *mnt_dir, const char *path)
{
	size_t len = strlen(mnt_dir);

	if (!strcmp(mnt_dir, "/"))
		return 1;
	if (strncmp(mnt_dir, path, len))
		return 0;
	return path[len] == '/' || path[len] == '\0' ? len : 0;
}

int tst_path_has_mnt_flags_(void (*cleanup)(void), const char *path, const char *flags[])
{
	char want[PATH_MAX], opts[4096] = "", tmpbuf[4096];
	struct mntent *m, tmp, best;
	size_t best_len = 0, len;
	int i, count = 0;
	FILE *f;

	if (!path) {
		if (!tst_tmpdir_created()) {
			ltk_brk(__FILE__, __LINE__, TBROK, cleanup,
				"tst_path_has_mnt_flags(): no path and no tmpdir");
			return -1;
		}
		path = tst_tmpdir_path();
	}
	if (!realpath(path, want)) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup, "realpath(%s) failed", path);
		return -1;
	}
	f = setmntent("/proc/self/mounts", "r");
	if (!f) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup,
			"setmntent(/proc/self/mounts) failed");
		return -1;
	}
	/* The longest (and, for equal ones, last) mount point containing path holds it. */
	while ((m = getmntent_r(f, &tmp, tmpbuf, sizeof(tmpbuf)))) {
		len = prefix_len(m->mnt_dir, want);
		if (len && len >= best_len) {
			best_len = len;
			snprintf(opts, sizeof(opts), "%s", m->mnt_opts);
		}
	}
	endmntent(f);

	memset(&best, 0, sizeof(best));
	best.mnt_opts = opts;
	for (i = 0; flags && flags[i]; i++) {
		if (hasmntopt(&best, flags[i]))
			count++;
	}
	return count;
}
