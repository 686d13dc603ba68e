// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * syncfs02: syncfs(2) fails with the errno that man 2 syncfs lists under ERRORS:
 *
 *   EBADF   fd is not a valid file descriptor (-1, and a closed descriptor)
 *   EIO     an error during synchronization: new data on a loop device whose sparse
 *   ENOSPC  backing file's tmpfs is full (tst_failing_fs.h). syncfs() reports the last
 *           error recorded on the filesystem: the inode's failed write (EIO) when it
 *           came after the data's, the data's (ENOSPC) when the flusher or another
 *           process's sync(2) wrote the inode first; either is accepted. Another
 *           process's sync(2) may also take the error itself (syncfs() then returns 0):
 *           that case is tried again with new data, up to 10 times; success every time
 *           fails.
 *
 * Not provoked here:
 *   EDQUOT  this kernel has no quota format for ext4 (CONFIG_QFMT_V2) nor XFS quota.
 */
#include "tst_test.h"
#include "tst_failing_fs.h"

static int bad_fd = -1, closed_fd = -1, over_fd = -1, data_fd = -1;
/* The last error recorded on the filesystem: the inode's (EIO) or the data's (ENOSPC). */
static const int write_back_errs[] = {EIO, ENOSPC};

/* More new data than the failing filesystem can back: its writeback must fail. */
static void write_unbacked(void)
{
	data_fd = tst_failing_fs_fill();
}

static void drop_data(void)
{
	tst_failing_fs_drop(&data_fd);
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
	{&over_fd, write_back_errs, 2, "a filesystem whose device fails writes", write_unbacked,
	 drop_data},
};

static void run_failing(struct tcase *tc)
{
	for (int i = 0; i < 10; i++) {
		tc->pre();
		TEST(syncfs(*tc->fd));
		tc->post();
		if (TST_RET != 0)
			break;
		tst_res(TINFO, "syncfs() returned 0: another sync took the error? Again");
	}
	if (TST_RET == -1 && (TST_ERR == tc->errs[0] || TST_ERR == tc->errs[1]))
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
	TST_EXP_FAIL_ARR(syncfs(*tc->fd), tc->errs, tc->nerrs, "syncfs() on %s", tc->desc);
}

static void setup(void)
{
	int fd;

	tst_failing_fs_setup();
	/* Opened before any error, so each later one is reported to it once. */
	over_fd = SAFE_OPEN(TST_FAILING_FS, O_RDONLY | O_DIRECTORY);
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
	if (data_fd > -1)
		SAFE_CLOSE(data_fd);
	if (over_fd > -1)
		SAFE_CLOSE(over_fd);
	tst_failing_fs_cleanup();
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
