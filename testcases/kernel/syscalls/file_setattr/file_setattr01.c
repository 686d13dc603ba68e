// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * file_setattr(2) and file_getattr(2) (Linux 6.17; no man page here; reference: the
 * kernel's include/uapi/linux/fs.h and fs/file_attr.c) set and get the FS_XFLAG_* flags
 * (the FS_IOC_FSSETXATTR/FSGETXATTR ioctl's struct) by path, relative to a directory
 * descriptor, with AT_EMPTY_PATH and AT_SYMLINK_NOFOLLOW. Checked on every filesystem
 * that has file attributes (probed in setup with the FS_IOC_FSGETXATTR ioctl, which reaches
 * the same filesystem operation; FUSE passes them to its daemon: TCONF):
 * - FS_XFLAG_NODUMP set through file_setattr() reads back through file_getattr() and
 *   through the FS_IOC_FSGETXATTR ioctl, and clears again;
 * - FS_XFLAG_APPEND is enforced: opening for writing without O_APPEND is EPERM;
 * - FS_XFLAG_IMMUTABLE is enforced: unlink() is EPERM;
 * - AT_EMPTY_PATH works on a descriptor, dirfd-relative paths resolve under dirfd;
 * - a symbolic link is followed without AT_SYMLINK_NOFOLLOW (the target gets the flag).
 * Which flags the filesystem takes is probed in setup with FS_IOC_FSSETXATTR on another
 * file: a flag it rejects there (EOPNOTSUPP, EINVAL) skips that case; any failure of the
 * calls under test is TFAIL.
 */

#include <sys/ioctl.h>
#include "tst_test.h"
#include "lapi/file_attr.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/dir/file"

static int dir_fd = -1, file_fd = -1;
static int takes_nodump, takes_append, takes_immutable;

static long get_at(int dfd, const char *path, struct file_attr *fa, unsigned int at_flags)
{
	memset(fa, 0, sizeof(*fa));
	return tst_syscall(__NR_file_getattr, dfd, path, fa, sizeof(*fa), at_flags);
}

static long set_flags(int dfd, const char *path, uint64_t xflags, unsigned int at_flags)
{
	struct file_attr fa;

	if (get_at(dfd, path, &fa, at_flags))
		return -1;
	fa.fa_xflags = xflags;
	return tst_syscall(__NR_file_setattr, dfd, path, &fa, sizeof(fa), at_flags);
}

static uint64_t xflags_of(const char *path)
{
	struct file_attr fa;

	if (get_at(AT_FDCWD, path, &fa, 0))
		tst_brk(TBROK | TERRNO, "file_getattr(%s)", path);
	return fa.fa_xflags;
}

/* set a flag; TCONF (and 0) where the setup probe found the filesystem does not take it */
static int try_set(int dfd, const char *path, uint64_t flag, unsigned int at_flags,
		   const char *name, int takes)
{
	if (!takes) {
		tst_res(TCONF, "%s does not take %s (FS_IOC_FSSETXATTR)", tst_device->fs_type,
			name);
		return 0;
	}
	TEST(set_flags(dfd, path, flag, at_flags));
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "file_setattr(%s)", name);
		return 0;
	}
	tst_res(TPASS, "file_setattr(%s)", name);
	return 1;
}

static void check_nodump(void)
{
	struct fsxattr fx = {};

	if (!try_set(dir_fd, "file", FS_XFLAG_NODUMP, 0, "FS_XFLAG_NODUMP", takes_nodump))
		return;
	TST_EXP_EXPR(xflags_of(FILE_PATH) & FS_XFLAG_NODUMP, "file_getattr() shows NODUMP");
	SAFE_IOCTL(file_fd, FS_IOC_FSGETXATTR, &fx);
	TST_EXP_EXPR(fx.fsx_xflags & FS_XFLAG_NODUMP, "FS_IOC_FSGETXATTR shows NODUMP");
	TST_EXP_PASS(set_flags(file_fd, "", 0, AT_EMPTY_PATH), "clear through AT_EMPTY_PATH");
	TST_EXP_EXPR(!(xflags_of(FILE_PATH) & FS_XFLAG_NODUMP), "NODUMP is gone");
}

