// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rmdir(2) errors, in the order of the man page's ERRORS section:
 *
 *   EACCES       the parent does not allow write permission (as nobody, no capabilities)
 *   EACCES       a directory in the path prefix does not allow search permission (nobody)
 *   EBUSY        pathname is in use as a mount point
 *   EFAULT       pathname points outside the address space
 *   EINVAL       pathname has "." as its last component
 *   ELOOP        too many symbolic links in the path prefix
 *   ENAMETOOLONG a component is longer than NAME_MAX
 *   ENOENT       a directory component does not exist
 *   ENOENT       a directory component is a dangling symbolic link
 *   ENOTDIR      pathname is a regular file
 *   ENOTDIR      pathname is a symbolic link to a directory (not followed)
 *   ENOTEMPTY    the directory contains entries
 *   ENOTEMPTY    pathname has ".." as its last component
 *   EPERM        the parent is sticky and nobody owns neither it nor the directory
 *   EROFS        the directory is on a read-only filesystem
 *
 * After each failure the name is as it was (tst_path_errors.h: a missing name stays
 * missing; an existing one keeps its inode, mode, owner, links, size, mtime and ctime).
 * The read-only filesystem is the library's (.needs_rofs).
 *
 * Not provoked: ENOMEM (cannot be provoked reliably), EPERM "the filesystem does not
 * support removal of directories" (every filesystem here does).
 */

#include "tst_test.h"
#include "../mknod/name_errors.h"

#define MNT "mnt"
#define RO_MNT "ro_mnt"

static char long_name[NAME_MAX + 2];
static char *bad_addr;
static int mounted;

static struct tcase {
	const char *path;
	char **path_ptr;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{"nowrite/d", NULL, EACCES, 1, "parent not writable"},
	{"nosearch/sub/d", NULL, EACCES, 1, "prefix not searchable"},
	{MNT, NULL, EBUSY, 0, "mount point"},
	{NULL, &bad_addr, EFAULT, 0, "bad address"},
	{"empty/.", NULL, EINVAL, 0, "last component ."},
	{"loop/d", NULL, ELOOP, 0, "symlink loop in prefix"},
	{long_name, NULL, ENAMETOOLONG, 0, "component longer than NAME_MAX"},
	{"missing/d", NULL, ENOENT, 0, "missing component"},
	{"dangling/d", NULL, ENOENT, 0, "dangling symlink in prefix"},
	{"file", NULL, ENOTDIR, 0, "regular file"},
	{"link_to_dir", NULL, ENOTDIR, 0, "symlink to a directory"},
	{"full", NULL, ENOTEMPTY, 0, "non-empty directory"},
	{"full/sub/..", NULL, ENOTEMPTY, 0, "last component .."},
	{"sticky/rootdir", NULL, EPERM, 1, "sticky parent, owned by someone else"},
	{RO_MNT "/dir", NULL, EROFS, 0, "read-only filesystem"},
};

static void check(const void *row)
{
	const struct tcase *tc = row;
	const char *path = tc->path_ptr ? *tc->path_ptr : tc->path;

	TST_EXP_FAIL(rmdir(path), tc->exp_errno, "rmdir() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct name_errors_witness w = {0};

	/* the name the row could have removed or changed */
	name_errors_witness(&w, "", tc->path);
	name_errors_call(tc->as_nobody, check, tc);
	name_errors_unchanged(&w);
}

static void setup(void)
{
	memset(long_name, 'a', NAME_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);

	SAFE_MKDIR("nowrite", 0755);
	SAFE_MKDIR("nowrite/d", 0777);
	SAFE_MKDIR("nosearch", 0700);
	SAFE_MKDIR("nosearch/sub", 0777);
	SAFE_MKDIR("nosearch/sub/d", 0777);
	SAFE_MKDIR("empty", 0755);
	SAFE_SYMLINK("loop", "loop");
	SAFE_SYMLINK("nonexistent", "dangling");
	SAFE_FILE_PRINTF("file", "x");
	SAFE_SYMLINK("empty", "link_to_dir");
	SAFE_MKDIR("full", 0755);
	SAFE_MKDIR("full/sub", 0755);
	SAFE_MKDIR("sticky", 01777);
	SAFE_CHMOD("sticky", 01777);
	SAFE_MKDIR("sticky/rootdir", 0777);
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
