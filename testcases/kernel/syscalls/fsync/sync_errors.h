// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The errno test of fsync(2) and fdatasync(2) (one man page, the same ERRORS), shared by
 * fsync02.c and fdatasync02.c: they define SYNC_CALL (the call under test), SYNC_NAME (its
 * name for messages) and FIFO_NAME, then include this file. The cases and what cannot be
 * provoked are in their header comments.
 *
 * Included without SYNC_CALL (sync_file_range02.c), it gives only the descriptors the
 * sync errno tests share: fd -1, a closed descriptor, a pipe, a FIFO and a socket
 * (sync_fds_setup(), sync_fds_cleanup()), and new data on the failing filesystem whose
 * write-back must fail (write_unbacked(), drop_data(), nospace_errs).
 */
#include <sys/socket.h>
#include <string.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_failing_fs.h"

static int bad_fd = -1, closed_fd = -1, pipe_fds[2] = {-1, -1}, fifo_fd = -1, sock_fd = -1;
/* A write-back the device has no room for: ENOSPC (6.18) or EIO (6.1). */
static const int nospace_errs[] = {ENOSPC, EIO};

static int data_fd = -1;

/* More new data than the failing filesystem can back: its writeback must fail. */
static void write_unbacked(void)
{
	data_fd = tst_failing_fs_fill();
}

static void drop_data(void)
{
	tst_failing_fs_drop(&data_fd);
}

/* Call it last in setup: see closed_fd. */
static void sync_fds_setup(const char *fifo_name)
{
	int fd;

	tst_failing_fs_setup();
	SAFE_PIPE(pipe_fds);
	SAFE_MKFIFO(fifo_name, 0644);
	/* O_RDWR on a FIFO does not block (Linux, fifo(7)). */
	fifo_fd = SAFE_OPEN(fifo_name, O_RDWR);
	sock_fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);

	/* Last, so no later open() reuses the number; SAFE_CLOSE() resets its argument. */
	fd = SAFE_OPEN("closed_file", O_CREAT | O_RDWR, 0644);
	closed_fd = fd;
	SAFE_CLOSE(fd);
}

static void sync_fds_cleanup(void)
{
	if (data_fd > -1)
		SAFE_CLOSE(data_fd);
	tst_failing_fs_cleanup();
	if (pipe_fds[0] >= 0)
		SAFE_CLOSE(pipe_fds[0]);
	if (pipe_fds[1] >= 0)
		SAFE_CLOSE(pipe_fds[1]);
	if (fifo_fd >= 0)
		SAFE_CLOSE(fifo_fd);
	if (sock_fd >= 0)
		SAFE_CLOSE(sock_fd);
}

#ifdef SYNC_CALL
static const int special_errs[] = {EROFS, EINVAL};

/*
 * The data's write-back fails with ENOSPC, then the inode's with EIO: the first sync
 * reports the data error and the second the metadata error. Another process's sync(2)
 * may write the file back before our first call: it then meets the metadata error itself,
 * which is reported to it (and syncfs()), not to our descriptor. So: the first call must
 * fail with ENOSPC or EIO (EIO: the metadata error came first; the second call then has
 * nothing left to report); when it was not EIO, the second must fail with EIO, and a
 * second call that succeeds is retried with new data, up to ATTEMPTS times, before it
 * counts as a failure.
 */
#define ATTEMPTS 10

static void check_metadata_error(void)
{
	static const int first_errs[] = {ENOSPC, EIO};
	int i;

	for (i = 1; i <= ATTEMPTS; i++) {
		write_unbacked();
		TST_EXP_FAIL_ARR(SYNC_CALL(data_fd), first_errs, 2,
				 SYNC_NAME "() of data the device cannot hold");
		if (!TST_PASS || TST_ERR == EIO) {
			drop_data();
			return;
		}
		TEST(SYNC_CALL(data_fd));
		drop_data();
		if (TST_RET == -1 && TST_ERR == EIO) {
			tst_res(TPASS, SYNC_NAME "() after the data error: the inode's write "
				"fails: EIO");
			return;
		}
		if (TST_RET != 0) {
			tst_res(TFAIL | TTERRNO, SYNC_NAME "() after the data error: expected "
				"EIO, got %ld", TST_RET);
			return;
		}
		tst_res(TINFO, "attempt %d: the second " SYNC_NAME "() succeeded; another "
			"process's sync(2) may have written the inode first", i);
	}
	tst_res(TFAIL, SYNC_NAME "() after the data error succeeded in %d attempts, expected "
		"EIO", ATTEMPTS);
}

/* errs NULL: pre() is the whole case. */
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
	{&data_fd, NULL, 0, "a file whose metadata cannot be written", check_metadata_error},
	{&data_fd, nospace_errs, 2, "a file whose data the device has no room for",
	 write_unbacked, drop_data},
	{&pipe_fds[1], special_errs, 2, "pipe"},
	{&fifo_fd, special_errs, 2, "FIFO"},
	{&sock_fd, special_errs, 2, "socket"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (!tc->errs) {
		tc->pre();
		return;
	}
	if (tc->pre)
		tc->pre();
	TST_EXP_FAIL_ARR(SYNC_CALL(*tc->fd), tc->errs, tc->nerrs, SYNC_NAME "() on %s",
			 tc->desc);
	if (tc->post)
		tc->post();
}

static void setup(void)
{
	sync_fds_setup(FIFO_NAME);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = sync_fds_cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
#endif
