// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lseek(2) ERRORS, one row per entry of the man page in its order:
 * EBADF (closed descriptor), EINVAL (whence not valid), EINVAL (the resulting offset would
 * be negative: SEEK_SET, SEEK_CUR, SEEK_END), EINVAL (beyond the end of a seekable device:
 * a loop device), ENXIO (SEEK_DATA/SEEK_HOLE with offset beyond the end of the file; SEEK_DATA
 * with offset in the hole at the end of a file, which needs a filesystem reporting holes and
 * is skipped with TINFO otherwise), ESPIPE (pipe, FIFO, socket).
 * The file offset must not move when lseek() fails.
 *
 * Every row also checks that the failed call left the descriptor unchanged: its offset (10 for
 * the regular file), flags and file (tst_fd_state.h).
 *
 * Not provoked: EOVERFLOW ("cannot be represented in an off_t"): off_t is 64-bit here and
 * the kernel's limit is below it.
 */

#include <sys/socket.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "tst_safe_net.h"
#include "lapi/fcntl.h"

#define SIZE 4096

static int closed_fd, file_fd = -1, sparse_fd = -1, dev_fd = -1, pipefd[2] = {-1, -1};
static int fifo_fd = -1, sock_fd = -1, sparse_has_holes;
static off_t dev_size;

static struct tcase {
	int *fd;
	off_t offset;
	int whence;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&closed_fd, 0, SEEK_SET, EBADF, "closed descriptor"},
	{&file_fd, 0, 42, EINVAL, "whence 42"},
	{&file_fd, -1, SEEK_SET, EINVAL, "SEEK_SET to -1"},
	{&file_fd, -11, SEEK_CUR, EINVAL, "SEEK_CUR 10 bytes before 0"},
	{&file_fd, -SIZE - 1, SEEK_END, EINVAL, "SEEK_END 1 byte before 0"},
	{&dev_fd, 1, SEEK_END, EINVAL, "past the end of a block device"},
	{&file_fd, SIZE + 1, SEEK_DATA, ENXIO, "SEEK_DATA beyond end of file"},
	{&file_fd, SIZE + 1, SEEK_HOLE, ENXIO, "SEEK_HOLE beyond end of file"},
	{&sparse_fd, SIZE + 4096, SEEK_DATA, ENXIO, "SEEK_DATA in the hole at the end"},
	{&pipefd[0], 0, SEEK_SET, ESPIPE, "pipe"},
	{&fifo_fd, 0, SEEK_CUR, ESPIPE, "FIFO"},
	{&sock_fd, 0, SEEK_SET, ESPIPE, "socket"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state state;

	if (tc->fd == &sparse_fd && !sparse_has_holes) {
		tst_res(TINFO, "the tmpdir's filesystem does not report holes: %s skipped",
			tc->desc);
		return;
	}
	if (tc->fd == &file_fd)
		SAFE_LSEEK(file_fd, 10, SEEK_SET);
	tst_fd_state_get(*tc->fd, &state);
	TST_EXP_FAIL2(lseek(*tc->fd, tc->offset, tc->whence), tc->exp_errno, "lseek(): %s",
		      tc->desc);
	TST_FD_UNCHANGED(*tc->fd, &state);
}

static void setup(void)
{
	char buf[SIZE] = {};
	int fd;

	fd = SAFE_OPEN("file", O_CREAT | O_RDWR, 0644);
	SAFE_CLOSE(fd);
	file_fd = SAFE_OPEN("file", O_RDWR);
	SAFE_WRITE(SAFE_WRITE_ALL, file_fd, buf, SIZE);

	/* Data in the first block, then a 1 MiB hole up to the end of the file. */
	sparse_fd = SAFE_OPEN("sparse", O_CREAT | O_RDWR, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, sparse_fd, buf, SIZE);
	SAFE_FTRUNCATE(sparse_fd, SIZE + 1024 * 1024);
	sparse_has_holes = lseek(sparse_fd, 0, SEEK_HOLE) < SIZE + 1024 * 1024;

	dev_fd = SAFE_OPEN(tst_device->dev, O_RDONLY);
	dev_size = SAFE_LSEEK(dev_fd, 0, SEEK_END);
	if (dev_size <= 0)
		tst_brk(TBROK, "%s has size %ld", tst_device->dev, (long)dev_size);

	SAFE_PIPE(pipefd);
	SAFE_MKFIFO("fifo", 0644);
	fifo_fd = SAFE_OPEN("fifo", O_RDWR);
	sock_fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);

	/* Taken last, so that no later open() in setup reuses the number. */
	fd = SAFE_OPEN(".", O_RDONLY);
	closed_fd = fd;
	SAFE_CLOSE(fd);
}

static void close_if_open(int *fd)
{
	if (*fd > -1)
		SAFE_CLOSE(*fd);
}

static void cleanup(void)
{
	close_if_open(&file_fd);
	close_if_open(&sparse_fd);
	close_if_open(&dev_fd);
	close_if_open(&pipefd[0]);
	close_if_open(&pipefd[1]);
	close_if_open(&fifo_fd);
	close_if_open(&sock_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_device = 1,
	.dev_min_size = 16,
	.needs_root = 1,
};
