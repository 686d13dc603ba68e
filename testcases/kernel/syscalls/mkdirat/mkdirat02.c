// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mkdirat(2) ERRORS, in the order of man 2 mkdir, every pathname relative to a directory
 * descriptor (so each lookup starts at dirfd):
 *
 *   EACCES       the parent under dirfd does not allow write permission (as nobody)
 *   EBADF        pathname is relative and dirfd is neither AT_FDCWD nor a valid descriptor
 *   EEXIST       pathname already exists under dirfd
 *   EFAULT       pathname points outside the address space
 *   ELOOP        too many symbolic links in the path prefix
 *   ENAMETOOLONG a component is longer than NAME_MAX
 *   ENOENT       a directory component under dirfd does not exist
 *   ENOSPC       the filesystem has no free inode (tmpfs with nr_inodes=2, full)
 *   ENOTDIR      a component of the path prefix is a regular file
 *   ENOTDIR      pathname is relative and dirfd refers to a regular file
 *   EROFS        the parent is on a read-only filesystem
 *
 * After each failure the name is as it was (tst_path_errors.h: a missing name stays
 * missing; an existing one keeps its inode, mode, owner, links, size, mtime and ctime).
 * The read-only filesystem is the library's (.needs_rofs).
 *
 * Not provoked: EDQUOT (no quota on the test filesystem; quotactl01 covers quotas),
 * EINVAL (no supported filesystem here rejects a name character other than '/' and NUL),
 * EMLINK (the filesystems here have no practical subdirectory limit), ENOMEM (needs the
 * kernel to run out of memory), EPERM (every filesystem here supports directories)
 */

#include <limits.h>
#include <pwd.h>
#include <sys/mount.h>
#include "tst_test.h"
#include "tst_path_errors.h"

#define FULL_MNT "base/full"
#define RO_MNT "ro"

static int dir_fd = -1, file_fd = -1, bad_fd = -1, full_mounted;
static char long_name[NAME_MAX + 2];
static char *bad_addr;

static struct tcase {
	int *fd;
	const char *path;
	char **path_ptr;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{&dir_fd, "d", NULL, EACCES, 1, "dirfd not writable for nobody"},
	{&bad_fd, "d", NULL, EBADF, 0, "invalid dirfd"},
	{&dir_fd, "exists", NULL, EEXIST, 0, "existing entry under dirfd"},
	{&dir_fd, NULL, &bad_addr, EFAULT, 0, "pathname outside the address space"},
	{&dir_fd, "loop/d", NULL, ELOOP, 0, "symlink loop in prefix"},
	{&dir_fd, long_name, NULL, ENAMETOOLONG, 0, "component longer than NAME_MAX"},
	{&dir_fd, "missing/d", NULL, ENOENT, 0, "missing component under dirfd"},
	{&dir_fd, "full/d", NULL, ENOSPC, 0, "no free inode"},
	{&dir_fd, "file/d", NULL, ENOTDIR, 0, "regular file in prefix"},
	{&file_fd, "d", NULL, ENOTDIR, 0, "dirfd is a regular file"},
	{&dir_fd, "../ro/d", NULL, EROFS, 0, "read-only filesystem"},
};

static void check(struct tcase *tc)
{
	const char *path = tc->path_ptr ? *tc->path_ptr : tc->path;

	TST_EXP_FAIL(mkdirat(*tc->fd, path, 0755), tc->exp_errno, "mkdirat() %s", tc->desc);
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

	if (!tc->as_nobody) {
		check(tc);
	} else if (!SAFE_FORK()) {
		pw = SAFE_GETPWNAM("nobody");
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(pw->pw_gid);
		SAFE_SETUID(pw->pw_uid);
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

	SAFE_MKDIR("base", 0755);
	SAFE_MKDIR("base/exists", 0755);
	SAFE_FILE_PRINTF("base/file", "x");
	SAFE_SYMLINK("loop", "base/loop");
	SAFE_FILE_PRINTF("file", "x");

	SAFE_MKDIR(FULL_MNT, 0755);
	SAFE_MOUNT("tmpfs", FULL_MNT, "tmpfs", 0, "nr_inodes=2,size=1M");
	full_mounted = 1;
	/* the root takes one inode, this takes the last one */
	SAFE_MKDIR(FULL_MNT "/only", 0755);


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
