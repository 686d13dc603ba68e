// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rename(2) errors, in the order of the man page's ERRORS section:
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
 *
 * After each failure the name is as it was (tst_path_errors.h: a missing name stays
 * missing; an existing one keeps its inode, mode, owner, links, size, mtime and ctime).
 * The read-only filesystem is the library's (.needs_rofs).
 *
 * EDQUOT is rename03's (a quota on nobody's blocks, a directory that needs a new block).
 *
 * Not provoked: EMLINK (no practical link limit on the filesystems here), ENOMEM (needs the
 * kernel to run out of memory), ENOSPC (renaming within a directory of a full tmpfs needs
 * no new space there), EPERM ("the filesystem does not support renaming": all here do),
 * EBADF (renameat()/renameat2() only; renameat02), EEXIST (renameat2() with
 * RENAME_NOREPLACE only; renameat201). After each failure both names are checked unchanged.
 */

#include "tst_test.h"
#include "../mknod/name_errors.h"
#include "rename_tree.h"

#define MNT "mnt"
#define RO_MNT "ro_mnt"

static char long_name[NAME_MAX + 2];
static char *bad_addr;
static int mounted;

static struct tcase {
	const char *old;
	char **old_ptr;
	const char *new;
	char **new_ptr;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{"rodir/f", NULL, "rodir/g", NULL, EACCES, 1, "parent not writable"},
	{"nosearch/f", NULL, "g", NULL, EACCES, 1, "prefix not searchable"},
	{"open/rodir", NULL, "open/other/rodir", NULL, EACCES, 1,
		"directory without write permission to another parent"},
	{MNT, NULL, "mnt2", NULL, EBUSY, 0, "mount point"},
	{NULL, &bad_addr, "g", NULL, EFAULT, 0, "bad oldpath"},
	{"file", NULL, NULL, &bad_addr, EFAULT, 0, "bad newpath"},
	{"dir", NULL, "dir/sub/into", NULL, EINVAL, 0, "directory into itself"},
	{"file", NULL, "dir", NULL, EISDIR, 0, "file over a directory"},
	{"loop/f", NULL, "g", NULL, ELOOP, 0, "symlink loop"},
	{"file", NULL, long_name, NULL, ENAMETOOLONG, 0, "new component too long"},
	{"missing", NULL, "g", NULL, ENOENT, 0, "oldpath missing"},
	{"file", NULL, "missing/g", NULL, ENOENT, 0, "newpath directory missing"},
	{"", NULL, "g", NULL, ENOENT, 0, "empty oldpath"},
	{"file/f", NULL, "g", NULL, ENOTDIR, 0, "regular file in prefix"},
	{"dir", NULL, "file", NULL, ENOTDIR, 0, "directory over a file"},
	{"dir2", NULL, "dir", NULL, ENOTEMPTY, 0, "directory over a non-empty one"},
	{"sticky/rootfile", NULL, "sticky/g", NULL, EPERM, 1, "sticky directory"},
	{RO_MNT "/file", NULL, RO_MNT "/g", NULL, EROFS, 0, "read-only filesystem"},
	{"file", NULL, MNT "/file", NULL, EXDEV, 0, "across filesystems"},
};

static void check(const void *row)
{
	const struct tcase *tc = row;
	const char *old = tc->old_ptr ? *tc->old_ptr : tc->old;
	const char *new = tc->new_ptr ? *tc->new_ptr : tc->new;

	TST_EXP_FAIL(rename(old, new), tc->exp_errno, "rename() %s", tc->desc);
}

/* run as root, after the call, so nobody's lack of search permission does not matter */
static void check_names(struct tcase *tc)
{
	const char *old = tc->old_ptr ? *tc->old_ptr : tc->old;
	const char *new = tc->new_ptr ? *tc->new_ptr : tc->new;

	if (!tc->old_ptr && tc->old[0] && tc->exp_errno != ENOENT &&
	    tc->exp_errno != ELOOP && tc->exp_errno != ENOTDIR && access(old, F_OK))
		tst_res(TFAIL | TERRNO, "%s vanished after a failed rename()", old);
	if (!tc->new_ptr && tc->exp_errno != EXDEV && tc->exp_errno != ENOTDIR &&
	    tc->exp_errno != ENOTEMPTY && tc->exp_errno != EISDIR && !access(new, F_OK))
		tst_res(TFAIL, "%s exists after a failed rename()", new);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct name_errors_witness w = {0};

	/* the names the row could have removed, created or changed */
	name_errors_witness(&w, "", tc->old);
	name_errors_witness(&w, "", tc->new);
	name_errors_call(tc->as_nobody, check, tc);
	check_names(tc);
	name_errors_unchanged(&w);
}

static void setup(void)
{
	memset(long_name, 'a', NAME_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);

	rename_tree("");

	name_errors_tmpfs(MNT, 0, &mounted);
}

static void cleanup(void)
{
	name_errors_cleanup(-1, -1, MNT, mounted);
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
