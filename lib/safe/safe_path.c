// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* for paths: directories, links, renames, permissions, ownership, stat. */
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include "safe_priv.h"

const char *ltk_dirfd_name(int dirfd, char *buf, size_t size)
{
	char link[64];
	ssize_t n;
	int saved = errno;

	if (dirfd == AT_FDCWD) {
		snprintf(buf, size, "AT_FDCWD");
		return buf;
	}
	snprintf(link, sizeof(link), "/proc/self/fd/%d", dirfd);
	n = readlink(link, buf, size - 1);
	if (n < 0)
		snprintf(buf, size, "fd %d", dirfd);
	else
		buf[n] = 0;
	errno = saved;
	return buf;
}

char *safe_basename(LTK_SAFE_LOC, char *path)
{
	char *rval = basename(path);

	if (!rval)
		safe_fail("basename(%s)", path);
	return rval;
}

char *safe_dirname(LTK_SAFE_LOC, char *path)
{
	char *rval = dirname(path);

	if (!rval)
		safe_fail("dirname(%s)", path);
	return rval;
}

char *safe_getcwd(LTK_SAFE_LOC, char *buf, size_t size)
{
	char *rval = getcwd(buf, size);

	if (!rval)
		safe_fail("getcwd(%p,%zu)", buf, size);
	return rval;
}

int safe_access(LTK_SAFE_LOC, const char *pathname, int mode)
{
	int rval = access(pathname, mode);

	if (rval == -1)
		safe_fail("access(%s,%d)", pathname, mode);
	else if (rval)
		safe_invalid(rval, "access(%s,%d)", pathname, mode);
	return rval;
}

int safe_chdir(LTK_SAFE_LOC, const char *path)
{
	int rval = chdir(path);

	if (rval == -1)
		safe_fail("chdir(%s)", path);
	else if (rval)
		safe_invalid(rval, "chdir(%s)", path);
	return rval;
}

int safe_chroot(LTK_SAFE_LOC, const char *path)
{
	int rval = chroot(path);

	if (rval == -1)
		safe_fail("chroot(%s)", path);
	else if (rval)
		safe_invalid(rval, "chroot(%s)", path);
	return rval;
}

int safe_mkdir(LTK_SAFE_LOC, const char *pathname, mode_t mode)
{
	int rval = mkdir(pathname, mode);

	if (rval == -1)
		safe_fail("mkdir(%s,%04o)", pathname, (unsigned int)mode);
	else if (rval)
		safe_invalid(rval, "mkdir(%s,%04o)", pathname, (unsigned int)mode);
	return rval;
}

int safe_rmdir(LTK_SAFE_LOC, const char *pathname)
{
	int rval = rmdir(pathname);

	if (rval == -1)
		safe_fail("rmdir(%s)", pathname);
	else if (rval)
		safe_invalid(rval, "rmdir(%s)", pathname);
	return rval;
}

int safe_unlink(LTK_SAFE_LOC, const char *pathname)
{
	int rval = unlink(pathname);

	if (rval == -1)
		safe_fail("unlink(%s)", pathname);
	else if (rval)
		safe_invalid(rval, "unlink(%s)", pathname);
	return rval;
}

int safe_link(LTK_SAFE_LOC, const char *oldpath, const char *newpath)
{
	int rval = link(oldpath, newpath);

	if (rval == -1)
		safe_fail("link(%s,%s)", oldpath, newpath);
	else if (rval)
		safe_invalid(rval, "link(%s,%s)", oldpath, newpath);
	return rval;
}

int safe_linkat(LTK_SAFE_LOC, int olddirfd, const char *oldpath, int newdirfd,
		const char *newpath, int flags)
{
	char olddir[256], newdir[256];
	int rval = linkat(olddirfd, oldpath, newdirfd, newpath, flags);

	if (rval == -1)
		safe_fail("linkat(%s,%s,%s,%s,%d)",
			  ltk_dirfd_name(olddirfd, olddir, sizeof(olddir)), oldpath,
			  ltk_dirfd_name(newdirfd, newdir, sizeof(newdir)), newpath, flags);
	else if (rval)
		safe_invalid(rval, "linkat(%d,%s,%d,%s,%d)", olddirfd, oldpath, newdirfd, newpath,
			     flags);
	return rval;
}

