// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * linkat(2) ERRORS, in the order of man 2 link, every pathname relative to a dirfd:
 *
 *   EACCES       write access to the directory of newpath is denied (nobody, linking a
 *                file mode 0666 so that fs.protected_hardlinks does not give EPERM first)
 *   EEXIST       newpath already exists
 *   EFAULT       oldpath outside the address space; newpath outside the address space
 *   ELOOP        too many symbolic links in oldpath
 *   EMLINK       oldpath already has the maximum number of links (filled with
 *                tst_fs_fill_hardlinks() in the tmpdir; TCONF if its filesystem has no
 *                limit below 65535)
 *   ENAMETOOLONG newpath has a component longer than NAME_MAX
 *   ENOENT       a directory component in newpath does not exist
 *   ENOTDIR      a component used as a directory is a regular file
 *   EPERM        oldpath is a directory
 *   EROFS        the file is on a read-only filesystem
 *   EXDEV        oldpath and newpath are not on the same mounted filesystem
 *
 * and the errors linkat() adds:
 *
 *   EBADF   oldpath (newpath) is relative but olddirfd (newdirfd) is not a valid descriptor
 *   EINVAL  an invalid flag value was specified in flags
 *   ENOENT  AT_EMPTY_PATH was specified in flags, but the caller lacks CAP_DAC_READ_SEARCH
 *           (nobody, on a descriptor root opened; see below)
 *   ENOENT  oldpath is relative and refers to a directory entry that does not exist
 *           under olddirfd
 *   ENOENT  an empty oldpath without AT_EMPTY_PATH
 *   ENOTDIR oldpath (newpath) is relative and olddirfd (newdirfd) refers to a regular file
 *   EPERM   AT_EMPTY_PATH was specified and olddirfd refers to a directory
 *
 * The AT_EMPTY_PATH capability rule changed: since Linux 6.10 ("vfs: relax linkat()
 * AT_EMPTY_PATH - aka flink() - requirements") a caller without
 * CAP_DAC_READ_SEARCH may link a descriptor it opened itself; a descriptor opened by
 * someone else with more credentials still gives ENOENT. That last case is the row here.
 *
 * After each failure the name is as it was (tst_path_errors.h: a missing name stays
 * missing; an existing one keeps its inode, mode, owner, links, size, mtime and ctime).
 * The read-only filesystem is the library's (.needs_rofs).
 *
 * EDQUOT is linkat03's (a quota on nobody's blocks, a directory that needs a new block).
 *
 * Not provoked: EIO (needs a failing device), ENOMEM (needs the kernel to run out of
 * memory), ENOSPC (a link needs a new directory entry only, hard to exhaust without filling
 * the fs)
 */

#include "tst_test.h"
#include "../mknod/name_errors.h"

static int dir_fd = -1, file_fd = -1, bad_fd = -1, root_fd = -1, mnt_mounted;
static int link_max;
static char long_name[NAME_MAX + 2];
static char *bad_addr;

