// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * file_getattr(2) (Linux 6.17; no man page here; reference: include/uapi/linux/fs.h and
 * fs/file_attr.c) on a tmpfs: the struct file_attr it fills matches the FS_IOC_FSGETXATTR
 * ioctl's struct fsxattr (flags, extent size, project ID); a usize larger than the struct
 * is accepted and the extra bytes are zeroed (extensible struct). Errors:
 *
 *   EINVAL     at_flags holds a bit other than AT_SYMLINK_NOFOLLOW and AT_EMPTY_PATH
 *   EINVAL     usize is smaller than FILE_ATTR_SIZE_VER0 (24)
 *   E2BIG      usize is larger than a page
 *   EBADF      the path is relative and dfd is not a valid descriptor
 *   ENOTDIR    the path is relative and dfd is a regular file
 *   ENOENT     the file does not exist
 *   ENOENT     the path is empty without AT_EMPTY_PATH
 *   EFAULT     ufattr points outside the address space
 *   EOPNOTSUPP the file is a symbolic link read with AT_SYMLINK_NOFOLLOW (no attributes)
 */

#include <sys/ioctl.h>
#include <sys/mount.h>
#include "tst_test.h"
#include "lapi/file_attr.h"

#define MNT "mnt"

static int mounted, dir_fd = -1, file_fd = -1, bad_fd = -1;
static char *bad_addr;
static char big[64];

static struct tcase {
	int *dfd;
	const char *path;
	int bad_buf;
	size_t usize;
	unsigned int at_flags;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&dir_fd, "file", 0, 24, 0x80000, EINVAL, "unknown at_flags bit"},
	{&dir_fd, "file", 0, 16, 0, EINVAL, "usize 16"},
	{&dir_fd, "file", 0, 8192, 0, E2BIG, "usize over a page"},
	{&bad_fd, "file", 0, 24, 0, EBADF, "invalid dfd"},
	{&file_fd, "file", 0, 24, 0, ENOTDIR, "dfd is a regular file"},
	{&dir_fd, "missing", 0, 24, 0, ENOENT, "missing file"},
	{&dir_fd, "", 0, 24, 0, ENOENT, "empty path without AT_EMPTY_PATH"},
	{&dir_fd, "file", 1, 24, 0, EFAULT, "ufattr outside memory"},
	{&dir_fd, "link", 0, 24, AT_SYMLINK_NOFOLLOW, EOPNOTSUPP, "the symlink itself"},
};

static void check_fields(void)
{
	struct file_attr *fa = (void *)big;
	struct fsxattr fx = {};
	unsigned int i;
	int zero = 1;

	memset(big, 0xaa, sizeof(big));
	TST_EXP_PASS(tst_syscall(__NR_file_getattr, dir_fd, "file", big, sizeof(big), 0),
		     "file_getattr() with usize %zu", sizeof(big));
	SAFE_IOCTL(file_fd, FS_IOC_FSGETXATTR, &fx);
	TST_EXP_EXPR(fa->fa_xflags == fx.fsx_xflags && fa->fa_extsize == fx.fsx_extsize &&
		     fa->fa_projid == fx.fsx_projid && fa->fa_cowextsize == fx.fsx_cowextsize,
		     "the fields match FS_IOC_FSGETXATTR (xflags %#llx)",
		     (unsigned long long)fa->fa_xflags);
	TST_EXP_EXPR(fa->fa_xflags & FS_XFLAG_NODUMP, "the NODUMP flag set in setup is there");
	for (i = FILE_ATTR_SIZE_VER0; i < sizeof(big); i++)
		zero &= !big[i];
	TST_EXP_EXPR(zero, "the bytes past the struct were zeroed");
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (!n)
		check_fields();
	TST_EXP_FAIL(tst_syscall(__NR_file_getattr, *tc->dfd, tc->path,
				 tc->bad_buf ? (void *)bad_addr : (void *)big, tc->usize,
				 tc->at_flags), tc->exp_errno, "file_getattr() %s", tc->desc);
}

static void setup(void)
{
	int flags = FS_NODUMP_FL;

	bad_addr = tst_get_bad_addr(NULL);
	bad_fd = 1000;
	while (fcntl(bad_fd, F_GETFD) != -1)
		bad_fd++;
	SAFE_MKDIR(MNT, 0755);
	SAFE_MOUNT("tmpfs", MNT, "tmpfs", 0, "size=1M");
	mounted = 1;
	SAFE_FILE_PRINTF(MNT "/file", "x");
	SAFE_SYMLINK("file", MNT "/link");
	dir_fd = SAFE_OPEN(MNT, O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN(MNT "/file", O_RDONLY);
	SAFE_IOCTL(file_fd, FS_IOC_SETFLAGS, &flags);
	/* TCONF here on a kernel without the call */
	tst_syscall(__NR_file_getattr, dir_fd, "file", big, FILE_ATTR_SIZE_VER0, 0);
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
	if (mounted)
		SAFE_UMOUNT(MNT);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
