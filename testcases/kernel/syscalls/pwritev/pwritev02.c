// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pwritev(2) ERRORS: "The errors are as given for ... write(2). Furthermore, ... pwritev()
 * ... can also fail for the same reasons as lseek(2). Additionally, the following errors
 * are defined". One row per entry that applies, write(2)'s, lseek(2)'s, then pwritev()'s:
 * EBADF (closed descriptor; read-only descriptor), EFAULT (an iov_base outside the address
 * space), EFBIG (beyond RLIMIT_FSIZE, SIGXFSZ ignored), EPERM (memfd sealed with
 * F_SEAL_WRITE); EINVAL (negative offset), ESPIPE (pipe, socket); EINVAL (an iov_len above
 * SSIZE_MAX), EINVAL (iovcnt less than zero; greater than IOV_MAX).
 *
 * Every row also checks that the failed call left no trace on the descriptor: the
 * same offset, flags, file size and data (tst_fd_state.h; not the times, which the
 * kernel updates before its seal, space and size checks).
 *
 * Not provoked: EAGAIN, EDESTADDRREQ, EINTR, EPIPE and EINVAL for unsuitable objects need
 * pipes, sockets or special files, on which pwritev() fails with ESPIPE first; ENOSPC
 * takes the write(2) path (write02, pwrite02); EDQUOT, EIO; ENXIO/EOVERFLOW (lseek(2)).
 */

#include <sys/socket.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "tst_safe_net.h"
#include "../readv/iov_errors.h"

static int closed_fd, rdonly_fd = -1, rdwr_fd = -1, memfd = -1;
static int pipefd[2] = {-1, -1}, sock_fd = -1;
static struct tcase {
	int *fd;
	enum which_iov iov;
	int iovcnt;
	off_t offset;
	int exp_errno;
	const char *desc;
	void (*pre)(void);
	void (*post)(void);
} tcases[] = {
	{&closed_fd, GOOD, 1, 0, EBADF, "closed descriptor", NULL, NULL},
	{&rdonly_fd, GOOD, 1, 0, EBADF, "descriptor open read-only", NULL, NULL},
	{&rdwr_fd, BAD_BASE, 1, 0, EFAULT, "iov_base outside the address space", NULL, NULL},
	{&rdwr_fd, GOOD, 1, 4096, EFBIG, "write at RLIMIT_FSIZE",
	 iov_lower_fsize, iov_restore_fsize},
	{&memfd, GOOD, 1, 0, EPERM, "memfd sealed with F_SEAL_WRITE", NULL, NULL},
	{&rdwr_fd, GOOD, 1, -1, EINVAL, "negative offset", NULL, NULL},
	{&pipefd[1], GOOD, 1, 0, ESPIPE, "pipe", NULL, NULL},
	{&sock_fd, GOOD, 1, 0, ESPIPE, "socket", NULL, NULL},
	{&rdwr_fd, HUGE_LEN, 1, 0, EINVAL, "iov_len above SSIZE_MAX", NULL, NULL},
	{&rdwr_fd, GOOD, -1, 0, EINVAL, "iovcnt less than zero", NULL, NULL},
	{&rdwr_fd, GOOD, IOV_MAX + 1, 0, EINVAL, "iovcnt greater than IOV_MAX", NULL, NULL},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state before;

	if (tc->pre)
		tc->pre();
	tst_fd_state_get(*tc->fd, &before);
	/* file_modified() comes before the seal, space and size checks: times may change */
	before.skip_times = 1;
	TST_EXP_FAIL2(pwritev(*tc->fd, iov_pick(tc->iov), tc->iovcnt, tc->offset), tc->exp_errno,
		      "pwritev(): %s", tc->desc);
	TST_FD_UNCHANGED(*tc->fd, &before);
	if (tc->post)
		tc->post();
}

static void setup(void)
{
	iov_save_fsize();
	iov_errors_setup();
	iov_open_file(NULL, &rdonly_fd, O_RDWR, &rdwr_fd);
	memfd = iov_sealed_memfd("pwritev02");
	SAFE_PIPE(pipefd);
	sock_fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);

	/* Taken last, so that no later open() in setup reuses the number. */
	closed_fd = iov_closed_fd();
}

static void cleanup(void)
{
	close_if_open(&rdonly_fd);
	close_if_open(&rdwr_fd);
	close_if_open(&memfd);
	close_if_open(&pipefd[0]);
	close_if_open(&pipefd[1]);
	close_if_open(&sock_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
