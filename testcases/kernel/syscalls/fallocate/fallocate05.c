// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fallocate(2) errors, in the order of the man page's ERRORS section, on ext4 (it has
 * every mode that the rows need, and the immutable and append-only attributes):
 *   EBADF      fd is not valid; fd is not open for writing
 *   EFBIG      offset+len exceeds the maximum file size
 *   EFBIG      INSERT_RANGE where the file size+len exceeds the maximum file size
 *   EINVAL     offset < 0; len == 0; len < 0
 *   EINVAL     COLLAPSE_RANGE whose offset+len reaches the end of the file
 *   EINVAL     INSERT_RANGE whose offset reaches the end of the file
 *   EINVAL     COLLAPSE_RANGE / INSERT_RANGE with offset or len not a block multiple
 *   EINVAL     COLLAPSE_RANGE / INSERT_RANGE together with another flag (Linux 6.13's
 *              rework of vfs_fallocate() answers EOPNOTSUPP here, which is accepted too)
 *   ENODEV     fd is a character device (/dev/null, opened for writing)
 *   ENOSPC     more space than the device has
 *   EOPNOTSUPP a mode bit unknown to the kernel; a mode ext4 lacks (UNSHARE_RANGE)
 *   EPERM      the file is immutable
 *   EPERM      PUNCH_HOLE / COLLAPSE_RANGE / INSERT_RANGE on an append-only file
 *   EPERM      prevented by a file seal (memfd with F_SEAL_WRITE, with F_SEAL_GROW)
 *   ESPIPE     fd is a pipe; fd is a FIFO
 *
 * Every row but ENOSPC also checks that the failed call left the descriptor and its file
 * unchanged: offset, flags, size and data (tst_fd_state.h); not the times, which ext4
 * updates before it checks the mode's arguments, and not after ENOSPC, where ext4 keeps
 * what it allocated before running out of space (size included).
 *
 * Not provoked:
 *   EINTR      ext4 allocates without sleeping interruptibly for this size.
 *   EINVAL     "not a regular file" for COLLAPSE/ZERO/INSERT: the only other files that
 *              reach the filesystem are block devices, which answer EOPNOTSUPP.
 *   EIO        needs a failing device.
 *   ENOSYS     the kernel has the call.
 *   ETXTBSY    needs an active swap file, a machine-wide change a test must not make.
 */

#include <limits.h>
#include <sys/ioctl.h>
#include <linux/fs.h>
#include "fallocate.h"
#include "tst_fd_state.h"
#include "lapi/syscalls.h"
#include "lapi/memfd.h"

#define MNTPOINT "mntpoint"
#define NBLOCKS 8

static int fd_rw = -1, fd_ro = -1, fd_bad = -1, fd_big = -1, fd_dev = -1;
static int fd_immutable = -1, fd_append = -1, fd_sealw = -1, fd_sealg = -1;
static int fd_pipe[2] = {-1, -1}, fd_fifo = -1, fd_space = -1;
static off_t bs, max_size, near_max, eof;

