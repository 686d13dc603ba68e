// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * symlink(2) errors, in the order of the man page's ERRORS section:
 *
 *   EACCES       write access to the directory of linkpath is denied (nobody)
 *   EACCES       search permission is denied on a component of linkpath's prefix (nobody)
 *   EEXIST       linkpath already exists
 *   EEXIST       linkpath is a dangling symbolic link
 *   EFAULT       target points outside the address space
 *   EFAULT       linkpath points outside the address space
 *   ELOOP        too many symbolic links in resolving linkpath
 *   ENAMETOOLONG target is PATH_MAX bytes or longer
 *   ENAMETOOLONG a component of linkpath is longer than NAME_MAX
 *   ENOENT       a directory component in linkpath does not exist
 *   ENOENT       target is an empty string
 *   ENOSPC       the filesystem has no free inode (tmpfs with nr_inodes=2, full)
 *   ENOTDIR      a component used as a directory in linkpath is a regular file
 *   EROFS        linkpath is on a read-only filesystem
 *
 * After each failure the name is as it was (tst_path_errors.h: a missing name stays
 * missing; an existing one keeps its inode, mode, owner, links, size, mtime and ctime).
 * The read-only filesystem is the library's (.needs_rofs).
 *
 * EDQUOT is symlink03's (a quota on nobody's inodes).
 *
 * Not provoked: EIO (needs a failing device), ENOMEM (cannot be provoked reliably), EPERM (every filesystem here supports symbolic links).
 */

#include "tst_test.h"
#include "../mknod/name_errors.h"

#define FULL_MNT "full_mnt"
#define RO_MNT "ro_mnt"

static char long_name[NAME_MAX + 2];
static char long_target[PATH_MAX + 1];
static char *bad_addr;
static int full_mounted;

static struct tcase {
	const char *target;
	char **target_ptr;
	const char *path;
	char **path_ptr;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{"t", NULL, "rodir/l", NULL, EACCES, 1, "directory not writable"},
	{"t", NULL, "nosearch/sub/l", NULL, EACCES, 1, "prefix not searchable"},
	{"t", NULL, "file", NULL, EEXIST, 0, "linkpath exists"},
	{"t", NULL, "dangling", NULL, EEXIST, 0, "linkpath is a dangling link"},
	{NULL, &bad_addr, "l", NULL, EFAULT, 0, "bad target"},
	{"t", NULL, NULL, &bad_addr, EFAULT, 0, "bad linkpath"},
	{"t", NULL, "loop/l", NULL, ELOOP, 0, "symlink loop in linkpath"},
	{long_target, NULL, "l", NULL, ENAMETOOLONG, 0, "target of PATH_MAX bytes"},
	{"t", NULL, long_name, NULL, ENAMETOOLONG, 0, "linkpath component too long"},
	{"t", NULL, "missing/l", NULL, ENOENT, 0, "linkpath directory missing"},
	{"", NULL, "l", NULL, ENOENT, 0, "empty target"},
	{"t", NULL, FULL_MNT "/l", NULL, ENOSPC, 0, "no free inode"},
	{"t", NULL, "file/l", NULL, ENOTDIR, 0, "regular file in prefix"},
	{"t", NULL, RO_MNT "/l", NULL, EROFS, 0, "read-only filesystem"},
};

static void check(const void *row)
{
	const struct tcase *tc = row;
	const char *target = tc->target_ptr ? *tc->target_ptr : tc->target;
	const char *path = tc->path_ptr ? *tc->path_ptr : tc->path;

	TST_EXP_FAIL(symlink(target, path), tc->exp_errno, "symlink() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct name_errors_witness w = {0};

	/* the name the row could have created or changed */
	name_errors_witness(&w, "", tc->path);
	name_errors_call(tc->as_nobody, check, tc);
	if (!access("l", F_OK) || !access("rodir/l", F_OK))
		tst_res(TFAIL, "a failed symlink() created a name");
	name_errors_unchanged(&w);
}

static void setup(void)
{
	memset(long_name, 'a', NAME_MAX + 1);
	memset(long_target, 'b', PATH_MAX);
	bad_addr = tst_get_bad_addr(NULL);

	SAFE_MKDIR("rodir", 0755);
	SAFE_MKDIR("nosearch", 0700);
	SAFE_MKDIR("nosearch/sub", 0777);
	SAFE_FILE_PRINTF("file", "x");
	SAFE_SYMLINK("nowhere", "dangling");
	SAFE_SYMLINK("loop", "loop");
	name_errors_tmpfs(FULL_MNT, 1, &full_mounted);
}

static void cleanup(void)
{
	name_errors_cleanup(-1, -1, FULL_MNT, full_mounted);
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
