/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Set-up steps of the new mount API tests (fsopen02, fsconfig01-03, fsmount01-02,
 * move_mount01), each TBROK when it fails:
 * - newmount_unused_fd(): a descriptor number from 1000 up that is not open (EBADF rows);
 * - newmount_probe(fs): an fsopen(fs) that must work before the test starts;
 * - newmount_ctx_open(fs): a filesystem context, fsopen(fs, FSOPEN_CLOEXEC);
 * - newmount_ctx_create(fd): FSCONFIG_CMD_CREATE of the context;
 * - newmount_mount(fd): fsmount(fd, FSMOUNT_CLOEXEC, 0) of a created context;
 * - newmount_detached_tmpfs(): a new tmpfs mounted detached: the mount's descriptor (the
 *   context is closed);
 * - newmount_attach(mfd, path): move_mount() of the detached mount mfd onto path;
 * The mount point NEWMOUNT_MNT ("mnt" in the tmpdir):
 * - newmount_tmpfs_mnt(): a 1 MiB tmpfs mounted there the old way (fspick01, fspick02,
 *   open_tree02, move_mount02);
 * - newmount_mnt_setup(): the empty directory, and the tmpfs probe (fsconfig01, fsmount01),
 *   newmount_attach_mnt(mfd) a detached mount attached there, newmount_mnt_detach() its
 *   unmounting;
 * - newmount_tmpfs_umount(): the test's cleanup, unmounting whatever is still there.
 */
#ifndef NEWMOUNT_CTX_H__
#define NEWMOUNT_CTX_H__

#include <fcntl.h>
#include "tst_test.h"
#include "lapi/newmount.h"

static inline int newmount_unused_fd(void)
{
	int fd = 1000;

	while (fcntl(fd, F_GETFD) != -1)
		fd++;
	return fd;
}

static inline void newmount_probe(const char *fs)
{
	int fd = tst_syscall(__NR_fsopen, fs, 0);

	if (fd < 0)
		tst_brk(TBROK | TERRNO, "fsopen(%s)", fs);
	SAFE_CLOSE(fd);
}

static inline int newmount_ctx_open(const char *fs)
{
	int fd = tst_syscall(__NR_fsopen, fs, FSOPEN_CLOEXEC);

	if (fd < 0)
		tst_brk(TBROK | TERRNO, "fsopen(%s)", fs);
	return fd;
}

static inline void newmount_ctx_create(int fd)
{
	if (tst_syscall(__NR_fsconfig, fd, FSCONFIG_CMD_CREATE, NULL, NULL, 0))
		tst_brk(TBROK | TERRNO, "fsconfig(FSCONFIG_CMD_CREATE)");
}

static inline int newmount_mount(int fd)
{
	int mfd = tst_syscall(__NR_fsmount, fd, FSMOUNT_CLOEXEC, 0);

	if (mfd < 0)
		tst_brk(TBROK | TERRNO, "fsmount()");
	return mfd;
}

static inline int newmount_detached_tmpfs(void)
{
	int fd = newmount_ctx_open("tmpfs"), mfd;

	newmount_ctx_create(fd);
	mfd = newmount_mount(fd);
	SAFE_CLOSE(fd);
	return mfd;
}

static inline void newmount_attach(int mfd, const char *path)
{
	if (tst_syscall(__NR_move_mount, mfd, "", AT_FDCWD, path, MOVE_MOUNT_F_EMPTY_PATH))
		tst_brk(TBROK | TERRNO, "move_mount()");
}

#define NEWMOUNT_MNT "mnt"

static int newmount_mnt_mounted;

static inline void newmount_tmpfs_mnt(void)
{
	SAFE_MKDIR(NEWMOUNT_MNT, 0755);
	SAFE_MOUNT("tmpfs", NEWMOUNT_MNT, "tmpfs", 0, "size=1M");
	newmount_mnt_mounted = 1;
}

static inline void newmount_mnt_setup(void)
{
	SAFE_MKDIR(NEWMOUNT_MNT, 0755);
	newmount_probe("tmpfs");
}

static inline void newmount_attach_mnt(int mfd)
{
	newmount_attach(mfd, NEWMOUNT_MNT);
	newmount_mnt_mounted = 1;
}

static inline void newmount_mnt_detach(void)
{
	SAFE_UMOUNT(NEWMOUNT_MNT);
	newmount_mnt_mounted = 0;
}

static inline void newmount_tmpfs_umount(void)
{
	if (newmount_mnt_mounted)
		SAFE_UMOUNT(NEWMOUNT_MNT);
}

#endif
