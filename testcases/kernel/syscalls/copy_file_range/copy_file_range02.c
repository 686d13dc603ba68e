// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * copy_file_range02: copy_file_range(2) fails with the errno that man 2 copy_file_range
 * lists under ERRORS, in its order. The files live on the test's mounted device.
 *
 *   EBADF      fd_in is -1; fd_out is -1
 *   EBADF      fd_in is not open for reading; fd_out is not open for writing
 *   EBADF      fd_out has O_APPEND set
 *   EFBIG      the target offset is past the largest file offset of the filesystem
 *              (1 << 62; TCONF where the filesystem allows such files)
 *   EFBIG      the target offset is past the RLIMIT_FSIZE limit (SIGXFSZ ignored)
 *   EINVAL     flags is not 0
 *   EINVAL     fd_in and fd_out are the same file and the ranges overlap
 *   EINVAL     fd_in is not a regular file (a pipe, a character device); fd_out is not a
 *              regular file (a pipe, a FIFO, a character device)
 *   EISDIR     fd_in is a directory
 *   ENOSPC     the filesystem is full (filled with tst_fill_fs() for this case; the range
 *              is not block aligned so a reflink-capable filesystem must copy)
 *   EOVERFLOW  off_in + len wraps around the 64-bit range (len is (size_t)-10)
 *   EPERM      fd_out refers to an immutable file (opened before FS_IMMUTABLE_FL was set)
 *   EXDEV      fd_in in the tmpdir, fd_out on the mounted device: on kernels before 5.3
 *              and since 5.19 (neither filesystem implements cross-filesystem copy);
 *              TCONF on 5.3 to 5.18, which copied across filesystems
 *
 * Every row also checks that the failed call left no trace: both descriptors keep their
 * offset, flags and file (size, data, mtime and ctime but for ENOSPC; the pipe its 10
 * bytes), and the offsets passed by pointer are not moved. The filesystem's largest
 * offset and the kernel's cross-filesystem rule are probed in setup (ftruncate(), the
 * kernel version), and copy_file_range() needs Linux 4.5.
 *
 * Not provoked here:
 *   EFBIG      "a range that exceeds the allowed maximum file size": the kernel shortens
 *              such a copy to the maximum instead of failing.
 *   EIO        needs a device that fails I/O (dm-error); the kernel has no device mapper.
 *   ENOMEM     cannot be caused on purpose without starving the whole machine.
 *   EOPNOTSUPP every filesystem here either copies or falls back to the kernel's splice
 *              copy for regular files on one filesystem.
 *   ETXTBSY    an active swap file: copy_file_range03, which enables one (with the block
 *              device cases).
 */
#include <linux/fs.h>
#include <signal.h>
#include <sys/ioctl.h>
#include "tst_test.h"
#include "tst_fd_state.h"

#define MNTPOINT "mntpoint"
#define IN_NAME MNTPOINT "/in"
#define OUT_NAME MNTPOINT "/out"
#define IMMUTABLE_NAME MNTPOINT "/immutable"
#define FILL_DIR MNTPOINT "/fill"
#define BIG_OFFSET (1LL << 62)
#define FSIZE_LIMIT (1024 * 1024)

static int in_fd = -1, out_fd = -1, wronly_fd = -1, rdonly_fd = -1, append_fd = -1;
static int dir_fd = -1, immutable_fd = -1, tmpdir_fd = -1, bad_fd = -1;
static int pipe_fds[2] = {-1, -1}, fifo_fd = -1, null_fd = -1, zero_fd = -1;
static int immutable_set, big_off_works, exdev_expected;
static struct rlimit saved_fsize;

static void set_fsize_limit(void)
{
	struct rlimit rl = saved_fsize;

	rl.rlim_cur = FSIZE_LIMIT;
	SAFE_SETRLIMIT(RLIMIT_FSIZE, &rl);
}

static void restore_fsize_limit(void)
{
	SAFE_SETRLIMIT(RLIMIT_FSIZE, &saved_fsize);
}

static void fill_fs(void)
{
	int fd, i;

	SAFE_MKDIR(FILL_DIR, 0755);
	/* Created first: a full filesystem may have no inode left either. */
	fd = SAFE_OPEN(FILL_DIR "/last", O_WRONLY | O_CREAT, 0644);
	tst_fill_fs(FILL_DIR, 0, TST_FILL_BLOCKS);
	/* Use up the last partial blocks too, or a short copy would still succeed. */
	for (i = 0; i < 1024 * 1024 && write(fd, "x", 1) == 1; i++)
		;
	SAFE_CLOSE(fd);
}

