/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the errno tests of the calls that make, remove or move a name (mknod02,
 * mknodat02, mkdirat02, symlink02, symlinkat02, rmdir02, unlinkat02, link02, linkat02,
 * rename02, renameat02): the pieces of their table fixture that are the same in each.
 * mknodat01 and symlinkat01 use its dirfds and witness.
 *
 * name_errors_call(who, check, row) runs check(row) as root (NE_ROOT, 0), or in a child
 *	that dropped to nobody:nogroup (NE_NOBODY, 1: a table's as_nobody flag; leaving
 *	uid 0 clears every capability), or in a child that is still root but without
 *	CAP_MKNOD (NE_NO_MKNOD), and waits for the child.
 * name_errors_witness(&w, dir, name) records the lstat() state of dir + name (nothing
 *	when name is NULL, a bad address row), up to four names; name_errors_unchanged(&w)
 *	checks after the failed call that each recorded name is as it was
 *	(TST_PATH_UNCHANGED of tst_path_errors.h).
 * name_errors_fds(dir, file, &dir_fd, &file_fd, &bad_fd) opens the directory dir and the
 *	regular file file (both made by the test) for the dirfd rows and finds the first
 *	closed descriptor from 1000 on, an invalid dirfd.
 * name_errors_tmpfs(mnt, full, &mounted) mounts a tmpfs of 1 MiB on a new directory mnt;
 *	full: with two inodes only, the root's and that of the file mnt/only made here, so
 *	that no new name fits (ENOSPC).
 * name_errors_cleanup(dir_fd, file_fd, mnt, mounted) closes the descriptors that are
 *	open and unmounts mnt when mounted (mnt NULL: nothing mounted).
 */
#ifndef NAME_ERRORS_H__
#define NAME_ERRORS_H__

#include <limits.h>
#include <stdio.h>
#include <sys/mount.h>
#include "tst_test.h"
#include "tst_path_errors.h"
#include "tst_capability.h"

enum name_errors_who { NE_ROOT, NE_NOBODY, NE_NO_MKNOD };

static inline void name_errors_call(int who, void (*check)(const void *row), const void *row)
{
	if (who == NE_ROOT) {
		check(row);
	} else if (!SAFE_FORK()) {
		if (who == NE_NOBODY) {
			tst_become_nobody();
		} else {
			tst_cap_action(&(struct tst_cap)TST_CAP(TST_CAP_DROP, CAP_MKNOD));
		}
		check(row);
		exit(0);
	}
	tst_reap_children();
}

struct name_errors_witness {
	int cnt;
	char names[4][PATH_MAX];
	struct tst_path_state before[4];
};

static inline void name_errors_witness(struct name_errors_witness *w, const char *dir,
				       const char *name)
{
	if (!name)
		return;
	if (w->cnt >= (int)ARRAY_SIZE(w->names))
		tst_brk(TBROK, "more than %zu names to witness", ARRAY_SIZE(w->names));
	snprintf(w->names[w->cnt], PATH_MAX, "%s%s", dir, name);
	tst_path_state_get(w->names[w->cnt], &w->before[w->cnt]);
	w->cnt++;
}

static inline void name_errors_unchanged(const struct name_errors_witness *w)
{
	int i;

	for (i = 0; i < w->cnt; i++)
		TST_PATH_UNCHANGED(w->names[i], &w->before[i]);
}

static inline void name_errors_fds(const char *dir, const char *file, int *dir_fd,
				   int *file_fd, int *bad_fd)
{
	*dir_fd = SAFE_OPEN(dir, O_RDONLY | O_DIRECTORY);
	*file_fd = SAFE_OPEN(file, O_RDONLY);
	*bad_fd = 1000;
	while (fcntl(*bad_fd, F_GETFD) != -1)
		(*bad_fd)++;
}

static inline void name_errors_tmpfs(const char *mnt, int full, int *mounted)
{
	char only[PATH_MAX];

	SAFE_MKDIR(mnt, 0755);
	SAFE_MOUNT("tmpfs", mnt, "tmpfs", 0, full ? "nr_inodes=2,size=1M" : "size=1M");
	*mounted = 1;
	if (full) {
		snprintf(only, sizeof(only), "%s/only", mnt);
		SAFE_FILE_PRINTF(only, "x");
	}
}

static inline void name_errors_cleanup(int dir_fd, int file_fd, const char *mnt, int mounted)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
	if (mounted)
		SAFE_UMOUNT(mnt);
}

#endif
