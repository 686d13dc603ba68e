// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * unlink(2) errors, in the order of the man page's ERRORS section:
 *
 *   EACCES       write access to the directory containing pathname is denied (nobody)
 *   EACCES       search permission is denied for a directory in the path prefix (nobody)
 *   EBUSY        the file is in use as a mount point (a file bind-mounted over a file)
 *   EFAULT       pathname points outside the address space
 *   EISDIR       pathname refers to a directory
 *   ELOOP        too many symbolic links in the path prefix
 *   ENAMETOOLONG a component is longer than NAME_MAX
 *   ENOENT       a component in pathname does not exist
 *   ENOENT       a component in pathname is a dangling symbolic link
 *   ENOENT       pathname is empty
 *   ENOTDIR      a component used as a directory is a regular file
 *   EPERM        the file is marked immutable (FS_IMMUTABLE_FL on a tmpfs)
 *   EPERM        the file is marked append-only (FS_APPEND_FL on a tmpfs)
 *   EPERM        the directory is sticky and nobody owns neither it nor the file
 *   EROFS        pathname is on a read-only filesystem
 *
 * After each failure the name is as it was (tst_path_errors.h: a missing name stays
 * missing; an existing one keeps its inode, mode, owner, links, size, mtime and ctime).
 * The read-only filesystem is the library's (.needs_rofs).
 *
 * Not provoked: EIO (needs a failing device), ENOMEM (needs the kernel to run out of memory),
 * EPERM ("the system does not allow unlinking of directories": Linux gives EISDIR, that row;
 * "the filesystem does not allow unlinking of files": all here do), EBADF (unlinkat() only;
 * unlinkat02), EINVAL (unlinkat()'s flags; unlinkat02).
 * The immutable/append-only rows are TCONF if the tmpfs lacks FS_IOC_SETFLAGS (< 6.0).
 */

#include <limits.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <linux/fs.h>
#include "tst_test.h"
#include "tst_path_errors.h"

#define MNT "mnt"
#define RO_MNT "ro_mnt"

static char long_name[NAME_MAX + 2];
static char *bad_addr;
static int mounted, bound, have_flags;

static struct tcase {
	const char *path;
	char **path_ptr;
	int exp_errno;
	int as_nobody;
	int needs_flags;
	const char *desc;
} tcases[] = {
	{"rodir/f", NULL, EACCES, 1, 0, "directory not writable"},
	{"nosearch/f", NULL, EACCES, 1, 0, "prefix not searchable"},
	{"bound", NULL, EBUSY, 0, 0, "file used as a mount point"},
	{NULL, &bad_addr, EFAULT, 0, 0, "bad address"},
	{"dir", NULL, EISDIR, 0, 0, "directory"},
	{"loop/f", NULL, ELOOP, 0, 0, "symlink loop"},
	{long_name, NULL, ENAMETOOLONG, 0, 0, "component too long"},
	{"missing/f", NULL, ENOENT, 0, 0, "missing component"},
	{"dangling/f", NULL, ENOENT, 0, 0, "dangling symlink in prefix"},
	{"", NULL, ENOENT, 0, 0, "empty pathname"},
	{"file/f", NULL, ENOTDIR, 0, 0, "regular file in prefix"},
	{MNT "/immutable", NULL, EPERM, 0, 1, "immutable file"},
	{MNT "/append", NULL, EPERM, 0, 1, "append-only file"},
	{"sticky/rootfile", NULL, EPERM, 1, 0, "sticky directory"},
	{RO_MNT "/file", NULL, EROFS, 0, 0, "read-only filesystem"},
};

static void check(struct tcase *tc)
{
	const char *path = tc->path_ptr ? *tc->path_ptr : tc->path;

	TST_EXP_FAIL(unlink(path), tc->exp_errno, "unlink() %s", tc->desc);
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

	if (tc->needs_flags && !have_flags) {
		tst_res(TCONF, "tmpfs has no FS_IOC_SETFLAGS: %s skipped", tc->desc);
		return;
	}
	if (!tc->as_nobody) {
		check(tc);
	} else if (!SAFE_FORK()) {
		tst_become_nobody();
		check(tc);
		exit(0);
	}
	tst_reap_children();
	if (tc->path && tc->path[0] && tc->exp_errno != ENOENT && tc->exp_errno != ELOOP &&
	    tc->exp_errno != ENAMETOOLONG && tc->exp_errno != ENOTDIR && access(tc->path, F_OK))
		tst_res(TFAIL | TERRNO, "%s vanished after a failed unlink()", tc->path);
	if (path)
		TST_PATH_UNCHANGED(path, &before);
}

static int set_flag(const char *path, int flag)
{
	int fd = SAFE_OPEN(path, O_RDONLY);
	int flags = 0, ret;

	ret = ioctl(fd, FS_IOC_GETFLAGS, &flags);
	if (!ret) {
		flags |= flag;
		ret = ioctl(fd, FS_IOC_SETFLAGS, &flags);
	}
	SAFE_CLOSE(fd);
	return ret;
}

static void clear_flags(const char *path)
{
	int fd = open(path, O_RDONLY);
	int flags = 0;

	if (fd < 0)
		return;
	ioctl(fd, FS_IOC_SETFLAGS, &flags);
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	memset(long_name, 'a', NAME_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);

	SAFE_MKDIR("rodir", 0755);
	SAFE_FILE_PRINTF("rodir/f", "x");
	SAFE_MKDIR("nosearch", 0700);
	SAFE_FILE_PRINTF("nosearch/f", "x");
	SAFE_FILE_PRINTF("bound", "x");
	SAFE_FILE_PRINTF("file", "x");
	SAFE_MOUNT("file", "bound", NULL, MS_BIND, NULL);
	bound = 1;
	SAFE_MKDIR("dir", 0755);
	SAFE_SYMLINK("loop", "loop");
	SAFE_SYMLINK("nowhere", "dangling");
	SAFE_MKDIR("sticky", 0777);
	SAFE_CHMOD("sticky", 01777);
	SAFE_FILE_PRINTF("sticky/rootfile", "x");

	SAFE_MKDIR(MNT, 0755);
	SAFE_MOUNT("tmpfs", MNT, "tmpfs", 0, "size=1M");
	mounted = 1;
	SAFE_FILE_PRINTF(MNT "/immutable", "x");
	SAFE_FILE_PRINTF(MNT "/append", "x");
	have_flags = !set_flag(MNT "/immutable", FS_IMMUTABLE_FL) &&
		     !set_flag(MNT "/append", FS_APPEND_FL);
}

static void cleanup(void)
{
	if (bound)
		SAFE_UMOUNT("bound");
	if (mounted) {
		clear_flags(MNT "/immutable");
		clear_flags(MNT "/append");
		SAFE_UMOUNT(MNT);
	}
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