static struct tcase {
	int *fd;
	int mode;
	off_t *offset;
	off_t offset_add;
	off_t len_blocks;	/* len = len_blocks * block size + len_add */
	off_t len_add;
	int exp_errno;
	const char *desc;
	int alt_errno;		/* also accepted when not 0 */
} tcases[] = {
	{&fd_bad, 0, NULL, 0, 1, 0, EBADF, "fd -1"},
	{&fd_ro, 0, NULL, 0, 1, 0, EBADF, "fd open read-only"},
	{&fd_rw, 0, &max_size, 0, 1, 0, EFBIG, "offset+len past the maximum file size"},
	{&fd_big, FALLOC_FL_INSERT_RANGE, NULL, 0, 2, 0, EFBIG,
	 "INSERT_RANGE: size+len past the maximum file size"},
	{&fd_rw, 0, NULL, -1, 1, 0, EINVAL, "offset -1"},
	{&fd_rw, 0, NULL, 0, 0, 0, EINVAL, "len 0"},
	{&fd_rw, 0, NULL, 0, 0, -1, EINVAL, "len -1"},
	{&fd_rw, FALLOC_FL_COLLAPSE_RANGE, NULL, 0, NBLOCKS, 0, EINVAL,
	 "COLLAPSE_RANGE reaching the end of file"},
	{&fd_rw, FALLOC_FL_INSERT_RANGE, &eof, 0, 1, 0, EINVAL,
	 "INSERT_RANGE at the end of file"},
	{&fd_rw, FALLOC_FL_COLLAPSE_RANGE, NULL, 1, 1, 0, EINVAL,
	 "COLLAPSE_RANGE at a misaligned offset"},
	{&fd_rw, FALLOC_FL_INSERT_RANGE, NULL, 0, 1, 1, EINVAL,
	 "INSERT_RANGE with a misaligned len"},
	{&fd_rw, FALLOC_FL_COLLAPSE_RANGE | FALLOC_FL_KEEP_SIZE, NULL, 0, 1, 0, EINVAL,
	 "COLLAPSE_RANGE | KEEP_SIZE", EOPNOTSUPP},
	{&fd_rw, FALLOC_FL_INSERT_RANGE | FALLOC_FL_KEEP_SIZE, NULL, 0, 1, 0, EINVAL,
	 "INSERT_RANGE | KEEP_SIZE", EOPNOTSUPP},
	{&fd_dev, 0, NULL, 0, 1, 0, ENODEV, "character device"},
	{&fd_space, 0, NULL, 0, 1L << 30, 0, ENOSPC, "more than the device holds"},
	{&fd_rw, 0x80, NULL, 0, 1, 0, EOPNOTSUPP, "unknown mode bit 0x80"},
	{&fd_rw, FALLOC_FL_UNSHARE_RANGE, NULL, 0, 1, 0, EOPNOTSUPP,
	 "UNSHARE_RANGE, which ext4 lacks"},
	{&fd_immutable, 0, NULL, 0, 1, 0, EPERM, "immutable file"},
	{&fd_append, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, NULL, 0, 1, 0, EPERM,
	 "PUNCH_HOLE on an append-only file"},
	{&fd_append, FALLOC_FL_COLLAPSE_RANGE, NULL, 0, 1, 0, EPERM,
	 "COLLAPSE_RANGE on an append-only file"},
	{&fd_append, FALLOC_FL_INSERT_RANGE, NULL, 0, 1, 0, EPERM,
	 "INSERT_RANGE on an append-only file"},
	{&fd_sealw, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, NULL, 0, 1, 0, EPERM,
	 "PUNCH_HOLE on a memfd sealed with F_SEAL_WRITE"},
	{&fd_sealg, 0, &eof, 0, 1, 0, EPERM, "growing a memfd sealed with F_SEAL_GROW"},
	{&fd_pipe[1], 0, NULL, 0, 1, 0, ESPIPE, "pipe"},
	{&fd_fifo, 0, NULL, 0, 1, 0, ESPIPE, "FIFO"},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	off_t offset = (tc->offset ? *tc->offset : 0) + tc->offset_add;
	off_t len = tc->len_blocks * bs + tc->len_add;
	int errs[] = {tc->exp_errno, tc->alt_errno};
	struct tst_fd_state state;

	tst_fd_state_get(*tc->fd, &state);
	/* ext4 updates the times before it checks the mode's arguments */
	state.skip_times = 1;
	TST_EXP_FAIL_ARR(fallocate(*tc->fd, tc->mode, offset, len), errs,
			 tc->alt_errno ? 2 : 1, "%s: fallocate(0x%x, %lld, %lld)", tc->desc,
			 tc->mode, (long long)offset, (long long)len);
	/* ext4 keeps the blocks (and size) it allocated before running out of space */
	if (tc->exp_errno != ENOSPC)
		TST_FD_UNCHANGED(*tc->fd, &state);

	if (tc->fd == &fd_space)
		SAFE_FTRUNCATE(fd_space, 0);
}

