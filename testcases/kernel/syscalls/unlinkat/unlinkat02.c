// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * unlinkat(2) ERRORS, in the order of man 2 unlink, every pathname relative to dirfd:
 *
 *   EACCES       the directory under dirfd is not writable (as nobody)
 *   EBUSY        AT_REMOVEDIR of a directory that is a mount point
 *   EFAULT       pathname points outside the address space
 *   ELOOP        too many symbolic links in the path prefix
 *   ENAMETOOLONG a component is longer than NAME_MAX
 *   ENOENT       the file does not exist
 *   ENOTDIR      a component of the path prefix is a regular file
 *   EPERM        nobody removes root's file from a sticky directory
 *   EROFS        the file is on a read-only filesystem
 *   EBADF        pathname is relative but dirfd is neither AT_FDCWD nor a valid descriptor
 *   EINVAL       an invalid flag value was specified in flags
 *   EISDIR       pathname refers to a directory, and AT_REMOVEDIR was not specified
 *   ENOTDIR      pathname is relative and dirfd refers to a regular file
 *
 * plus, with AT_REMOVEDIR, rmdir()'s ENOTEMPTY and EINVAL (last component ".").
 *
 * After each failure the name is as it was (tst_path_errors.h: a missing name stays
 * missing; an existing one keeps its inode, mode, owner, links, size, mtime and ctime).
 * The read-only filesystem is the library's (.needs_rofs).
 *
 * Not provoked: EIO (needs a failing device), ENOMEM (needs the kernel to run out of
 * memory)
 */

#include "tst_test.h"
#include "../mknod/name_errors.h"

static int dir_fd = -1, file_fd = -1, bad_fd = -1, busy_mounted;
static char long_name[NAME_MAX + 2];
static char *bad_addr;

static struct tcase {
	int *fd;
	const char *path;
	char **path_ptr;
	int flags;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{&dir_fd, "f", NULL, 0, EACCES, 1, "dirfd not writable for nobody"},
	{&dir_fd, "mnt", NULL, AT_REMOVEDIR, EBUSY, 0, "AT_REMOVEDIR of a mount point"},
	{&dir_fd, NULL, &bad_addr, 0, EFAULT, 0, "pathname outside the address space"},
	{&dir_fd, "loop/f", NULL, 0, ELOOP, 0, "symlink loop in prefix"},
	{&dir_fd, long_name, NULL, 0, ENAMETOOLONG, 0, "component longer than NAME_MAX"},
	{&dir_fd, "missing", NULL, 0, ENOENT, 0, "file does not exist"},
	{&dir_fd, "f/f", NULL, 0, ENOTDIR, 0, "regular file in prefix"},
	{&dir_fd, "sticky/f", NULL, 0, EPERM, 1, "root's file in a sticky directory"},
	{&dir_fd, "../ro/file", NULL, 0, EROFS, 0, "read-only filesystem"},
	{&bad_fd, "f", NULL, 0, EBADF, 0, "invalid dirfd"},
	{&dir_fd, "f", NULL, 0x4000000, EINVAL, 0, "invalid flag"},
	{&dir_fd, "d", NULL, 0, EISDIR, 0, "directory without AT_REMOVEDIR"},
	{&file_fd, "f", NULL, 0, ENOTDIR, 0, "dirfd is a file"},
	{&dir_fd, "d", NULL, AT_REMOVEDIR, ENOTEMPTY, 0, "AT_REMOVEDIR of a non-empty directory"},
	{&dir_fd, "d/.", NULL, AT_REMOVEDIR, EINVAL, 0, "AT_REMOVEDIR with last component ."},
};

static void check(const void *row)
{
	const struct tcase *tc = row;
	const char *path = tc->path_ptr ? *tc->path_ptr : tc->path;

	TST_EXP_FAIL(unlinkat(*tc->fd, path, tc->flags), tc->exp_errno,
		     "unlinkat() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct name_errors_witness w = {0};

	/* the name the row could have removed or changed */
	if (tc->fd == &dir_fd)
		name_errors_witness(&w, "base/", tc->path);
	name_errors_call(tc->as_nobody, check, tc);
	if (access("base/f", F_OK) || access("base/d/inner", F_OK) ||
	    access("base/sticky/f", F_OK) || access("base/mnt", F_OK))
		tst_res(TFAIL, "a failed unlinkat() removed something");
	name_errors_unchanged(&w);
}

static void setup(void)
{
	SAFE_MKDIR("base", 0755);
	SAFE_FILE_PRINTF("base/f", "x");
	SAFE_MKDIR("base/d", 0755);
	SAFE_FILE_PRINTF("base/d/inner", "x");
	SAFE_FILE_PRINTF("file", "x");
	SAFE_SYMLINK("loop", "base/loop");
	memset(long_name, 'a', NAME_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);
	/* 01777: anyone may create, only the owner may remove (SAFE_MKDIR obeys the umask) */
	SAFE_MKDIR("base/sticky", 0777);
	SAFE_CHMOD("base/sticky", 01777);
	SAFE_FILE_PRINTF("base/sticky/f", "x");
	name_errors_tmpfs("base/mnt", 0, &busy_mounted);
	name_errors_fds("base", "file", &dir_fd, &file_fd, &bad_fd);
}

static void cleanup(void)
{
	name_errors_cleanup(dir_fd, file_fd, "base/mnt", busy_mounted);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_rofs = 1,
	.mntpoint = "ro",
	.forks_child = 1,
};
