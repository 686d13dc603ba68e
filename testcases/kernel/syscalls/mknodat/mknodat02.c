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
 * Not provoked: EDQUOT (no quota on the test filesystem; quotactl01 covers quotas),
 * ENOMEM (needs the kernel to run out of memory)
 */

#include <limits.h>
#include <pwd.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "tst_test.h"
#include "tst_path_errors.h"
#include "tst_capability.h"

#define FULL_MNT "base/full"
#define RO_MNT "ro"

enum who { ROOT, NOBODY, ROOT_NO_MKNOD };

static int dir_fd = -1, file_fd = -1, bad_fd = -1, full_mounted;
static char long_name[NAME_MAX + 2];
static char *bad_addr;

static struct tcase {
	int *fd;
	const char *path;
	mode_t mode;
	int exp_errno;
	enum who who;
	const char *desc;
} tcases[] = {
	{&dir_fd, "rodir/n", S_IFIFO | 0644, EACCES, NOBODY, "directory not writable"},
	{&dir_fd, "nosearch/sub/n", S_IFIFO | 0644, EACCES, NOBODY, "prefix not searchable"},
	{&bad_fd, "n", S_IFIFO | 0644, EBADF, ROOT, "invalid dirfd"},
	{&dir_fd, "file", S_IFIFO | 0644, EEXIST, ROOT, "pathname exists"},
	{&dir_fd, NULL, S_IFIFO | 0644, EFAULT, ROOT, "pathname outside the address space"},
	{&dir_fd, "n", S_IFMT | 0644, EINVAL, ROOT, "invalid type S_IFMT"},
	{&dir_fd, "loop/n", S_IFIFO | 0644, ELOOP, ROOT, "symlink loop"},
	{&dir_fd, long_name, S_IFIFO | 0644, ENAMETOOLONG, ROOT, "component too long"},
	{&dir_fd, "missing/n", S_IFIFO | 0644, ENOENT, ROOT, "missing component"},
	{&dir_fd, "full/n", S_IFIFO | 0644, ENOSPC, ROOT, "no free inode"},
	{&dir_fd, "file/n", S_IFIFO | 0644, ENOTDIR, ROOT, "regular file in prefix"},
	{&file_fd, "n", S_IFIFO | 0644, ENOTDIR, ROOT, "dirfd is a regular file"},
	{&dir_fd, "open/n", S_IFCHR | 0644, EPERM, NOBODY, "character device by nobody"},
	{&dir_fd, "open/n", S_IFBLK | 0644, EPERM, ROOT_NO_MKNOD,
		"block device without CAP_MKNOD"},
	{&dir_fd, "n", S_IFDIR | 0755, EPERM, ROOT, "directory type"},
	{&dir_fd, "../ro/n", S_IFIFO | 0644, EROFS, ROOT, "read-only filesystem"},
};

static void check(struct tcase *tc)
{
	TST_EXP_FAIL(mknodat(*tc->fd, tc->path ? tc->path : bad_addr, tc->mode, makedev(1, 3)),
		     tc->exp_errno, "mknodat() %s", tc->desc);
}

/* The name the row could have created or changed, NULL when there is none to stat. */
static const char *witness(struct tcase *tc)
{
	static char buf[PATH_MAX];

	if (tc->fd != &dir_fd || !tc->path)
		return NULL;
	snprintf(buf, sizeof(buf), "base/%s", tc->path);
	return buf;
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	const char *path = witness(tc);
	struct tst_path_state before;
	struct passwd *pw;

	if (path)
		tst_path_state_get(path, &before);

	if (tc->who == ROOT) {
		check(tc);
	} else if (!SAFE_FORK()) {
		if (tc->who == NOBODY) {
			pw = SAFE_GETPWNAM("nobody");
			SAFE_SETGROUPS(0, NULL);
			SAFE_SETGID(pw->pw_gid);
			SAFE_SETUID(pw->pw_uid);
		} else {
			tst_cap_action(&(struct tst_cap)TST_CAP(TST_CAP_DROP, CAP_MKNOD));
		}
		check(tc);
		exit(0);
	}
	tst_reap_children();
	if (!access("base/n", F_OK) || !access("base/open/n", F_OK) ||
	    !access("base/rodir/n", F_OK) || !access("n", F_OK))
		tst_res(TFAIL, "a failed mknodat() created a node");
	if (path)
		TST_PATH_UNCHANGED(path, &before);
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

	SAFE_MKDIR(FULL_MNT, 0755);
	SAFE_MOUNT("tmpfs", FULL_MNT, "tmpfs", 0, "nr_inodes=2,size=1M");
	full_mounted = 1;
	/* the root takes one inode, this takes the last one */
	SAFE_FILE_PRINTF(FULL_MNT "/only", "x");

	dir_fd = SAFE_OPEN("base", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN("file", O_RDONLY);
	/* the first closed descriptor from 1000 on */
	bad_fd = 1000;
	while (fcntl(bad_fd, F_GETFD) != -1)
		bad_fd++;
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
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
