// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * symlinkat(2) ERRORS, in the order of man 2 symlink, every linkpath relative to newdirfd:
 *
 *   EACCES       the directory under newdirfd is not writable (as nobody)
 *   EBADF        linkpath is relative and newdirfd is not a valid file descriptor
 *   EEXIST       linkpath already exists
 *   EFAULT       target outside the address space; linkpath outside the address space
 *   ELOOP        too many symbolic links in resolving linkpath
 *   ENAMETOOLONG a component of linkpath is longer than NAME_MAX
 *   ENOENT       a directory component of linkpath does not exist; target is empty
 *   ENOENT       linkpath is relative and newdirfd refers to a deleted directory
 *   ENOSPC       the filesystem has no free inode (tmpfs with nr_inodes=2, full)
 *   ENOTDIR      a component of the path prefix is a regular file
 *   ENOTDIR      linkpath is relative and newdirfd refers to a regular file
 *   EROFS        linkpath is on a read-only filesystem
 *
 * After each failure the name is as it was (tst_path_errors.h: a missing name stays
 * missing; an existing one keeps its inode, mode, owner, links, size, mtime and ctime).
 * The read-only filesystem is the library's (.needs_rofs).
 *
 * EDQUOT is symlinkat03's (a quota on nobody's inodes).
 *
 * Not provoked: EIO (needs a failing device), ENOMEM (needs the kernel to run out of
 * memory), EPERM (every filesystem here supports symbolic links)
 */

#include "tst_test.h"
#include "../mknod/name_errors.h"

#define FULL_MNT "base/full"
#define RO_MNT "ro"

static int dir_fd = -1, file_fd = -1, bad_fd = -1, gone_fd = -1, full_mounted;
static char long_name[NAME_MAX + 2];
static char *bad_addr;

static struct tcase {
	const char *target;
	int *fd;
	const char *path;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{"t", &dir_fd, "l", EACCES, 1, "newdirfd not writable for nobody"},
	{"t", &bad_fd, "l", EBADF, 0, "invalid newdirfd"},
	{"t", &dir_fd, "exists", EEXIST, 0, "linkpath exists"},
	{NULL, &dir_fd, "l", EFAULT, 0, "target outside the address space"},
	{"t", &dir_fd, NULL, EFAULT, 0, "linkpath outside the address space"},
	{"t", &dir_fd, "loop/l", ELOOP, 0, "symlink loop in prefix"},
	{"t", &dir_fd, long_name, ENAMETOOLONG, 0, "component longer than NAME_MAX"},
	{"t", &dir_fd, "missing/l", ENOENT, 0, "missing directory component"},
	{"", &dir_fd, "l", ENOENT, 0, "empty target"},
	{"t", &gone_fd, "l", ENOENT, 0, "newdirfd a deleted directory"},
	{"t", &dir_fd, "full/l", ENOSPC, 0, "no free inode"},
	{"t", &dir_fd, "exists/l", ENOTDIR, 0, "regular file in prefix"},
	{"t", &file_fd, "l", ENOTDIR, 0, "newdirfd is a regular file"},
	{"t", &dir_fd, "../ro/l", EROFS, 0, "read-only filesystem"},
};

static void check(const void *row)
{
	const struct tcase *tc = row;

	TST_EXP_FAIL(symlinkat(tc->target ? tc->target : bad_addr, *tc->fd,
			       tc->path ? tc->path : bad_addr),
		     tc->exp_errno, "symlinkat() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct name_errors_witness w = {0};

	/* the name the row could have created or changed */
	if (tc->fd == &dir_fd)
		name_errors_witness(&w, "base/", tc->path);
	name_errors_call(tc->as_nobody, check, tc);
	if (faccessat(dir_fd, "l", F_OK, AT_SYMLINK_NOFOLLOW) != -1)
		tst_res(TFAIL, "a failed symlinkat() created base/l");
	name_errors_unchanged(&w);
}

static void setup(void)
{
	memset(long_name, 'a', NAME_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);

	SAFE_MKDIR("base", 0755);
	SAFE_FILE_PRINTF("base/exists", "x");
	SAFE_SYMLINK("loop", "base/loop");
	SAFE_FILE_PRINTF("file", "x");
	SAFE_MKDIR("gone", 0755);
	gone_fd = SAFE_OPEN("gone", O_RDONLY | O_DIRECTORY);
	SAFE_RMDIR("gone");
	name_errors_tmpfs(FULL_MNT, 1, &full_mounted);
	name_errors_fds("base", "file", &dir_fd, &file_fd, &bad_fd);
}

static void cleanup(void)
{
	if (gone_fd > -1)
		SAFE_CLOSE(gone_fd);
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
