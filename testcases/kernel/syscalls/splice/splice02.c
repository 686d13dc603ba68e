// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * splice02: splice(2) fails with the errno that man 2 splice lists under ERRORS, in its
 * order:
 *
 *   EAGAIN  SPLICE_F_NONBLOCK, and the pipe to read is empty (its writer open)
 *   EAGAIN  no flag, but the pipe to read is O_NONBLOCK and empty
 *   EAGAIN  SPLICE_F_NONBLOCK, and the pipe to write is full
 *   EBADF   fd_in is -1; fd_out is -1
 *   EBADF   fd_in (a file) is not open for reading; fd_out (a file) not open for writing
 *   EINVAL  the target does not support splicing (an eventfd has no splice support)
 *   EINVAL  the target file is opened in append mode
 *   EINVAL  neither descriptor refers to a pipe (file to file)
 *   EINVAL  an offset was given for a nonseekable target (a socket)
 *   EINVAL  fd_in and fd_out refer to the same pipe
 *   ESPIPE  off_in is not NULL but fd_in is a pipe; off_out not NULL and fd_out a pipe
 *
 * Every row also checks that the failed call left no trace: both descriptors (offset, flags,
 * file size, data and times, bytes in a pipe) and the offsets passed by pointer unchanged
 * (tst_fd_state.h).
 *
 * Not provoked here:
 *   ENOMEM  cannot be caused on purpose without starving the whole machine.
 */
#include <sys/eventfd.h>
#include <sys/socket.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "tst_safe_net.h"
#include "lapi/splice.h"

static int file_fd = -1, wronly_fd = -1, rdonly_fd = -1, append_fd = -1, event_fd = -1;
static int empty[2] = {-1, -1}, nb_empty[2] = {-1, -1}, full[2] = {-1, -1};
static int data[2] = {-1, -1}, sock[2] = {-1, -1};
static int bad_fd = -1;
static loff_t zero_off;

static struct tcase {
	int *fd_in;
	loff_t *off_in;
	int *fd_out;
	loff_t *off_out;
	unsigned int flags;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&empty[0], NULL, &file_fd, &zero_off, SPLICE_F_NONBLOCK, EAGAIN,
	 "SPLICE_F_NONBLOCK, empty pipe in"},
	{&nb_empty[0], NULL, &file_fd, &zero_off, 0, EAGAIN, "O_NONBLOCK empty pipe in"},
	{&file_fd, &zero_off, &full[1], NULL, SPLICE_F_NONBLOCK, EAGAIN,
	 "SPLICE_F_NONBLOCK, full pipe out"},
	{&bad_fd, NULL, &data[1], NULL, 0, EBADF, "fd_in -1"},
	{&data[0], NULL, &bad_fd, NULL, 0, EBADF, "fd_out -1"},
	{&wronly_fd, &zero_off, &data[1], NULL, 0, EBADF, "fd_in opened O_WRONLY"},
	{&data[0], NULL, &rdonly_fd, &zero_off, 0, EBADF, "fd_out opened O_RDONLY"},
	{&data[0], NULL, &event_fd, NULL, 0, EINVAL, "fd_out an eventfd"},
	{&data[0], NULL, &append_fd, NULL, 0, EINVAL, "fd_out opened O_APPEND"},
	{&file_fd, &zero_off, &wronly_fd, NULL, 0, EINVAL, "file to file"},
	{&data[0], NULL, &sock[0], &zero_off, 0, EINVAL, "off_out given for a socket"},
	{&data[0], NULL, &data[1], NULL, 0, EINVAL, "both ends of one pipe"},
	{&data[0], &zero_off, &file_fd, &zero_off, 0, ESPIPE, "off_in given for a pipe"},
	{&file_fd, &zero_off, &empty[1], &zero_off, 0, ESPIPE, "off_out given for a pipe"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state before[2];
	loff_t off_in, off_out;

	off_in = tc->off_in ? *tc->off_in : 0;
	off_out = tc->off_out ? *tc->off_out : 0;
	tst_fd_state_get(*tc->fd_in, &before[0]);
	tst_fd_state_get(*tc->fd_out, &before[1]);
	TST_EXP_FAIL2(splice(*tc->fd_in, tc->off_in ? &off_in : NULL, *tc->fd_out,
			     tc->off_out ? &off_out : NULL, 10, tc->flags),
		      tc->exp_errno, "splice() with %s", tc->desc);
	if (!TST_FD_UNCHANGED(*tc->fd_in, &before[0]) &&
	    !TST_FD_UNCHANGED(*tc->fd_out, &before[1])) {
		if ((tc->off_in && off_in != *tc->off_in) || (tc->off_out && off_out != *tc->off_out))
			tst_res(TFAIL, "%s: the offsets moved to %lld and %lld", tc->desc,
				(long long)off_in, (long long)off_out);
		else
			tst_res(TPASS, "%s: both descriptors and the offsets unchanged", tc->desc);
	}
}

static void setup(void)
{
	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
	SAFE_WRITE(1, file_fd, "0123456789abcdef", 16);
	wronly_fd = SAFE_OPEN("file", O_WRONLY);
	rdonly_fd = SAFE_OPEN("file", O_RDONLY);
	append_fd = SAFE_OPEN("file", O_WRONLY | O_APPEND);
	event_fd = eventfd(0, 0);
	if (event_fd < 0)
		tst_brk(TBROK | TERRNO, "eventfd() failed");

	SAFE_PIPE(empty);
	SAFE_PIPE2(nb_empty, O_NONBLOCK);
	SAFE_PIPE2(full, O_NONBLOCK);
	while (write(full[1], "x", 1) == 1)
		;
	if (errno != EAGAIN)
		tst_brk(TBROK | TERRNO, "filling the pipe ended unexpectedly");
	/* The data pipe always holds bytes, so a successful splice would not block. */
	SAFE_PIPE(data);
	SAFE_WRITE(1, data[1], "pipe data", 9);
	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM, 0, sock);
}

static void cleanup(void)
{
	int *fds[] = {&file_fd, &wronly_fd, &rdonly_fd, &append_fd, &event_fd,
		      &empty[0], &empty[1], &nb_empty[0], &nb_empty[1], &full[0], &full[1],
		      &data[0], &data[1], &sock[0], &sock[1]};
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