static struct tcase {
	int *oldfd;
	const char *old;
	int *newfd;
	const char *new;
	int flags;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{&dir_fd, "shared", &dir_fd, "rodir/l", 0, EACCES, 1, "newpath directory not writable"},
	{&dir_fd, "f", &dir_fd, "f2", 0, EEXIST, 0, "newpath exists"},
	{&dir_fd, NULL, &dir_fd, "l", 0, EFAULT, 0, "oldpath outside the address space"},
	{&dir_fd, "f", &dir_fd, NULL, 0, EFAULT, 0, "newpath outside the address space"},
	{&dir_fd, "loop/f", &dir_fd, "l", 0, ELOOP, 0, "symlink loop in oldpath"},
	{&dir_fd, "emlink/testfile0", &dir_fd, "emlink/extra", 0, EMLINK, 0,
		"oldpath at the link limit"},
	{&dir_fd, "f", &dir_fd, long_name, 0, ENAMETOOLONG, 0, "component longer than NAME_MAX"},
	{&dir_fd, "f", &dir_fd, "missing/l", 0, ENOENT, 0, "missing directory in newpath"},
	{&dir_fd, "f/f", &dir_fd, "l", 0, ENOTDIR, 0, "regular file in oldpath's prefix"},
	{&dir_fd, "rodir", &dir_fd, "l", 0, EPERM, 0, "oldpath is a directory"},
	{&dir_fd, "../ro/file", &dir_fd, "../ro/l", 0, EROFS, 0, "read-only filesystem"},
	{&dir_fd, "f", &dir_fd, "mnt/l", 0, EXDEV, 0, "across mounts"},
	{&bad_fd, "f", &dir_fd, "l", 0, EBADF, 0, "invalid olddirfd"},
	{&dir_fd, "f", &bad_fd, "l", 0, EBADF, 0, "invalid newdirfd"},
	{&dir_fd, "f", &dir_fd, "l", 0x4000000, EINVAL, 0, "invalid flag"},
	{&root_fd, "", &dir_fd, "l", AT_EMPTY_PATH, ENOENT, 1,
		"AT_EMPTY_PATH on root's descriptor without CAP_DAC_READ_SEARCH"},
	{&dir_fd, "missing", &dir_fd, "l", 0, ENOENT, 0, "oldpath missing under olddirfd"},
	{&file_fd, "", &dir_fd, "l", 0, ENOENT, 0, "empty oldpath without AT_EMPTY_PATH"},
	{&file_fd, "f", &dir_fd, "l", 0, ENOTDIR, 0, "olddirfd is a file"},
	{&dir_fd, "f", &file_fd, "l", 0, ENOTDIR, 0, "newdirfd is a file"},
	{&dir_fd, "", &dir_fd, "l", AT_EMPTY_PATH, EPERM, 0, "AT_EMPTY_PATH on a directory"},
};

static void check(const void *row)
{
	const struct tcase *tc = row;

	TST_EXP_FAIL(linkat(*tc->oldfd, tc->old ? tc->old : bad_addr, *tc->newfd,
			    tc->new ? tc->new : bad_addr, tc->flags),
		     tc->exp_errno, "linkat() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct name_errors_witness w = {0};

	if (tc->exp_errno == EMLINK && !link_max) {
		tst_res(TCONF, "the tmpdir filesystem has no hard link limit below 65535");
		return;
	}
	/* the names the row could have created or changed */
	if (tc->oldfd == &dir_fd)
		name_errors_witness(&w, "base/", tc->old);
	if (tc->newfd == &dir_fd)
		name_errors_witness(&w, "base/", tc->new);
	name_errors_call(tc->as_nobody, check, tc);
	if (!access("base/l", F_OK) || !access("base/rodir/l", F_OK) ||
	    !access("base/mnt/l", F_OK) || !access("base/emlink/extra", F_OK))
		tst_res(TFAIL, "a failed linkat() created base/l");
	name_errors_unchanged(&w);
}

static void setup(void)
{
	SAFE_MKDIR("base", 0777);
	SAFE_CHMOD("base", 0777);
	SAFE_FILE_PRINTF("base/f", "x");
	SAFE_FILE_PRINTF("base/f2", "x");
	SAFE_FILE_PRINTF("base/shared", "x");
	SAFE_CHMOD("base/shared", 0666);
	SAFE_MKDIR("base/rodir", 0755);
	SAFE_SYMLINK("loop", "base/loop");
	link_max = tst_fs_fill_hardlinks("base/emlink");
	SAFE_FILE_PRINTF("file", "x");
	SAFE_FILE_PRINTF("rootonly", "x");
	memset(long_name, 'a', NAME_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);
	name_errors_tmpfs("base/mnt", 0, &mnt_mounted);
	SAFE_CHMOD("rootonly", 0600);
	root_fd = SAFE_OPEN("rootonly", O_RDONLY);
	name_errors_fds("base", "file", &dir_fd, &file_fd, &bad_fd);
}

static void cleanup(void)
{
	if (root_fd > -1)
		SAFE_CLOSE(root_fd);
	name_errors_cleanup(dir_fd, file_fd, "base/mnt", mnt_mounted);
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