int safe_symlink(LTK_SAFE_LOC, const char *oldpath, const char *newpath)
{
	int rval = symlink(oldpath, newpath);

	if (rval == -1)
		safe_fail("symlink(%s,%s)", oldpath, newpath);
	else if (rval)
		safe_invalid(rval, "symlink(%s,%s)", oldpath, newpath);
	return rval;
}

int safe_symlinkat(LTK_SAFE_LOC, const char *oldpath, int newdirfd, const char *newpath)
{
	char dir[256];
	int rval = symlinkat(oldpath, newdirfd, newpath);

	if (rval == -1)
		safe_fail("symlinkat(%s,%s,%s)", oldpath,
			  ltk_dirfd_name(newdirfd, dir, sizeof(dir)), newpath);
	else if (rval)
		safe_invalid(rval, "symlinkat(%s,%d,%s)", oldpath, newdirfd, newpath);
	return rval;
}

/* Unlike readlink(2) the result is always NUL terminated (truncated to fit if need be). */
ssize_t safe_readlink(LTK_SAFE_LOC, const char *path, char *buf, size_t bufsize)
{
	ssize_t rval = readlink(path, buf, bufsize);

	if (rval == -1) {
		safe_fail("readlink(%s,%p,%zu)", path, buf, bufsize);
	} else if (rval < 0) {
		safe_invalid(rval, "readlink(%s,%p,%zu)", path, buf, bufsize);
	} else if (bufsize) {
		if ((size_t)rval >= bufsize)
			rval = bufsize - 1;
		buf[rval] = 0;
	}
	return rval;
}

int safe_rename(LTK_SAFE_LOC, const char *oldpath, const char *newpath)
{
	int rval = rename(oldpath, newpath);

	if (rval == -1)
		safe_fail("rename(%s,%s)", oldpath, newpath);
	else if (rval)
		safe_invalid(rval, "rename(%s,%s)", oldpath, newpath);
	return rval;
}

int safe_mkfifo(LTK_SAFE_LOC, const char *pathname, mode_t mode)
{
	int rval = mkfifo(pathname, mode);

	if (rval == -1)
		safe_fail("mkfifo(%s,%04o)", pathname, (unsigned int)mode);
	else if (rval)
		safe_invalid(rval, "mkfifo(%s,%04o)", pathname, (unsigned int)mode);
	return rval;
}

int safe_mknod(LTK_SAFE_LOC, const char *pathname, mode_t mode, dev_t dev)
{
	int rval = mknod(pathname, mode, dev);

	if (rval == -1)
		safe_fail("mknod(%s,0%o,%u:%u)", pathname, (unsigned int)mode, major(dev),
			  minor(dev));
	else if (rval)
		safe_invalid(rval, "mknod(%s,0%o,%u:%u)", pathname, (unsigned int)mode,
			     major(dev), minor(dev));
	return rval;
}

int safe_chmod(LTK_SAFE_LOC, const char *path, mode_t mode)
{
	int rval = chmod(path, mode);

	if (rval == -1)
		safe_fail("chmod(%s,%04o)", path, (unsigned int)mode);
	else if (rval)
		safe_invalid(rval, "chmod(%s,%04o)", path, (unsigned int)mode);
	return rval;
}

int safe_fchmod(LTK_SAFE_LOC, int fd, mode_t mode)
{
	int rval = fchmod(fd, mode);

	if (rval == -1)
		safe_fail("fchmod(%d,%04o)", fd, (unsigned int)mode);
	else if (rval)
		safe_invalid(rval, "fchmod(%d,%04o)", fd, (unsigned int)mode);
	return rval;
}

