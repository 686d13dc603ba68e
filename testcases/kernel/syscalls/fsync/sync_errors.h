// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The errno test of fsync(2) and fdatasync(2) (one man page, the same ERRORS), shared by
 * fsync02.c and fdatasync02.c: they define SYNC_CALL (the call under test), SYNC_NAME (its
 * name for messages) and FIFO_NAME, then include this file. The cases and what cannot be
 * provoked are in their header comments.
 */
#include <sys/socket.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_net.h"

static int bad_fd = -1, closed_fd = -1, pipe_fds[2] = {-1, -1}, fifo_fd = -1, sock_fd = -1;
static const int special_errs[] = {EROFS, EINVAL};
/* A write-back the device has no room for: ENOSPC (6.18) or EIO (6.1), see above. */
static const int nospace_errs[] = {ENOSPC, EIO};

/*
 * A device that fails writes: an ext2 filesystem on a 64 MiB loop device whose backing
 * file is sparse, on a 4 MiB tmpfs. Once the tmpfs is full, writing back new data fails
 * with ENOSPC in the loop driver: the page cache reports that error to the data's first
 * sync, and the inode's metadata write after it fails with EIO.
 */
#define SMALL "small"
#define BACKING SMALL "/backing"
#define OVER "over"
#define DATA OVER "/data"

static char loopdev[64];
static int small_mounted, loop_attached, over_mounted, data_fd = -1;

static void make_failing_fs(void)
{
	static const char *const opts[] = {"-N", "64", NULL};
	int fd, i;

	SAFE_MKDIR(SMALL, 0755);
	SAFE_MOUNT("tmpfs", SMALL, "tmpfs", 0, "size=4m");
	small_mounted = 1;
	fd = SAFE_OPEN(BACKING, O_CREAT | O_RDWR, 0600);
	SAFE_FTRUNCATE(fd, 64 << 20);
	SAFE_CLOSE(fd);
	/* Another test may take the free device between the lookup and the attach. */
	for (i = 0; i < 5 && !loop_attached; i++) {
		if (tst_find_free_loopdev(loopdev, sizeof(loopdev)) < 0)
			tst_brk(TCONF, "no free loop device");
		loop_attached = !tst_attach_device(loopdev, BACKING);
	}
	if (!loop_attached)
		tst_brk(TBROK, "could not attach a loop device to %s", BACKING);
	SAFE_MKFS(loopdev, "ext2", opts, NULL);
	SAFE_MKDIR(OVER, 0755);
	SAFE_MOUNT(loopdev, OVER, "ext2", 0, NULL);
	over_mounted = 1;
}

/* More new data than the tmpfs can back: its writeback must fail. */
static void write_unbacked(void)
{
	static char buf[1 << 20];
	int i;

	memset(buf, 'x', sizeof(buf));
	data_fd = SAFE_OPEN(DATA, O_CREAT | O_WRONLY | O_TRUNC, 0644);
	for (i = 0; i < 8; i++)
		SAFE_WRITE(SAFE_WRITE_ALL, data_fd, buf, sizeof(buf));
}

/* The data's sync has failed with ENOSPC: the next one meets the metadata error. */
static void write_unbacked_synced(void)
{
	write_unbacked();
	TEST(SYNC_CALL(data_fd));
	if (TST_RET != -1)
		tst_brk(TBROK, SYNC_NAME "() of data the device cannot hold succeeded");
}

static void drop_data(void)
{
	SAFE_CLOSE(data_fd);
	SAFE_UNLINK(DATA);
}

static void remove_failing_fs(void)
{
	if (data_fd > -1)
		SAFE_CLOSE(data_fd);
	if (over_mounted)
		SAFE_UMOUNT(OVER);
	if (loop_attached)
		tst_detach_device(loopdev);
	if (small_mounted)
		SAFE_UMOUNT(SMALL);
}

static struct tcase {
	int *fd;
	const int *errs;
	int nerrs;
	const char *desc;
	void (*pre)(void);
	void (*post)(void);
} tcases[] = {
	{&bad_fd, (const int []){EBADF}, 1, "fd -1"},
	{&closed_fd, (const int []){EBADF}, 1, "closed fd"},
	{&data_fd, (const int []){EIO}, 1, "a file whose metadata cannot be written",
	 write_unbacked_synced, drop_data},
	{&data_fd, nospace_errs, 2, "a file whose data the device has no room for",
	 write_unbacked, drop_data},
	{&pipe_fds[1], special_errs, 2, "pipe"},
	{&fifo_fd, special_errs, 2, "FIFO"},
	{&sock_fd, special_errs, 2, "socket"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (tc->pre)
		tc->pre();
	TST_EXP_FAIL_ARR(SYNC_CALL(*tc->fd), tc->errs, tc->nerrs, SYNC_NAME "() on %s",
			 tc->desc);
	if (tc->post)
		tc->post();
}

static void setup(void)
{
	int fd;

	make_failing_fs();
	SAFE_PIPE(pipe_fds);
	SAFE_MKFIFO(FIFO_NAME, 0644);
	/* O_RDWR on a FIFO does not block (Linux, fifo(7)). */
	fifo_fd = SAFE_OPEN(FIFO_NAME, O_RDWR);
	sock_fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);

	/* Last, so no later open() reuses the number; SAFE_CLOSE() resets its argument. */
	fd = SAFE_OPEN("closed_file", O_CREAT | O_RDWR, 0644);
	closed_fd = fd;
	SAFE_CLOSE(fd);
}

static void cleanup(void)
{
	remove_failing_fs();
	if (pipe_fds[0] >= 0)
		SAFE_CLOSE(pipe_fds[0]);
	if (pipe_fds[1] >= 0)
		SAFE_CLOSE(pipe_fds[1]);
	if (fifo_fd >= 0)
		SAFE_CLOSE(fifo_fd);
	if (sock_fd >= 0)
		SAFE_CLOSE(sock_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
