/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by fchmodat01 and fchownat01: dirfd_fixture_setup(mode, link_target, path_fd)
 * makes in the tmpdir
 *
 *	file, dir/file  two regular files of the given mode, that the relative name "file"
 *	                names from the working directory and from dir
 *	dir/link        a symbolic link to link_target
 *
 * and sets dir_fd (the directory dir), file_fd (the regular file "file": a dirfd that is
 * not a directory, ENOTDIR), *path_fd unless NULL (an O_PATH descriptor of dir/file),
 * closed_fd (a descriptor number just closed, EBADF) and abs_path (the absolute path of
 * dir/file, for which dirfd is ignored). dirfd_fixture_cleanup() closes dir_fd and file_fd.
 */
#ifndef DIRFD_FIXTURE_H__
#define DIRFD_FIXTURE_H__

#include <limits.h>
#include <stdlib.h>
#include "tst_test.h"

static int dir_fd = -1, file_fd = -1, closed_fd = -1;
static char abs_path[PATH_MAX];

static void dirfd_fixture_setup(mode_t mode, const char *link_target, int *path_fd)
{
	SAFE_MKDIR("dir", 0755);
	SAFE_TOUCH("dir/file", mode, NULL);
	SAFE_TOUCH("file", mode, NULL);
	SAFE_SYMLINK(link_target, "dir/link");
	dir_fd = SAFE_OPEN("dir", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN("file", O_RDONLY);
	if (path_fd)
		*path_fd = SAFE_OPEN("dir/file", O_PATH);
	closed_fd = SAFE_DUP(file_fd);
	close(closed_fd);
	if (!realpath("dir/file", abs_path))
		tst_brk(TBROK | TERRNO, "realpath(dir/file)");
}

static void dirfd_fixture_cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
}

#endif
