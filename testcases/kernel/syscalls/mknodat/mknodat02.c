// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mknodat(2) ERRORS, in the order of man 2 mknod, every pathname relative to dirfd:
 *
 *   EACCES       the directory under dirfd does not allow write permission (nobody)
 *   EACCES       a directory in the path prefix does not allow search permission (nobody)
 *   EBADF        pathname is relative and dirfd is not a valid file descriptor
 *   EEXIST       pathname already exists
 *   EFAULT       pathname points outside the address space
 *   EINVAL       mode requested a type other than a regular file, device, FIFO or socket
 *   ELOOP        too many symbolic links in pathname
 *   ENAMETOOLONG a component is longer than NAME_MAX
 *   ENOENT       a directory component in pathname does not exist
 *   ENOSPC       the filesystem has no free inode (tmpfs with nr_inodes=2, full)
 *   ENOTDIR      a component used as a directory is a regular file
 *   ENOTDIR      pathname is relative and dirfd refers to a regular file
 *   EPERM        a character device by nobody (no capabilities)
 *   EPERM        a block device by root without CAP_MKNOD (capability dropped)
 *   EPERM        a directory (S_IFDIR): the type is not supported by mknod
 *   EROFS        pathname is on a read-only filesystem
 *
 * After each failure the name is as it was (tst_path_errors.h: a missing name stays
 * missing; an existing one keeps its inode, mode, owner, links, size, mtime and ctime).
 * The read-only filesystem is the library's (.needs_rofs).
 *
 * EDQUOT is mknodat03's (a quota on nobody's inodes).
 *
 * Not provoked: ENOMEM (needs the kernel to run out of memory)
 */

#include <sys/stat.h>
#include <sys/sysmacros.h>
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
	mode_t mode;
	int exp_errno;
	enum name_errors_who who;
	const char *desc;
} tcases[] = {
	{&dir_fd, "rodir/n", S_IFIFO | 0644, EACCES, NE_NOBODY, "directory not writable"},
	{&dir_fd, "nosearch/sub/n", S_IFIFO | 0644, EACCES, NE_NOBODY, "prefix not searchable"},
	{&bad_fd, "n", S_IFIFO | 0644, EBADF, NE_ROOT, "invalid dirfd"},
	{&dir_fd, "file", S_IFIFO | 0644, EEXIST, NE_ROOT, "pathname exists"},
	{&dir_fd, NULL, S_IFIFO | 0644, EFAULT, NE_ROOT, "pathname outside the address space"},
	{&dir_fd, "n", S_IFMT | 0644, EINVAL, NE_ROOT, "invalid type S_IFMT"},
	{&dir_fd, "loop/n", S_IFIFO | 0644, ELOOP, NE_ROOT, "symlink loop"},
	{&dir_fd, long_name, S_IFIFO | 0644, ENAMETOOLONG, NE_ROOT, "component too long"},
	{&dir_fd, "missing/n", S_IFIFO | 0644, ENOENT, NE_ROOT, "missing component"},
	{&dir_fd, "full/n", S_IFIFO | 0644, ENOSPC, NE_ROOT, "no free inode"},
	{&dir_fd, "file/n", S_IFIFO | 0644, ENOTDIR, NE_ROOT, "regular file in prefix"},
	{&file_fd, "n", S_IFIFO | 0644, ENOTDIR, NE_ROOT, "dirfd is a regular file"},
	{&dir_fd, "open/n", S_IFCHR | 0644, EPERM, NE_NOBODY, "character device by nobody"},
	{&dir_fd, "open/n", S_IFBLK | 0644, EPERM, NE_NO_MKNOD,
		"block device without CAP_MKNOD"},
	{&dir_fd, "n", S_IFDIR | 0755, EPERM, NE_ROOT, "directory type"},
	{&dir_fd, "../ro/n", S_IFIFO | 0644, EROFS, NE_ROOT, "read-only filesystem"},
};

static void check(const void *row)
{
	const struct tcase *tc = row;

	TST_EXP_FAIL(mknodat(*tc->fd, tc->path ? tc->path : bad_addr, tc->mode, makedev(1, 3)),
		     tc->exp_errno, "mknodat() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct name_errors_witness w = {0};

	/* the name the row could have created or changed */
	if (tc->fd == &dir_fd)
		name_errors_witness(&w, "base/", tc->path);
	name_errors_call(tc->who, check, tc);
	if (!access("base/n", F_OK) || !access("base/open/n", F_OK) ||
	    !access("base/rodir/n", F_OK) || !access("n", F_OK))
		tst_res(TFAIL, "a failed mknodat() created a node");
	name_errors_unchanged(&w);
}

static void setup(void)
{
	memset(long_name, 'a', NAME_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);

	SAFE_MKDIR("base", 0755);
	SAFE_MKDIR("base/rodir", 0755);
	SAFE_MKDIR("base/nosearch", 0700);
	SAFE_MKDIR("base/nosearch/sub", 0777);
	SAFE_MKDIR("base/open", 0777);
	/* SAFE_MKDIR obeys the umask */
	SAFE_CHMOD("base/open", 0777);
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