static void check_append(void)
{
	if (!try_set(AT_FDCWD, FILE_PATH, FS_XFLAG_APPEND, 0, "FS_XFLAG_APPEND", takes_append))
		return;
	TST_EXP_FAIL2(open(FILE_PATH, O_WRONLY), EPERM, "open(O_WRONLY) of an append-only file");
	TST_EXP_FD(open(FILE_PATH, O_WRONLY | O_APPEND), "open(O_WRONLY|O_APPEND)");
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
	TST_EXP_PASS(set_flags(AT_FDCWD, FILE_PATH, 0, 0), "clear FS_XFLAG_APPEND");
}

static void check_immutable(void)
{
	if (!try_set(dir_fd, "link", FS_XFLAG_IMMUTABLE, 0, "FS_XFLAG_IMMUTABLE via a symlink",
		     takes_immutable))
		return;
	TST_EXP_EXPR(xflags_of(FILE_PATH) & FS_XFLAG_IMMUTABLE, "the symlink's target got it");
	TST_EXP_FAIL(unlink(FILE_PATH), EPERM, "unlink() of an immutable file");
	TST_EXP_PASS(set_flags(AT_FDCWD, FILE_PATH, 0, 0), "clear FS_XFLAG_IMMUTABLE");
	TST_EXP_EXPR(!(xflags_of(FILE_PATH) & FS_XFLAG_IMMUTABLE), "IMMUTABLE is gone");
}

static void run(void)
{
	check_nodump();
	check_append();
	check_immutable();
}

/* Does the filesystem take this flag? Through the ioctl, on the probe file. */
static int takes_flag(int fd, unsigned int flag)
{
	struct fsxattr fx;

	SAFE_IOCTL(fd, FS_IOC_FSGETXATTR, &fx);
	fx.fsx_xflags = flag;
	if (ioctl(fd, FS_IOC_FSSETXATTR, &fx)) {
		if (errno != EOPNOTSUPP && errno != EINVAL)
			tst_brk(TBROK | TERRNO, "FS_IOC_FSSETXATTR(0x%x)", flag);
		return 0;
	}
	fx.fsx_xflags = 0;
	SAFE_IOCTL(fd, FS_IOC_FSSETXATTR, &fx);
	return 1;
}

static void setup(void)
{
	struct fsxattr fx;
	int probe;

	/* FUSE passes the request to the daemon: ntfs-3g has no such attributes */
	if (tst_device->is_fuse)
		tst_brk(TCONF, "%s is FUSE: its file attributes are the daemon's",
			tst_device->fs_type);
	probe = SAFE_OPEN(MNTPOINT "/probe", O_RDONLY | O_CREAT, 0644);
	if (ioctl(probe, FS_IOC_FSGETXATTR, &fx)) {
		if (errno != ENOTTY && errno != EOPNOTSUPP && errno != EINVAL)
			tst_brk(TBROK | TERRNO, "FS_IOC_FSGETXATTR");
		tst_brk(TCONF | TERRNO, "%s has no file attributes", tst_device->fs_type);
	}
	takes_nodump = takes_flag(probe, FS_XFLAG_NODUMP);
	takes_append = takes_flag(probe, FS_XFLAG_APPEND);
	takes_immutable = takes_flag(probe, FS_XFLAG_IMMUTABLE);
	SAFE_CLOSE(probe);
	SAFE_UNLINK(MNTPOINT "/probe");

	SAFE_MKDIR(MNTPOINT "/dir", 0755);
	SAFE_FILE_PRINTF(FILE_PATH, "x");
	dir_fd = SAFE_OPEN(MNTPOINT "/dir", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN(FILE_PATH, O_RDONLY);
	/* after the probe: vfat has no file attributes (TCONF above) nor symlinks (EPERM) */
	SAFE_SYMLINK("file", MNTPOINT "/dir/link");
}

static void cleanup(void)
{
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
	if (dir_fd > -1) {
		set_flags(dir_fd, "file", 0, 0);
		SAFE_CLOSE(dir_fd);
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
