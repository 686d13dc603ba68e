// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ftruncate(2) errors, in the order of the man page's ERRORS section (the truncate()
 * errors that apply to a descriptor, then the ftruncate() ones):
 *   EFBIG   length larger than the maximum file size
 *   EINVAL  length negative
 *   EPERM   prevented by a file seal (memfd with F_SEAL_SHRINK, with F_SEAL_GROW)
 *   EBADF   fd is not a valid file descriptor
 *   EINVAL  fd is not open for writing (Linux gives EINVAL, as the man page says)
 *   EINVAL  fd does not reference a regular file or a shared memory object (a pipe, a
 *           socket)
 * and EPERM for an immutable and an append-only file (the kernel refuses; the man page's
 * list omits them).
 * The EFBIG row is TCONF on tmpfs, whose maximum file size is LLONG_MAX (no length is
 * larger), and the immutable row is TCONF where the filesystem takes FS_IMMUTABLE_FL
 * without keeping it (FS_IOC_GETFLAGS does not show it afterwards) or is tmpfs, which
 * lets a descriptor opened before the flag was set truncate the file (6.1 and 6.18 alike).
 *
 * Every row also checks that the failed call left no trace on the descriptor: the
 * same offset, flags, file size, data and times (tst_fd_state.h).
 *
 * Not provoked:
 *   EACCES, EFAULT, ELOOP, ENAMETOOLONG, ENOENT, ENOTDIR, EISDIR: path errors; there is
 *           no path argument, the descriptor is already open.
 *   EINTR   truncation of a local file does not block.
 *   EIO     needs a failing device.
 *   EROFS, ETXTBSY: a writable descriptor cannot be had on a read-only filesystem, and an
 *           executable with a writable descriptor cannot be executed (execve gives
 *           ETXTBSY itself).
 */

#include <limits.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <linux/fs.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "tst_safe_net.h"
#include "lapi/syscalls.h"
#include "lapi/memfd.h"

static int fd_rw = -1, fd_ro = -1, fd_bad = -1, fd_shrink = -1, fd_grow = -1;
static int fd_pipe[2] = {-1, -1}, fd_sock = -1, fd_immutable = -1, fd_append = -1;
/* Why a row cannot be provoked here (set in setup), NULL when it can. */
static const char *no_efbig, *no_immutable;

static struct tcase {
	int *fd;
	off_t length;
	int exp_errno;
	const char *desc;
	const char **tconf;
} tcases[] = {
	{&fd_rw, LLONG_MAX, EFBIG, "length LLONG_MAX", &no_efbig},
	{&fd_rw, -1, EINVAL, "length -1"},
	{&fd_shrink, 0, EPERM, "shrinking a memfd sealed with F_SEAL_SHRINK"},
	{&fd_grow, 8192, EPERM, "growing a memfd sealed with F_SEAL_GROW"},
	{&fd_bad, 0, EBADF, "fd -1"},
	{&fd_ro, 0, EINVAL, "fd open read-only"},
	{&fd_pipe[1], 0, EINVAL, "a pipe"},
	{&fd_sock, 0, EINVAL, "a socket"},
	{&fd_immutable, 0, EPERM, "an immutable file", &no_immutable},
	{&fd_append, 0, EPERM, "an append-only file"},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	struct tst_fd_state before;

	if (tc->tconf && *tc->tconf) {
		tst_res(TCONF, "%s: %s", tc->desc, *tc->tconf);
		return;
	}
	tst_fd_state_get(*tc->fd, &before);
	TST_EXP_FAIL(ftruncate(*tc->fd, tc->length), tc->exp_errno, "%s", tc->desc);
	TST_FD_UNCHANGED(*tc->fd, &before);
}

static int sealed_memfd(int seal)
{
	int fd = tst_syscall(__NR_memfd_create, "ftruncate02", MFD_ALLOW_SEALING);

	if (fd < 0)
		tst_brk(TBROK | TERRNO, "memfd_create()");
	SAFE_FTRUNCATE(fd, 4096);
	SAFE_FCNTL(fd, F_ADD_SEALS, seal);
	return fd;
}

static int file_with_attr(const char *path, int flag)
{
	int fd = SAFE_OPEN(path, O_CREAT | O_RDWR, 0644);
	int attr;

	SAFE_WRITE(SAFE_WRITE_ALL, fd, "data", 4);
	SAFE_IOCTL(fd, FS_IOC_GETFLAGS, &attr);
	attr |= flag;
	if (ioctl(fd, FS_IOC_SETFLAGS, &attr)) {
		if (errno == EOPNOTSUPP || errno == ENOTTY)
			tst_brk(TCONF | TERRNO, "the tmpdir's filesystem has no file attributes");
		tst_brk(TBROK | TERRNO, "FS_IOC_SETFLAGS");
	}
	return fd;
}

/* A filesystem may accept FS_IOC_SETFLAGS yet drop a flag: read it back. */
static int attr_kept(int fd, int flag)
{
	int attr = 0;

	SAFE_IOCTL(fd, FS_IOC_GETFLAGS, &attr);
	return !!(attr & flag);
}

static void setup(void)
{
	fd_rw = SAFE_OPEN("file", O_CREAT | O_RDWR, 0644);
	fd_ro = SAFE_OPEN("file", O_RDONLY);
	fd_shrink = sealed_memfd(F_SEAL_SHRINK);
	fd_grow = sealed_memfd(F_SEAL_GROW);
	SAFE_PIPE(fd_pipe);
	fd_sock = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	fd_immutable = file_with_attr("immutable", FS_IMMUTABLE_FL);
	fd_append = file_with_attr("append", FS_APPEND_FL);
	if (tst_fs_type(".") == TST_TMPFS_MAGIC) {
		no_efbig = "tmpfs's maximum file size is LLONG_MAX, no length is larger";
		/*
		 * The VFS refuses to open an immutable file for writing; a descriptor opened
		 * before is left to the filesystem, and tmpfs (6.1 and 6.18) lets it truncate.
		 */
		no_immutable = "tmpfs does not refuse it on a descriptor opened before the flag";
	}
	if (!attr_kept(fd_immutable, FS_IMMUTABLE_FL))
		no_immutable = "the filesystem does not keep FS_IMMUTABLE_FL";
}

static void close_fd(int *fd)
{
	if (*fd > -1)
		SAFE_CLOSE(*fd);
}

static void clear_attr(int *fd)
{
	int attr;

	if (*fd < 0)
		return;
	/* Other flags (ext4's extents flag) cannot be cleared: keep them. */
	if (ioctl(*fd, FS_IOC_GETFLAGS, &attr) == 0) {
		attr &= ~(FS_IMMUTABLE_FL | FS_APPEND_FL);
		if (ioctl(*fd, FS_IOC_SETFLAGS, &attr))
			tst_res(TWARN | TERRNO, "clearing the file attributes");
	}
	close_fd(fd);
}

static void cleanup(void)
{
	clear_attr(&fd_immutable);
	clear_attr(&fd_append);
	close_fd(&fd_rw);
	close_fd(&fd_ro);
	close_fd(&fd_shrink);
	close_fd(&fd_grow);
	close_fd(&fd_pipe[0]);
	close_fd(&fd_pipe[1]);
	close_fd(&fd_sock);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
