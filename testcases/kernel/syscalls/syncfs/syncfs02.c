// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * syncfs02: syncfs(2) fails with the errno that man 2 syncfs lists under ERRORS:
 *
 *   EBADF   fd is not a valid file descriptor (-1, and a closed descriptor)
 *   EIO     an error during synchronization: new data on a loop device whose sparse
 *   ENOSPC  backing file's tmpfs is full (see below); syncfs() reports the last error
 *           recorded on the filesystem: EIO from the failed metadata write, or ENOSPC
 *           from the data when it comes last (seen under load), so either is accepted.
 *           Another process's sync(2) may take the error first (syncfs() then returns
 *           0): that case is retried with new data, up to 10 times.
 *
 * Not provoked here:
 *   EDQUOT  this kernel has no quota format for ext4 (CONFIG_QFMT_V2) nor XFS quota.
 */
#include <string.h>
#include <sys/mount.h>
#include "tst_test.h"

static int bad_fd = -1, closed_fd = -1, over_fd = -1;

/*
 * A device that fails writes: an ext2 filesystem on a 64 MiB loop device whose backing
 * file is sparse, on a 4 MiB tmpfs. Once the tmpfs is full, writing back new data fails
 * with ENOSPC in the loop driver, and the inode's metadata write with EIO: syncfs()
 * reports the last error recorded on the filesystem, EIO.
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

static void drop_data(void)
{
	SAFE_CLOSE(data_fd);
	SAFE_UNLINK(DATA);
}

static void remove_failing_fs(void)
{
	if (data_fd > -1)
		SAFE_CLOSE(data_fd);
	if (over_fd > -1)
		SAFE_CLOSE(over_fd);
	if (over_mounted)
		SAFE_UMOUNT(OVER);
	if (loop_attached)
		tst_detach_device(loopdev);
	if (small_mounted)
		SAFE_UMOUNT(SMALL);
}

static struct tcase {
	int *fd;
	int exp_errno;
	const char *desc;
	void (*pre)(void);
	void (*post)(void);
} tcases[] = {
	{&bad_fd, EBADF, "fd -1"},
	{&closed_fd, EBADF, "closed fd"},
	{&over_fd, EIO, "a filesystem whose device fails writes", write_unbacked, drop_data},
};

static void run_failing(struct tcase *tc)
{
	int i;

	for (i = 0; i < 10; i++) {
		tc->pre();
		TEST(syncfs(*tc->fd));
		tc->post();
		if (TST_RET != 0)
			break;
		tst_res(TINFO, "syncfs() returned 0: another sync took the error? Again");
	}
	if (TST_RET == -1 && (TST_ERR == EIO || TST_ERR == ENOSPC))
		tst_res(TPASS | TTERRNO, "syncfs() on %s", tc->desc);
	else if (TST_RET == -1)
		tst_res(TFAIL | TTERRNO, "syncfs() on %s: expected EIO or ENOSPC", tc->desc);
	else
		tst_res(TFAIL, "syncfs() on %s returned %ld, 10 times", tc->desc, TST_RET);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (tc->pre) {
		run_failing(tc);
		return;
	}
	TST_EXP_FAIL(syncfs(*tc->fd), tc->exp_errno, "syncfs() on %s", tc->desc);
}

static void setup(void)
{
	int fd;

	make_failing_fs();
	/* Opened before any error, so each later one is reported to it once. */
	over_fd = SAFE_OPEN(OVER, O_RDONLY | O_DIRECTORY);
	/* Last, so no later open() reuses the number. */
	fd = SAFE_OPEN("closed_file", O_CREAT | O_RDWR, 0644);

	/* syncfs() came with Linux 2.6.39 and glibc 2.14. */
	if (syncfs(fd) && errno == ENOSYS)
		tst_brk(TCONF, "syncfs() is not supported");
	/* SAFE_CLOSE() resets its argument: keep the number. */
	closed_fd = fd;
	SAFE_CLOSE(fd);
}

static void cleanup(void)
{
	remove_failing_fs();
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
