// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mknod(2) errors, in the order of the man page's ERRORS section:
 *
 *   EACCES       the parent directory does not allow write permission (nobody)
 *   EACCES       a directory in the path prefix does not allow search permission (nobody)
 *   EEXIST       pathname already exists
 *   EEXIST       pathname is a dangling symbolic link
 *   EFAULT       pathname points outside the address space
 *   EINVAL       mode requested creation of something other than a regular file, device
 *                special file, FIFO or socket (type bits S_IFMT)
 *   ELOOP        too many symbolic links in pathname
 *   ENAMETOOLONG a component is longer than NAME_MAX
 *   ENOENT       a directory component in pathname does not exist
 *   ENOSPC       the filesystem has no free inode (tmpfs with nr_inodes=2, full)
 *   ENOTDIR      a component used as a directory is a regular file
 *   EPERM        a character device by nobody (no capabilities)
 *   EPERM        a block device by root without CAP_MKNOD (capability dropped)
 *   EPERM        a directory (S_IFDIR): "the filesystem containing pathname does not
 *                support the type of node requested" (mkdir(2) is the way)
 *   EROFS        pathname is on a read-only filesystem
 *
 * After each failure the name is as it was (tst_path_errors.h: a missing name stays
 * missing; an existing one keeps its inode, mode, owner, links, size, mtime and ctime).
 * The read-only filesystem is the library's (.needs_rofs).
 *
 * EDQUOT is mknod03's (a quota on nobody's inodes).
 *
 * Not provoked: ENOMEM (cannot be provoked reliably).
 */

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "tst_test.h"
#include "name_errors.h"

#define FULL_MNT "full_mnt"
#define RO_MNT "ro_mnt"

static char long_name[NAME_MAX + 2];
static char *bad_addr;
static int full_mounted;

static struct tcase {
	const char *path;
	char **path_ptr;
	mode_t mode;
	int exp_errno;
	enum name_errors_who who;
	const char *desc;
} tcases[] = {
	{"rodir/n", NULL, S_IFIFO | 0644, EACCES, NE_NOBODY, "directory not writable"},
	{"nosearch/sub/n", NULL, S_IFIFO | 0644, EACCES, NE_NOBODY, "prefix not searchable"},
	{"file", NULL, S_IFIFO | 0644, EEXIST, NE_ROOT, "pathname exists"},
	{"dangling", NULL, S_IFIFO | 0644, EEXIST, NE_ROOT, "pathname is a dangling link"},
	{NULL, &bad_addr, S_IFIFO | 0644, EFAULT, NE_ROOT, "bad address"},
	{"n", NULL, S_IFMT | 0644, EINVAL, NE_ROOT, "invalid type S_IFMT"},
	{"loop/n", NULL, S_IFIFO | 0644, ELOOP, NE_ROOT, "symlink loop"},
	{long_name, NULL, S_IFIFO | 0644, ENAMETOOLONG, NE_ROOT, "component too long"},
	{"missing/n", NULL, S_IFIFO | 0644, ENOENT, NE_ROOT, "missing component"},
	{FULL_MNT "/n", NULL, S_IFIFO | 0644, ENOSPC, NE_ROOT, "no free inode"},
	{"file/n", NULL, S_IFIFO | 0644, ENOTDIR, NE_ROOT, "regular file in prefix"},
	{"open/n", NULL, S_IFCHR | 0644, EPERM, NE_NOBODY, "character device by nobody"},
	{"open/n", NULL, S_IFBLK | 0644, EPERM, NE_NO_MKNOD, "block device without CAP_MKNOD"},
	{"n", NULL, S_IFDIR | 0755, EPERM, NE_ROOT, "directory type"},
	{RO_MNT "/n", NULL, S_IFIFO | 0644, EROFS, NE_ROOT, "read-only filesystem"},
};

static void check(const void *row)
{
	const struct tcase *tc = row;
	const char *path = tc->path_ptr ? *tc->path_ptr : tc->path;

	TST_EXP_FAIL(mknod(path, tc->mode, makedev(1, 3)), tc->exp_errno, "mknod() %s",
		     tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct name_errors_witness w = {0};

	/* the name the row could have created or changed */
	name_errors_witness(&w, "", tc->path);
	name_errors_call(tc->who, check, tc);
	if (!access("n", F_OK) || !access("open/n", F_OK) || !access("rodir/n", F_OK))
		tst_res(TFAIL, "a failed mknod() created a node");
	name_errors_unchanged(&w);
}

static void setup(void)
{
	memset(long_name, 'a', NAME_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);

	SAFE_MKDIR("rodir", 0755);
	SAFE_MKDIR("nosearch", 0700);
	SAFE_MKDIR("nosearch/sub", 0777);
	SAFE_MKDIR("open", 0777);
	SAFE_CHMOD("open", 0777);
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
