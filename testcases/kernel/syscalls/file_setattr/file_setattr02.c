// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * file_setattr(2) errors (Linux 6.17; no man page here; reference: fs/file_attr.c), on a
 * tmpfs:
 *
 *   EINVAL  at_flags holds a bit other than AT_SYMLINK_NOFOLLOW and AT_EMPTY_PATH
 *   EINVAL  usize is smaller than FILE_ATTR_SIZE_VER0 (24)
 *   E2BIG   usize is larger than a page
 *   E2BIG   usize covers non-zero bytes past struct file_attr
 *   EINVAL  fa_xflags holds an unknown bit
 *   EBADF   the path is relative and dfd is not a valid descriptor
 *   ENOENT  the file does not exist
 *   EFAULT  ufattr points outside the address space
 *   EPERM   nobody changes the flags of root's file (not the owner)
 *   EPERM   root without CAP_LINUX_IMMUTABLE sets FS_XFLAG_IMMUTABLE (capability dropped)
 *
 * After each failure the file's flags are unchanged.
 */

#include <sys/mount.h>
#include "tst_test.h"
#include "tst_capability.h"
#include "lapi/file_attr.h"

#define MNT "mnt"

enum who { ROOT, NOBODY, ROOT_NO_IMMUTABLE };

static int mounted, dir_fd = -1, bad_fd = -1;
static char *bad_addr;
static struct {
	struct file_attr fa;
	char tail[8];
} blk;

static struct tcase {
	int *dfd;
	const char *path;
	size_t usize;
	unsigned int at_flags;
	uint64_t xflags;
	int tail_byte, bad_buf;
	int exp_errno;
	enum who who;
	const char *desc;
} tcases[] = {
	{&dir_fd, "file", 24, 0x80000, 0, 0, 0, EINVAL, ROOT, "unknown at_flags bit"},
	{&dir_fd, "file", 16, 0, 0, 0, 0, EINVAL, ROOT, "usize 16"},
	{&dir_fd, "file", 8192, 0, 0, 0, 0, E2BIG, ROOT, "usize over a page"},
	{&dir_fd, "file", 32, 0, 0, 1, 0, E2BIG, ROOT, "non-zero bytes past the struct"},
	{&dir_fd, "file", 24, 0, 0x40000000, 0, 0, EINVAL, ROOT, "unknown xflags bit"},
	{&bad_fd, "file", 24, 0, 0, 0, 0, EBADF, ROOT, "invalid dfd"},
	{&dir_fd, "missing", 24, 0, 0, 0, 0, ENOENT, ROOT, "missing file"},
	{&dir_fd, "file", 24, 0, 0, 0, 1, EFAULT, ROOT, "ufattr outside memory"},
	{&dir_fd, "file", 24, 0, FS_XFLAG_NODUMP, 0, 0, EPERM, NOBODY, "nobody, not the owner"},
	{&dir_fd, "file", 24, 0, FS_XFLAG_IMMUTABLE, 0, 0, EPERM, ROOT_NO_IMMUTABLE,
		"IMMUTABLE without CAP_LINUX_IMMUTABLE"},
};

static void check(struct tcase *tc)
{
	memset(&blk, 0, sizeof(blk));
	blk.fa.fa_xflags = tc->xflags;
	blk.tail[0] = tc->tail_byte;
	TST_EXP_FAIL(tst_syscall(__NR_file_setattr, *tc->dfd, tc->path,
				 tc->bad_buf ? (void *)bad_addr : (void *)&blk, tc->usize,
				 tc->at_flags), tc->exp_errno, "file_setattr() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct file_attr fa = {};

	if (tc->who == ROOT) {
		check(tc);
	} else if (!SAFE_FORK()) {
		if (tc->who == NOBODY) {
			tst_become_nobody();
		} else {
			tst_cap_action(&(struct tst_cap)TST_CAP(TST_CAP_DROP,
								CAP_LINUX_IMMUTABLE));
		}
		check(tc);
		exit(0);
	}
	tst_reap_children();
	if (tst_syscall(__NR_file_getattr, dir_fd, "file", &fa, sizeof(fa), 0))
		tst_brk(TBROK | TERRNO, "file_getattr()");
	if (fa.fa_xflags & (FS_XFLAG_NODUMP | FS_XFLAG_IMMUTABLE))
		tst_res(TFAIL, "a failed file_setattr() changed the flags (%#llx)",
			(unsigned long long)fa.fa_xflags);
}

static void setup(void)
{
	struct file_attr fa = {};

	bad_addr = tst_get_bad_addr(NULL);
	bad_fd = 1000;
	while (fcntl(bad_fd, F_GETFD) != -1)
		bad_fd++;
	SAFE_MKDIR(MNT, 0755);
	SAFE_MOUNT("tmpfs", MNT, "tmpfs", 0, "size=1M");
	mounted = 1;
	SAFE_FILE_PRINTF(MNT "/file", "x");
	dir_fd = SAFE_OPEN(MNT, O_RDONLY | O_DIRECTORY);
	/* TCONF here on a kernel without the call */
	tst_syscall(__NR_file_getattr, dir_fd, "file", &fa, sizeof(fa), 0);
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
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
	.forks_child = 1,
};
