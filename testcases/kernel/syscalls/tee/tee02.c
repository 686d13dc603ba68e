// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tee02: tee(2) fails with the errno that man 2 tee lists under ERRORS, in its order:
 *
 *   EAGAIN  SPLICE_F_NONBLOCK, and fd_in is empty (its writer open)
 *   EAGAIN  no flag, but fd_in is O_NONBLOCK and empty
 *   EAGAIN  SPLICE_F_NONBLOCK, and fd_out is full
 *   EINVAL  fd_in does not refer to a pipe (a regular file)
 *   EINVAL  fd_out does not refer to a pipe (a regular file)
 *   EINVAL  fd_in is a socket
 *   EINVAL  fd_in and fd_out refer to the same pipe
 *
 * Every row also checks that the failed call left no trace: both descriptors (bytes in each
 * pipe, flags; a file's size, data and times) unchanged (tst_fd_state.h).
 *
 * Not provoked here:
 *   ENOMEM  cannot be caused on purpose without starving the whole machine.
 */
#include <sys/socket.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "tst_safe_net.h"
#include "lapi/splice.h"

static int file_fd = -1, empty[2] = {-1, -1}, nb_empty[2] = {-1, -1};
static int full[2] = {-1, -1}, data[2] = {-1, -1}, out[2] = {-1, -1}, sock[2] = {-1, -1};

static struct tcase {
	int *fd_in;
	int *fd_out;
	unsigned int flags;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&empty[0], &out[1], SPLICE_F_NONBLOCK, EAGAIN, "SPLICE_F_NONBLOCK, empty fd_in"},
	{&nb_empty[0], &out[1], 0, EAGAIN, "O_NONBLOCK empty fd_in"},
	{&data[0], &full[1], SPLICE_F_NONBLOCK, EAGAIN, "SPLICE_F_NONBLOCK, full fd_out"},
	{&file_fd, &out[1], 0, EINVAL, "fd_in a regular file"},
	{&data[0], &file_fd, 0, EINVAL, "fd_out a regular file"},
	{&sock[0], &out[1], 0, EINVAL, "fd_in a socket"},
	{&data[0], &data[1], 0, EINVAL, "both ends of one pipe"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state before[2];

	tst_fd_state_get(*tc->fd_in, &before[0]);
	tst_fd_state_get(*tc->fd_out, &before[1]);
	TST_EXP_FAIL2(tee(*tc->fd_in, *tc->fd_out, 10, tc->flags), tc->exp_errno,
		      "tee() with %s", tc->desc);
	if (!TST_FD_UNCHANGED(*tc->fd_in, &before[0]) &&
	    !TST_FD_UNCHANGED(*tc->fd_out, &before[1]))
		tst_res(TPASS, "%s: both descriptors unchanged", tc->desc);
}

static void setup(void)
{
	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
	SAFE_WRITE(1, file_fd, "0123456789", 10);
	SAFE_PIPE(empty);
	SAFE_PIPE2(nb_empty, O_NONBLOCK);
	SAFE_PIPE2(full, O_NONBLOCK);
	while (write(full[1], "x", 1) == 1)
		;
	if (errno != EAGAIN)
		tst_brk(TBROK | TERRNO, "filling the pipe ended unexpectedly");
	/* The data pipe always holds bytes, so a successful tee would not block. */
	SAFE_PIPE(data);
	SAFE_WRITE(1, data[1], "pipe data", 9);
	SAFE_PIPE(out);
	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM, 0, sock);
	SAFE_WRITE(1, sock[1], "sock data", 9);
}

static void cleanup(void)
{
	int *fds[] = {&file_fd, &empty[0], &empty[1], &nb_empty[0], &nb_empty[1], &full[0],
		      &full[1], &data[0], &data[1], &out[0], &out[1], &sock[0], &sock[1]};
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
