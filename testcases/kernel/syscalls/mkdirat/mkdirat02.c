// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mkdirat(2) ERRORS, in the order of man 2 mkdir, every pathname relative to a directory
 * descriptor (so each lookup starts at dirfd):
 *
 *   EACCES       the parent under dirfd does not allow write permission (as nobody)
 *   EBADF        pathname is relative and dirfd is neither AT_FDCWD nor a valid descriptor
 *   EEXIST       pathname already exists under dirfd
 *   EFAULT       pathname points outside the address space
 *   ELOOP        too many symbolic links in the path prefix
 *   ENAMETOOLONG a component is longer than NAME_MAX
 *   ENOENT       a directory component under dirfd does not exist
 *   ENOSPC       the filesystem has no free inode (tmpfs with nr_inodes=2, full)
 *   ENOTDIR      a component of the path prefix is a regular file
 *   ENOTDIR      pathname is relative and dirfd refers to a regular file
 *   EROFS        the parent is on a read-only filesystem
 *
 * After each failure the name is as it was (tst_path_errors.h: a missing name stays
 * missing; an existing one keeps its inode, mode, owner, links, size, mtime and ctime).
 * The read-only filesystem is the library's (.needs_rofs).
 *
 * EDQUOT is mkdirat03's (a quota on nobody's inodes).
 *
 * Not provoked: EINVAL (no supported filesystem here rejects a name character other than '/' and NUL),
 * EMLINK (the filesystems here have no practical subdirectory limit), ENOMEM (needs the
 * kernel to run out of memory), EPERM (every filesystem here supports directories)
 */

#include "tst_test.h"
#include "../mknod/name_errors.h"

#define FULL_MNT "base/full"
#define RO_MNT "ro"

static int dir_fd = -1, file_fd = -1, bad_fd = -1, full_mounted;
static char long_name[NAME_MAX + 2];
static char *bad_addr;

static struct tcase {
	int *fd;
	const char *path;
	char **path_ptr;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{&dir_fd, "d", NULL, EACCES, 1, "dirfd not writable for nobody"},
	{&bad_fd, "d", NULL, EBADF, 0, "invalid dirfd"},
	{&dir_fd, "exists", NULL, EEXIST, 0, "existing entry under dirfd"},
	{&dir_fd, NULL, &bad_addr, EFAULT, 0, "pathname outside the address space"},
	{&dir_fd, "loop/d", NULL, ELOOP, 0, "symlink loop in prefix"},
	{&dir_fd, long_name, NULL, ENAMETOOLONG, 0, "component longer than NAME_MAX"},
	{&dir_fd, "missing/d", NULL, ENOENT, 0, "missing component under dirfd"},
	{&dir_fd, "full/d", NULL, ENOSPC, 0, "no free inode"},
	{&dir_fd, "file/d", NULL, ENOTDIR, 0, "regular file in prefix"},
	{&file_fd, "d", NULL, ENOTDIR, 0, "dirfd is a regular file"},
	{&dir_fd, "../ro/d", NULL, EROFS, 0, "read-only filesystem"},
};

static void check(const void *row)
{
	const struct tcase *tc = row;
	const char *path = tc->path_ptr ? *tc->path_ptr : tc->path;

	TST_EXP_FAIL(mkdirat(*tc->fd, path, 0755), tc->exp_errno, "mkdirat() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct name_errors_witness w = {0};

	/* the name the row could have created or changed */
	if (tc->fd == &dir_fd)
		name_errors_witness(&w, "base/", tc->path);
	name_errors_call(tc->as_nobody, check, tc);
	name_errors_unchanged(&w);
}

static void setup(void)
{
	memset(long_name, 'a', NAME_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);

	SAFE_MKDIR("base", 0755);
	SAFE_MKDIR("base/exists", 0755);
	SAFE_FILE_PRINTF("base/file", "x");
	SAFE_SYMLINK("loop", "base/loop");
	SAFE_FILE_PRINTF("file", "x");
	name_errors_tmpfs(FULL_MNT, 1, &full_mounted);
	name_errors_fds("base", "file", &dir_fd, &file_fd, &bad_fd);
}

static void cleanup(void)
{
	name_errors_cleanup(dir_fd, file_fd, FULL_MNT, full_mounted);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_rofs = 1,
	.mntpoint = RO_MNT,
	.forks_child = 1,
};
