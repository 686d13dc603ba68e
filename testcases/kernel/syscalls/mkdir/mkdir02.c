// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mkdir(2) errors, in the order of the man page's ERRORS section:
 *
 *   EACCES       the parent does not allow write permission (as nobody, no capabilities)
 *   EACCES       a directory in the path prefix does not allow search permission (nobody)
 *   EEXIST       pathname already exists as a file
 *   EEXIST       pathname is a dangling symbolic link
 *   EFAULT       pathname points outside the address space
 *   ELOOP        too many symbolic links in the path prefix
 *   ENAMETOOLONG a component is longer than NAME_MAX
 *   ENOENT       a directory component does not exist
 *   ENOENT       pathname is empty
 *   ENOSPC       the filesystem has no free inode (tmpfs with nr_inodes=2, full)
 *   ENOTDIR      a component of the path prefix is a regular file
 *   EROFS        the parent is on a read-only filesystem
 *
 * After each failure the name is as it was (tst_path_errors.h: a missing name stays
 * missing; an existing one keeps its inode, mode, owner, links, size, mtime and ctime).
 * The read-only filesystem is the library's (.needs_rofs).
 *
 * EDQUOT is mkdir03's (a quota on nobody's inodes).
 *
 * Not provoked: EINVAL (no supported filesystem here rejects a name character other than '/' and NUL),
 * EMLINK (ext4 and the others here have no practical subdirectory limit; ext2 needs 32000
 * directories), ENOMEM (cannot be provoked reliably), EPERM (every filesystem here supports
 * directories).
 */

#include <limits.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_path_errors.h"

#define NOWRITE "nowrite"
#define NOSEARCH "nosearch"
#define FULL_MNT "full_mnt"
#define RO_MNT "ro_mnt"

static char long_name[NAME_MAX + 2];
static char *bad_addr;
static int full_mounted;

static struct tcase {
	const char *path;
	char **path_ptr;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{NOWRITE "/d", NULL, EACCES, 1, "parent not writable"},
	{NOSEARCH "/sub/d", NULL, EACCES, 1, "prefix not searchable"},
	{"file", NULL, EEXIST, 0, "existing file"},
	{"dangling", NULL, EEXIST, 0, "dangling symlink"},
	{NULL, &bad_addr, EFAULT, 0, "bad address"},
	{"loop/d", NULL, ELOOP, 0, "symlink loop in prefix"},
	{long_name, NULL, ENAMETOOLONG, 0, "component longer than NAME_MAX"},
	{"missing/d", NULL, ENOENT, 0, "missing component"},
	{"", NULL, ENOENT, 0, "empty pathname"},
	{FULL_MNT "/d", NULL, ENOSPC, 0, "no free inode"},
	{"file/d", NULL, ENOTDIR, 0, "regular file in prefix"},
	{RO_MNT "/d", NULL, EROFS, 0, "read-only filesystem"},
};

static void drop_to_nobody(void)
{
	tst_become_nobody();
}

static void check(struct tcase *tc)
{
	const char *path = tc->path_ptr ? *tc->path_ptr : tc->path;

	TST_EXP_FAIL(mkdir(path, 0755), tc->exp_errno, "mkdir() %s", tc->desc);
}

/* The name the row could have created or changed, NULL when there is none to stat. */
static const char *witness(struct tcase *tc)
{
	return tc->path_ptr ? NULL : tc->path;
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	const char *path = witness(tc);
	struct tst_path_state before;

	if (path)
		tst_path_state_get(path, &before);

	if (!tc->as_nobody) {
		check(tc);
	} else if (!SAFE_FORK()) {
		drop_to_nobody();
		check(tc);
		exit(0);
	}
	tst_reap_children();
	if (path)
		TST_PATH_UNCHANGED(path, &before);
}

static void setup(void)
{
	memset(long_name, 'a', NAME_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);

	SAFE_MKDIR(NOWRITE, 0755);
	SAFE_MKDIR(NOSEARCH, 0700);
	SAFE_MKDIR(NOSEARCH "/sub", 0777);
	SAFE_FILE_PRINTF("file", "x");
	SAFE_SYMLINK("nonexistent_target", "dangling");
	SAFE_SYMLINK("loop", "loop");

	SAFE_MKDIR(FULL_MNT, 0755);
	SAFE_MOUNT("tmpfs", FULL_MNT, "tmpfs", 0, "nr_inodes=2,size=1M");
	full_mounted = 1;
	/* the root takes one inode, this takes the last one */
	SAFE_MKDIR(FULL_MNT "/only", 0755);
}

static void cleanup(void)
{
	if (full_mounted)
		SAFE_UMOUNT(FULL_MNT);
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