static void empty_fs(void)
{
	tst_purge_dir(FILL_DIR);
	SAFE_RMDIR(FILL_DIR);
}

static struct tcase {
	int *fd_in;
	loff_t off_in;
	int *fd_out;
	loff_t off_out;
	size_t len;
	unsigned int flags;
	int exp_errno;
	const char *desc;
	void (*setup)(void);
	void (*cleanup)(void);
} tcases[] = {
	{&bad_fd, 0, &out_fd, 0, 10, 0, EBADF, "fd_in -1", NULL, NULL},
	{&in_fd, 0, &bad_fd, 0, 10, 0, EBADF, "fd_out -1", NULL, NULL},
	{&wronly_fd, 0, &out_fd, 0, 10, 0, EBADF, "fd_in opened O_WRONLY", NULL, NULL},
	{&in_fd, 0, &rdonly_fd, 0, 10, 0, EBADF, "fd_out opened O_RDONLY", NULL, NULL},
	{&in_fd, 0, &append_fd, 0, 10, 0, EBADF, "fd_out with O_APPEND", NULL, NULL},
	{&in_fd, 0, &out_fd, BIG_OFFSET, 10, 0, EFBIG, "off_out 1 << 62", NULL, NULL},
	{&in_fd, 0, &out_fd, 2 * FSIZE_LIMIT, 10, 0, EFBIG, "off_out past RLIMIT_FSIZE",
	 set_fsize_limit, restore_fsize_limit},
	{&in_fd, 0, &out_fd, 0, 10, 1, EINVAL, "flags 1", NULL, NULL},
	{&in_fd, 0, &in_fd, 5, 10, 0, EINVAL, "overlapping ranges in one file", NULL, NULL},
	{&pipe_fds[0], 0, &out_fd, 0, 10, 0, EINVAL, "fd_in a pipe", NULL, NULL},
	{&in_fd, 0, &pipe_fds[1], 0, 10, 0, EINVAL, "fd_out a pipe", NULL, NULL},
	{&zero_fd, 0, &out_fd, 0, 10, 0, EINVAL, "fd_in a character device", NULL, NULL},
	{&in_fd, 0, &fifo_fd, 0, 10, 0, EINVAL, "fd_out a FIFO", NULL, NULL},
	{&in_fd, 0, &null_fd, 0, 10, 0, EINVAL, "fd_out a character device", NULL, NULL},
	{&dir_fd, 0, &out_fd, 0, 10, 0, EISDIR, "fd_in a directory", NULL, NULL},
	/* unaligned, so that xfs/btrfs cannot share blocks instead of allocating them */
	{&in_fd, 1, &out_fd, 1, 60000, 0, ENOSPC, "the filesystem full", fill_fs, empty_fs},
	{&in_fd, 100, &out_fd, 0, (size_t)-10, 0, EOVERFLOW, "off_in + len wrapping",
	 NULL, NULL},
	{&in_fd, 0, &immutable_fd, 0, 10, 0, EPERM, "fd_out an immutable file", NULL, NULL},
	{&tmpdir_fd, 0, &out_fd, 0, 10, 0, EXDEV, "fd_in on another filesystem", NULL, NULL},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	loff_t off_in = tc->off_in, off_out = tc->off_out;
	struct tst_fd_state in_before, out_before;

	if (tc->exp_errno == EFBIG && tc->off_out == BIG_OFFSET && big_off_works) {
		tst_res(TCONF, "%s allows %lld-byte files", tst_device->fs_type, BIG_OFFSET);
		return;
	}
	if (tc->exp_errno == EXDEV && !exdev_expected) {
		tst_res(TCONF, "kernels 5.3 to 5.18 copy across filesystems");
		return;
	}

	if (tc->exp_errno == EOVERFLOW && sizeof(size_t) < sizeof(loff_t)) {
		tst_res(TCONF, "%s: a 32-bit size_t cannot wrap a 64-bit offset", tc->desc);
		return;
	}
	if (tc->setup)
		tc->setup();
	tst_fd_state_get(*tc->fd_in, &in_before);
	tst_fd_state_get(*tc->fd_out, &out_before);
	/* a write that runs out of space has updated the times already */
	out_before.skip_times = tc->exp_errno == ENOSPC;
	/* both offsets given: the descriptors' own offsets play no part */
	TST_EXP_FAIL2(copy_file_range(*tc->fd_in, &off_in, *tc->fd_out, &off_out, tc->len,
				      tc->flags), tc->exp_errno, "copy_file_range() with %s",
		      tc->desc);
	if (!TST_FD_UNCHANGED(*tc->fd_in, &in_before) &&
	    !TST_FD_UNCHANGED(*tc->fd_out, &out_before)) {
		if (off_in != tc->off_in || off_out != tc->off_out)
			tst_res(TFAIL, "%s: *off_in %lld *off_out %lld, were %lld %lld", tc->desc,
				(long long)off_in, (long long)off_out, (long long)tc->off_in,
				(long long)tc->off_out);
		else
			tst_res(TPASS, "%s: descriptors, files and offsets unchanged", tc->desc);
	}
	if (tc->cleanup)
		tc->cleanup();
}