int safe_chown(LTK_SAFE_LOC, const char *path, uid_t owner, gid_t group)
{
	int rval = chown(path, owner, group);

	if (rval == -1)
		safe_fail("chown(%s,%d,%d)", path, (int)owner, (int)group);
	else if (rval)
		safe_invalid(rval, "chown(%s,%d,%d)", path, (int)owner, (int)group);
	return rval;
}

int safe_fchown(LTK_SAFE_LOC, int fd, uid_t owner, gid_t group)
{
	int rval = fchown(fd, owner, group);

	if (rval == -1)
		safe_fail("fchown(%d,%d,%d)", fd, (int)owner, (int)group);
	else if (rval)
		safe_invalid(rval, "fchown(%d,%d,%d)", fd, (int)owner, (int)group);
	return rval;
}

int safe_lchown(LTK_SAFE_LOC, const char *path, uid_t owner, gid_t group)
{
	int rval = lchown(path, owner, group);

	if (rval == -1)
		safe_fail("lchown(%s,%d,%d)", path, (int)owner, (int)group);
	else if (rval)
		safe_invalid(rval, "lchown(%s,%d,%d)", path, (int)owner, (int)group);
	return rval;
}

int safe_truncate(LTK_SAFE_LOC, const char *path, off_t length)
{
	int rval = truncate(path, length);

	if (rval == -1)
		safe_fail("truncate(%s,%lld)", path, (long long)length);
	else if (rval)
		safe_invalid(rval, "truncate(%s,%lld)", path, (long long)length);
	return rval;
}

int safe_stat(LTK_SAFE_LOC, const char *path, struct stat *buf)
{
	int rval = stat(path, buf);

	if (rval == -1)
		safe_fail("stat(%s,%p)", path, buf);
	else if (rval)
		safe_invalid(rval, "stat(%s,%p)", path, buf);
	return rval;
}

int safe_lstat(LTK_SAFE_LOC, const char *path, struct stat *buf)
{
	int rval = lstat(path, buf);

	if (rval == -1)
		safe_fail("lstat(%s,%p)", path, buf);
	else if (rval)
		safe_invalid(rval, "lstat(%s,%p)", path, buf);
	return rval;
}

int safe_statfs(LTK_SAFE_LOC, const char *path, struct statfs *buf)
{
	int rval = statfs(path, buf);

	if (rval == -1)
		safe_fail("statfs(%s,%p)", path, buf);
	else if (rval)
		safe_invalid(rval, "statfs(%s,%p)", path, buf);
	return rval;
}

int safe_statvfs(LTK_SAFE_LOC, const char *path, struct statvfs *buf)
{
	int rval = statvfs(path, buf);

	if (rval == -1)
		safe_fail("statvfs(%s,%p)", path, buf);
	else if (rval)
		safe_invalid(rval, "statvfs(%s,%p)", path, buf);
	return rval;
}

DIR *safe_opendir(LTK_SAFE_LOC, const char *name)
{
	DIR *rval = opendir(name);

	if (!rval)
		safe_fail("opendir(%s)", name);
	return rval;
}

int safe_closedir(LTK_SAFE_LOC, DIR *dirp)
{
	unsigned long addr = (unsigned long)dirp;	/* dirp is gone after the call */
	int rval = closedir(dirp);

	if (rval == -1)
		safe_fail("closedir(%#lx)", addr);
	else if (rval)
		safe_invalid(rval, "closedir(%#lx)", addr);
	return rval;
}

/* NULL is also the end of the directory: only a NULL with errno set is a failure. */
struct dirent *safe_readdir(LTK_SAFE_LOC, DIR *dirp)
{
	struct dirent *rval;
	int saved = errno;

	errno = 0;
	rval = readdir(dirp);
	if (!rval && errno) {
		safe_fail("readdir(%p)", dirp);
		return NULL;
	}
	errno = saved;
	return rval;
}
