// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * renameat(2) and renameat2(2) with flags 0: the ERRORS of man 2 rename in its order,
 * every pathname relative to a directory descriptor:
 *
 *   EACCES       write permission denied on the directory of oldpath (nobody)
 *   EACCES       search permission denied on a component of the path prefix (nobody)
 *   EACCES       oldpath is a directory without write permission, moved to another parent
 *                (its ".." must be updated) (nobody)
 *   EBUSY        oldpath is a mount point
 *   EFAULT       oldpath points outside the address space
 *   EFAULT       newpath points outside the address space
 *   EINVAL       newpath contains a path prefix of oldpath (a directory into itself)
 *   EISDIR       newpath is an existing directory, oldpath is not a directory
 *   ELOOP        too many symbolic links in oldpath
 *   ENAMETOOLONG a component of newpath is longer than NAME_MAX
 *   ENOENT       oldpath does not exist
 *   ENOENT       a directory component in newpath does not exist
 *   ENOENT       oldpath is an empty string
 *   ENOTDIR      a component used as a directory in oldpath is a regular file
 *   ENOTDIR      oldpath is a directory and newpath exists and is not a directory
 *   ENOTEMPTY    newpath is a non-empty directory
 *   EPERM        the directory of oldpath is sticky and nobody owns neither it nor oldpath
 *   EROFS        the file is on a read-only filesystem
 *   EXDEV        oldpath and newpath are not on the same mounted filesystem
 *   EBADF        oldpath is relative and olddirfd is not a valid file descriptor
 *   EBADF        newpath is relative and newdirfd is not a valid file descriptor
 *   ENOTDIR      oldpath is relative and olddirfd refers to a regular file
 *   ENOTDIR      newpath is relative and newdirfd refers to a regular file
 *
 * Variant 0 calls renameat(), variant 1 the renameat2 system call with flags 0 (TCONF
 * without it). The errors of renameat2()'s flags are renameat204's.
 *
 * After each failure the name is as it was (tst_path_errors.h: a missing name stays
 * missing; an existing one keeps its inode, mode, owner, links, size, mtime and ctime).
 * The read-only filesystem is the library's (.needs_rofs).
 *
 * EDQUOT is renameat03's and renameat205's (a quota on nobody's blocks, a directory that
 * needs a new block).
 *
 * Not provoked: EMLINK (no practical link limit on the filesystems here), ENOMEM (needs the
 * kernel to run out of memory), ENOSPC (renaming within a directory of a full tmpfs needs
 * no new space there)
 */

#include "tst_test.h"
#include "../mknod/name_errors.h"
#include "../rename/rename_tree.h"
#include "lapi/syscalls.h"

#define MNT "base/mnt"
#define RO_MNT "ro_mnt"

static int dir_fd = -1, file_fd = -1, bad_fd = -1, mounted;
static char long_name[NAME_MAX + 2];
static char *bad_addr;

static struct tcase {
	int *oldfd;
	const char *old;
	int *newfd;
	const char *new;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{&dir_fd, "rodir/f", &dir_fd, "rodir/g", EACCES, 1, "parent not writable"},
	{&dir_fd, "nosearch/f", &dir_fd, "g", EACCES, 1, "prefix not searchable"},
	{&dir_fd, "open/rodir", &dir_fd, "open/other/rodir", EACCES, 1,
		"directory without write permission to another parent"},
	{&dir_fd, "mnt", &dir_fd, "mnt2", EBUSY, 0, "mount point"},
	{&dir_fd, NULL, &dir_fd, "g", EFAULT, 0, "bad oldpath"},
	{&dir_fd, "file", &dir_fd, NULL, EFAULT, 0, "bad newpath"},
	{&dir_fd, "dir", &dir_fd, "dir/sub/into", EINVAL, 0, "directory into itself"},
	{&dir_fd, "file", &dir_fd, "dir", EISDIR, 0, "file over a directory"},
	{&dir_fd, "loop/f", &dir_fd, "g", ELOOP, 0, "symlink loop"},
	{&dir_fd, "file", &dir_fd, long_name, ENAMETOOLONG, 0, "new component too long"},
	{&dir_fd, "missing", &dir_fd, "g", ENOENT, 0, "oldpath missing"},
	{&dir_fd, "file", &dir_fd, "missing/g", ENOENT, 0, "newpath directory missing"},
	{&dir_fd, "", &dir_fd, "g", ENOENT, 0, "empty oldpath"},
	{&dir_fd, "file/f", &dir_fd, "g", ENOTDIR, 0, "regular file in prefix"},
	{&dir_fd, "dir", &dir_fd, "file", ENOTDIR, 0, "directory over a file"},
	{&dir_fd, "dir2", &dir_fd, "dir", ENOTEMPTY, 0, "directory over a non-empty one"},
	{&dir_fd, "sticky/rootfile", &dir_fd, "sticky/g", EPERM, 1, "sticky directory"},
	{&dir_fd, "../../ro_mnt/file", &dir_fd, "../../ro_mnt/g", EROFS, 0, "read-only filesystem"},
	{&dir_fd, "file", &dir_fd, "mnt/file", EXDEV, 0, "across filesystems"},
	{&bad_fd, "file", &dir_fd, "g", EBADF, 0, "invalid olddirfd"},
	{&dir_fd, "file", &bad_fd, "g", EBADF, 0, "invalid newdirfd"},
	{&file_fd, "file", &dir_fd, "g", ENOTDIR, 0, "olddirfd is a regular file"},
	{&dir_fd, "file", &file_fd, "g", ENOTDIR, 0, "newdirfd is a regular file"},
};