static void setup(void)
{
	static char buf[65536];
	int fd, flags;

	memset(buf, 'c', sizeof(buf));
	in_fd = SAFE_OPEN(IN_NAME, O_RDWR | O_CREAT, 0644);
	SAFE_WRITE(1, in_fd, buf, sizeof(buf));
	SAFE_FSYNC(in_fd);
	out_fd = SAFE_OPEN(OUT_NAME, O_RDWR | O_CREAT, 0644);
	wronly_fd = SAFE_OPEN(IN_NAME, O_WRONLY);
	rdonly_fd = SAFE_OPEN(OUT_NAME, O_RDONLY);
	append_fd = SAFE_OPEN(OUT_NAME, O_WRONLY | O_APPEND);
	dir_fd = SAFE_OPEN(MNTPOINT, O_RDONLY | O_DIRECTORY);
	SAFE_PIPE(pipe_fds);
	SAFE_MKFIFO("fifo", 0600);
	fifo_fd = SAFE_OPEN("fifo", O_RDWR | O_NONBLOCK);
	null_fd = SAFE_OPEN("/dev/null", O_RDWR);
	zero_fd = SAFE_OPEN("/dev/zero", O_RDONLY);
	SAFE_WRITE(1, pipe_fds[1], buf, 10);
	tmpdir_fd = SAFE_OPEN("tmpdir_file", O_RDWR | O_CREAT, 0644);
	SAFE_WRITE(1, tmpdir_fd, buf, 10);

	SAFE_GETRLIMIT(RLIMIT_FSIZE, &saved_fsize);
	SAFE_SIGNAL(SIGXFSZ, SIG_IGN);

	fd = SAFE_OPEN(MNTPOINT "/big_probe", O_RDWR | O_CREAT, 0644);
	big_off_works = !ftruncate(fd, BIG_OFFSET + 1);
	SAFE_CLOSE(fd);
	SAFE_UNLINK(MNTPOINT "/big_probe");

	exdev_expected = tst_kvercmp(5, 3, 0) < 0 || tst_kvercmp(5, 19, 0) >= 0;

	/* Opened for writing first: an immutable file cannot be opened so afterwards. */
	immutable_fd = SAFE_OPEN(IMMUTABLE_NAME, O_RDWR | O_CREAT, 0644);
	SAFE_IOCTL(immutable_fd, FS_IOC_GETFLAGS, &flags);
	flags |= FS_IMMUTABLE_FL;
	if (ioctl(immutable_fd, FS_IOC_SETFLAGS, &flags))
		tst_brk(TCONF | TERRNO, "%s cannot make a file immutable", tst_device->fs_type);
	immutable_set = 1;
}

static void cleanup(void)
{
	int *fds[] = {&in_fd, &out_fd, &wronly_fd, &rdonly_fd, &append_fd, &dir_fd,
		      &tmpdir_fd, &pipe_fds[0], &pipe_fds[1], &fifo_fd, &null_fd, &zero_fd};
	unsigned int i;
	int flags;

	for (i = 0; i < ARRAY_SIZE(fds); i++) {
		if (*fds[i] >= 0)
			SAFE_CLOSE(*fds[i]);
	}
	/* The library cannot remove an immutable file. */
	if (immutable_set && !ioctl(immutable_fd, FS_IOC_GETFLAGS, &flags)) {
		flags &= ~FS_IMMUTABLE_FL;
		if (ioctl(immutable_fd, FS_IOC_SETFLAGS, &flags))
			tst_res(TWARN | TERRNO, "clearing FS_IMMUTABLE_FL failed");
	}
	if (immutable_fd >= 0)
		SAFE_CLOSE(immutable_fd);
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
	.min_kver = "4.5",
};
