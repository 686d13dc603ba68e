// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * file_getattr(2) (Linux 6.17; no man page here; reference: include/uapi/linux/fs.h and
 * fs/file_attr.c) on XFS, the filesystem that keeps every field: setup gives the file
 * non-zero values through the FS_IOC_FSSETXATTR ioctl (flags NODUMP, EXTSIZE and
 * COWEXTSIZE, an extent size hint, a project ID, a CoW extent size hint) and data on disk
 * (one extent); the struct file_attr the call fills holds each of those values and agrees
 * with the FS_IOC_FSGETXATTR ioctl's struct fsxattr field by field (tmpfs, where all but
 * the flags read 0, could not tell a copied field from a forgotten one); a usize larger
 * than the struct is accepted and the extra bytes are zeroed (extensible struct). Errors:
 *
 *   EINVAL     at_flags holds a bit other than AT_SYMLINK_NOFOLLOW and AT_EMPTY_PATH
 *   EINVAL     usize is smaller than FILE_ATTR_SIZE_VER0 (24)
 *   E2BIG      usize is larger than a page
 *   EBADF      the path is relative and dfd is not a valid descriptor
 *   ENOTDIR    the path is relative and dfd is a regular file
 *   ENOENT     the file does not exist
 *   ENOENT     the path is empty without AT_EMPTY_PATH
 *   EFAULT     ufattr points outside the address space
 *   EOPNOTSUPP the filesystem keeps no such attributes (a procfs file; an XFS symbolic
 *              link read with AT_SYMLINK_NOFOLLOW has them)
 */

#include <sys/ioctl.h>
#include "tst_test.h"
#include "lapi/file_attr.h"

#define MNT "mnt"
#define EXTSIZE (64 * 1024)
#define COWEXTSIZE (128 * 1024)
#define PROJID 4242
#define XFLAGS (FS_XFLAG_NODUMP | FS_XFLAG_EXTSIZE | FS_XFLAG_COWEXTSIZE)

static int dir_fd = -1, file_fd = -1, bad_fd = -1;
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
	{&dir_fd, "/proc/version", 0, 24, 0, EOPNOTSUPP, "a procfs file"},
};

static void expect_field(const char *name, unsigned long long got, unsigned long long ioctl_val,
			 unsigned long long set)
{
	if (got == ioctl_val && got == set)
		tst_res(TPASS, "%s is %#llx as set and as FS_IOC_FSGETXATTR says", name, got);
	else
		tst_res(TFAIL, "%s is %#llx, set %#llx, FS_IOC_FSGETXATTR says %#llx", name, got,
			set, ioctl_val);
}

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
	expect_field("fa_xflags & set flags", fa->fa_xflags & XFLAGS, fx.fsx_xflags & XFLAGS,
		     XFLAGS);
	TST_EXP_EQ_LU(fa->fa_xflags, fx.fsx_xflags);
	expect_field("fa_extsize", fa->fa_extsize, fx.fsx_extsize, EXTSIZE);
	TST_EXP_EXPR(fa->fa_nextents == fx.fsx_nextents && fa->fa_nextents > 0,
		     "fa_nextents %u is FS_IOC_FSGETXATTR's %u, not 0", fa->fa_nextents,
		     fx.fsx_nextents);
	expect_field("fa_projid", fa->fa_projid, fx.fsx_projid, PROJID);
	expect_field("fa_cowextsize", fa->fa_cowextsize, fx.fsx_cowextsize, COWEXTSIZE);
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
	struct fsxattr fx = {};
	char data[4096] = {1};

	bad_addr = tst_get_bad_addr(NULL);
	bad_fd = 1000;
	while (fcntl(bad_fd, F_GETFD) != -1)
		bad_fd++;
	/* Extent size hints can only be set while the file has no data. */
	file_fd = SAFE_OPEN(MNT "/file", O_RDWR | O_CREAT, 0644);
	dir_fd = SAFE_OPEN(MNT, O_RDONLY | O_DIRECTORY);
	SAFE_IOCTL(file_fd, FS_IOC_FSGETXATTR, &fx);
	fx.fsx_xflags |= XFLAGS;
	fx.fsx_extsize = EXTSIZE;
	fx.fsx_projid = PROJID;
	fx.fsx_cowextsize = COWEXTSIZE;
	SAFE_IOCTL(file_fd, FS_IOC_FSSETXATTR, &fx);
	SAFE_WRITE(SAFE_WRITE_ALL, file_fd, data, sizeof(data));
	SAFE_FSYNC(file_fd);
	/* TCONF here on a kernel without the call */
	tst_syscall(__NR_file_getattr, dir_fd, "file", big, FILE_ATTR_SIZE_VER0, 0);
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNT,
	/* reflink=1: the CoW extent size hint needs reflink support. */
	.filesystems = (struct tst_fs []){
		{.type = "xfs", .mkfs_opts = (const char *const []){"-m", "reflink=1", NULL}},
		{}
	},
};
