/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Two fixtures of errno tests on path names (modern API only).
 *
 * 1. The state of a path, to check that a failed call changed nothing:
 *
 *	struct tst_path_state before;
 *
 *	tst_path_state_get("file", &before);
 *	TST_EXP_FAIL(chmod("file", 0600), EPERM);
 *	TST_PATH_UNCHANGED("file", &before);
 *
 *    lstat(2) before and after: the same errno (a missing file stays missing), and for an
 *    existing file the same inode, type and mode, owner, link count, size, mtime and ctime.
 *
 * 2. The path-error table shared by chmod03, fchmodat02, chown03, fchownat02, lchown02 and
 *    access02. tst_path_errors_setup() makes in the current directory (the tmpdir):
 *
 *	file             a 0644 file owned by root
 *	nosearch/file    in a 0700 directory: nobody cannot search it
 *	loop1, loop2     symbolic links to each other
 *	immutable        with FS_IMMUTABLE_FL, where the filesystem has the flag
 *
 *    the read-only file is TST_PATH_ERRORS_ROFS "/file", from the library's .needs_rofs
 *    (set .needs_rofs = 1 and .mntpoint = TST_PATH_ERRORS_ROFS); a row's path NULL stands
 *    for an address outside the address space, TST_PATH_ERRORS_LONG for a name of
 *    PATH_MAX + 1 bytes. TST_PATH_ERRORS_RUN() runs one row: TCONF for "immutable" where
 *    the flag could not be set; the row's call, in a child that dropped to nobody:nogroup
 *    (leaving uid 0 clears every capability) when as_nobody is set; then checks that the
 *    path is unchanged. The test's cleanup calls tst_path_errors_cleanup().
 */
#ifndef TST_PATH_ERRORS_H__
#define TST_PATH_ERRORS_H__

#include <sys/stat.h>
#include <sys/types.h>

struct tst_path_state {
	int err;		/* errno of lstat(), 0 when the path exists */
	struct stat st;
};

void tst_path_state_get(const char *path, struct tst_path_state *state);

#define TST_PATH_UNCHANGED(path, before) \
	tst_path_unchanged_(__FILE__, __LINE__, (path), (before))
int tst_path_unchanged_(const char *file, int line, const char *path,
			const struct tst_path_state *before);

#define TST_PATH_ERRORS_ROFS "rofs"
#define TST_PATH_ERRORS_LONG "<PATH_MAX + 1 bytes>"

struct tst_path_error {
	const char *path;	/* NULL: a bad address */
	int as_nobody;
	int exp_errno;
	const char *desc;
	int arg;		/* free for the test: access()'s mode */
};

extern uid_t tst_path_errors_nobody_uid;
extern gid_t tst_path_errors_nobody_gid;

void tst_path_errors_setup(void);
void tst_path_errors_cleanup(void);

/* The pointer to pass to the call for a row's path (bad address, long name or path). */
const char *tst_path_errors_arg(const struct tst_path_error *row);

/* check(row) makes the call, with TST_EXP_FAIL(..., row->exp_errno, ...). */
#define TST_PATH_ERRORS_RUN(row, check) \
	tst_path_errors_run_(__FILE__, __LINE__, (row), (check))
void tst_path_errors_run_(const char *file, int line, const struct tst_path_error *row,
			  void (*check)(const struct tst_path_error *row));

#endif
