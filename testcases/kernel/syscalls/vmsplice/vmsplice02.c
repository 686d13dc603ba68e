// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * vmsplice02: vmsplice(2) fails with the errno that man 2 vmsplice lists under ERRORS, in
 * its order:
 *
 *   EAGAIN  SPLICE_F_NONBLOCK, and the pipe is full
 *   EBADF   fd is not valid (-1)
 *   EBADF   fd does not refer to a pipe (a regular file)
 *   EINVAL  nr_segs is greater than IOV_MAX
 *
 * Every row also checks that the failed call left no trace: the descriptor (bytes in the pipe,
 * flags; a file's size, data and times) unchanged (tst_fd_state.h).
 *
 * Not provoked here:
 *   EINVAL  "memory not aligned if SPLICE_F_GIFT set": Linux accepts unaligned gifts (it
 *           only marks the pipe buffers as gifted), so there is no error to provoke.
 *   ENOMEM  cannot be caused on purpose without starving the whole machine.
 */
#include <limits.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "lapi/splice.h"

#ifndef IOV_MAX
# define IOV_MAX 1024
#endif

static int full[2] = {-1, -1}, empty[2] = {-1, -1}, file_fd = -1, bad_fd = -1;
static char byte = 'v';
static struct iovec iov[IOV_MAX + 1];

static struct tcase {
	int *fd;
	unsigned long nr_segs;
	unsigned int flags;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&full[1], 1, SPLICE_F_NONBLOCK, EAGAIN, "SPLICE_F_NONBLOCK, full pipe"},
	{&bad_fd, 1, 0, EBADF, "fd -1"},
	{&file_fd, 1, 0, EBADF, "fd a regular file"},
	{&empty[1], IOV_MAX + 1, 0, EINVAL, "nr_segs IOV_MAX + 1"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state before[1];

	tst_fd_state_get(*tc->fd, &before[0]);
	TST_EXP_FAIL2(vmsplice(*tc->fd, iov, tc->nr_segs, tc->flags), tc->exp_errno,
		      "vmsplice() with %s", tc->desc);
	TST_FD_UNCHANGED(*tc->fd, &before[0]);
}

static void setup(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(iov); i++) {
		iov[i].iov_base = &byte;
		iov[i].iov_len = 1;
	}
	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
	SAFE_PIPE(empty);
	SAFE_PIPE2(full, O_NONBLOCK);
	while (write(full[1], "x", 1) == 1)
		;
	if (errno != EAGAIN)
		tst_brk(TBROK | TERRNO, "filling the pipe ended unexpectedly");
}

static void cleanup(void)
{
	int *fds[] = {&file_fd, &empty[0], &empty[1], &full[0], &full[1]};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(fds); i++) {
		if (*fds[i] >= 0)
			SAFE_CLOSE(*fds[i]);
	}
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