/* The largest size ftruncate() accepts is the filesystem's maximum file size. */
static off_t find_max_size(int fd)
{
	off_t lo = 0, hi = LLONG_MAX, mid;

	while (hi - lo > 1) {
		mid = lo + (hi - lo) / 2;
		if (!ftruncate(fd, mid))
			lo = mid;
		else if (errno == EFBIG || errno == EINVAL)
			hi = mid;
		else
			tst_brk(TBROK | TERRNO, "ftruncate(%lld)", (long long)mid);
	}
	SAFE_FTRUNCATE(fd, 0);
	return lo;
}

static void set_attr(int fd, int flag)
{
	int attr;

	SAFE_IOCTL(fd, FS_IOC_GETFLAGS, &attr);
	attr |= flag;
	SAFE_IOCTL(fd, FS_IOC_SETFLAGS, &attr);
}

static void clear_attr(int fd)
{
	int attr = 0;

	if (fd > -1 && ioctl(fd, FS_IOC_GETFLAGS, &attr) == 0) {
		attr &= ~(FS_IMMUTABLE_FL | FS_APPEND_FL);
		if (ioctl(fd, FS_IOC_SETFLAGS, &attr))
			tst_res(TWARN | TERRNO, "clearing the file attributes");
	}
}

static int sealed_memfd(int seal)
{
	int fd = tst_syscall(__NR_memfd_create, "fallocate05", MFD_ALLOW_SEALING);

	if (fd < 0)
		tst_brk(TBROK | TERRNO, "memfd_create()");
	SAFE_FTRUNCATE(fd, NBLOCKS * bs);
	SAFE_FCNTL(fd, F_ADD_SEALS, seal);
	return fd;
}

static int data_file(const char *name)
{
	int fd = SAFE_OPEN(name, O_CREAT | O_RDWR, 0644);

	falloc_write_blocks(fd, bs, NBLOCKS);
	return fd;
}

static void setup(void)
{
	bs = falloc_fs_block(MNTPOINT);
	eof = NBLOCKS * bs;

	fd_rw = data_file(MNTPOINT "/rw");
	fd_ro = SAFE_OPEN(MNTPOINT "/rw", O_RDONLY);

	fd_big = SAFE_OPEN(MNTPOINT "/big", O_CREAT | O_RDWR, 0644);
	max_size = find_max_size(fd_big);
	near_max = (max_size - bs) / bs * bs;
	SAFE_FTRUNCATE(fd_big, near_max);
	tst_res(TINFO, "maximum file size %lld, block size %lld", (long long)max_size,
		(long long)bs);

	fd_dev = SAFE_OPEN("/dev/null", O_WRONLY);
	fd_space = SAFE_OPEN(MNTPOINT "/space", O_CREAT | O_RDWR, 0644);

	fd_immutable = data_file(MNTPOINT "/immutable");
	set_attr(fd_immutable, FS_IMMUTABLE_FL);
	fd_append = data_file(MNTPOINT "/append");
	set_attr(fd_append, FS_APPEND_FL);

	fd_sealw = sealed_memfd(F_SEAL_WRITE);
	fd_sealg = sealed_memfd(F_SEAL_GROW);

	SAFE_PIPE(fd_pipe);
	SAFE_MKFIFO(MNTPOINT "/fifo", 0644);
	fd_fifo = SAFE_OPEN(MNTPOINT "/fifo", O_RDWR);
}

static void close_fd(int *fd)
{
	if (*fd > -1)
		SAFE_CLOSE(*fd);
}

static void cleanup(void)
{
	clear_attr(fd_immutable);
	clear_attr(fd_append);
	close_fd(&fd_rw);
	close_fd(&fd_ro);
	close_fd(&fd_big);
	close_fd(&fd_dev);
	close_fd(&fd_space);
	close_fd(&fd_immutable);
	close_fd(&fd_append);
	close_fd(&fd_sealw);
	close_fd(&fd_sealg);
	close_fd(&fd_pipe[0]);
	close_fd(&fd_pipe[1]);
	close_fd(&fd_fifo);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	.filesystems = (struct tst_fs []) {
		{.type = "ext4"},
		{}
	},
};
