/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * For the open_tree_attr tests: open_tree_attr() as a raw call (so that its ENOSYS in a
 * test's run() is a failure, not a TCONF), the probe for setup (TCONF on ENOSYS: the call
 * came in Linux 6.15), and is_rdonly(), which asks statvfs() whether a path or a
 * descriptor's mount is read-only.
 */
#ifndef OPEN_TREE_ATTR_COMMON_H__
#define OPEN_TREE_ATTR_COMMON_H__

#include <sys/statvfs.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_safe_file_at.h"
#include "lapi/syscalls.h"
#include "lapi/newmount.h"

static inline long open_tree_attr_raw(int dfd, const char *path, unsigned int flags,
				      struct mount_attr *attr, size_t size)
{
	return syscall(__NR_open_tree_attr, dfd, path, flags, attr, size);
}

static inline void open_tree_attr_probe(void)
{
	if (open_tree_attr_raw(-1, NULL, 0, NULL, 1) != -1 || errno != EINVAL) {
		if (errno == ENOSYS)
			tst_brk(TCONF, "open_tree_attr() is not implemented (Linux 6.15+)");
		tst_brk(TBROK | TERRNO, "probe: open_tree_attr(attr NULL, size 1)");
	}
}

static inline int fd_is_rdonly(int fd)
{
	struct statvfs sv;

	if (fstatvfs(fd, &sv))
		tst_brk(TBROK | TERRNO, "fstatvfs(%d)", fd);
	return !!(sv.f_flag & ST_RDONLY);
}

static inline int path_is_rdonly(const char *path)
{
	struct statvfs sv;

	SAFE_STATVFS(path, &sv);
	return !!(sv.f_flag & ST_RDONLY);
}

#endif
