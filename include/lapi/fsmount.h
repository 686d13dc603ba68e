/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The new mount API as LTP's tests call it: fsopen(), fsconfig(), fsmount(),
 * move_mount(), open_tree(), fspick() and mount_setattr() (raw system calls where libc lacks
 * them), their constants (lapi/newmount.h), and fsopen_supported_by_kernel().
 */
#ifndef LAPI_FSMOUNT_H__
#define LAPI_FSMOUNT_H__

#include <fcntl.h>
#include <sys/mount.h>
#include "config.h"
#include "lapi/fcntl.h"
#include "lapi/newmount.h"
#include "lapi/syscalls.h"

#ifndef HAVE_FSOPEN
static inline int fsopen(const char *fsname, unsigned int flags)
{
	return tst_syscall(__NR_fsopen, fsname, flags);
}
#endif
#ifndef HAVE_FSCONFIG
static inline int fsconfig(int fd, unsigned int cmd, const char *key, const void *value, int aux)
{
	return tst_syscall(__NR_fsconfig, fd, cmd, key, value, aux);
}
#endif
#ifndef HAVE_FSMOUNT
static inline int fsmount(int fd, unsigned int flags, unsigned int mount_attrs)
{
	return tst_syscall(__NR_fsmount, fd, flags, mount_attrs);
}
#endif
#ifndef HAVE_FSPICK
static inline int fspick(int dirfd, const char *pathname, unsigned int flags)
{
	return tst_syscall(__NR_fspick, dirfd, pathname, flags);
}
#endif
#ifndef HAVE_MOVE_MOUNT
static inline int move_mount(int from_dirfd, const char *from_pathname, int to_dirfd,
			     const char *to_pathname, unsigned int flags)
{
	return tst_syscall(__NR_move_mount, from_dirfd, from_pathname, to_dirfd, to_pathname,
			   flags);
}
#endif
#ifndef HAVE_OPEN_TREE
static inline int open_tree(int dirfd, const char *pathname, unsigned int flags)
{
	return tst_syscall(__NR_open_tree, dirfd, pathname, flags);
}
#endif
#ifndef HAVE_MOUNT_SETATTR
static inline int mount_setattr(int dirfd, const char *from_pathname, unsigned int flags,
				struct mount_attr *attr, size_t size)
{
	return tst_syscall(__NR_mount_setattr, dirfd, from_pathname, flags, attr, size);
}
#endif

/* TCONF (through tst_syscall()) when the kernel has no fsopen(). */
static inline void fsopen_supported_by_kernel(void)
{
	long ret = syscall(__NR_fsopen, NULL, 0);

	if (ret != -1 || errno != ENOSYS) {
		if (ret >= 0)
			close(ret);
		return;
	}
	tst_syscall(__NR_fsopen, NULL, 0);
}

#endif