static void check(const void *row)
{
	const struct tcase *tc = row;
	const char *old = tc->old ? tc->old : bad_addr;
	const char *new = tc->new ? tc->new : bad_addr;

	if (tst_variant == 0) {
		TST_EXP_FAIL(renameat(*tc->oldfd, old, *tc->newfd, new), tc->exp_errno,
			     "renameat() %s", tc->desc);
	} else {
		TST_EXP_FAIL(tst_syscall(__NR_renameat2, *tc->oldfd, old, *tc->newfd, new, 0),
			     tc->exp_errno, "renameat2() %s", tc->desc);
	}
}

/* run as root, after the call, so nobody's lack of search permission does not matter */
static void check_names(struct tcase *tc)
{
	if (faccessat(dir_fd, "g", F_OK, AT_SYMLINK_NOFOLLOW) != -1 ||
	    !access("base/rodir/g", F_OK) || !access("base/open/other/rodir", F_OK) ||
	    !access("base/mnt2", F_OK) || !access("base/sticky/g", F_OK) ||
	    !access(MNT "/file", F_OK))
		tst_res(TFAIL, "a new name exists after the failed call (%s)", tc->desc);
	if (access("base/file", F_OK) || access("base/rodir/f", F_OK) ||
	    access("base/dir/sub", F_OK) || access("base/dir2/inner", F_OK) ||
	    access("base/sticky/rootfile", F_OK) || access("base/open/rodir", F_OK))
		tst_res(TFAIL, "an old name vanished after the failed call (%s)", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct name_errors_witness w = {0};

	/* the names the row could have removed, created or changed */
	if (tc->oldfd == &dir_fd)
		name_errors_witness(&w, "base/", tc->old);
	if (tc->newfd == &dir_fd)
		name_errors_witness(&w, "base/", tc->new);
	name_errors_call(tc->as_nobody, check, tc);
	check_names(tc);
	name_errors_unchanged(&w);
}

static void setup(void)
{
	char vdir[16];

	if (tst_variant == 1)
		tst_syscall(__NR_renameat2, AT_FDCWD, "none", AT_FDCWD, "none", 0);
	/* the variants share the tmpdir: each builds its tree in a directory of its own */
	snprintf(vdir, sizeof(vdir), "variant%u", tst_variant);
	SAFE_MKDIR(vdir, 0755);
	SAFE_CHDIR(vdir);
	memset(long_name, 'a', NAME_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);

	SAFE_MKDIR("base", 0755);
	rename_tree("base/");
	SAFE_FILE_PRINTF("file", "x");

	name_errors_tmpfs(MNT, 0, &mounted);
	name_errors_fds("base", "file", &dir_fd, &file_fd, &bad_fd);
}

static void cleanup(void)
{
	name_errors_cleanup(dir_fd, file_fd, MNT, mounted);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.test_variants = 2,
	.needs_root = 1,
	.needs_rofs = 1,
	.mntpoint = RO_MNT,
	.forks_child = 1,
};
