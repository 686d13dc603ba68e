// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pwritev2(2) ERRORS: as for write(2) and lseek(2), plus pwritev2()'s own. One row per
 * entry that applies, in the man page's order (write(2), lseek(2), readv(2)'s additions):
 * EAGAIN (RWF_NOWAIT on a full pipe), EBADF (closed descriptor; read-only descriptor),
 * EFAULT (iov_base outside the address space), EFBIG (beyond RLIMIT_FSIZE, SIGXFSZ
 * ignored), EPERM (memfd sealed with F_SEAL_WRITE), EPIPE (pipe without a reader, offset
 * -1, SIGPIPE ignored); EINVAL (offset below -1), ESPIPE (offset >= 0 on a pipe); EINVAL
 * (iov_len above SSIZE_MAX), EINVAL (iovcnt below zero; above IOV_MAX), EOPNOTSUPP (an
 * unknown flag).
 * Pipes refuse RWF_NOWAIT on 6.1 (EOPNOTSUPP): before Linux 6.6, decided by
 * the version and not by the call, the EAGAIN row is TCONF.
 *
 * Every row also checks that the failed call left no trace on the descriptor: the
 * same offset, flags, file size and data (tst_fd_state.h; not the times, which the
 * kernel updates before its seal, space and size checks).
 *
 * Not provoked: EDESTADDRREQ, EINTR, ENOSPC, EINVAL for unsuitable objects take the write(2)
 * path (write02); EDQUOT, EIO; ENXIO/EOVERFLOW (lseek(2)).
 */

#include "tst_test.h"
#include "tst_fd_state.h"
#include "lapi/uio.h"
#include "../readv/iov_errors.h"

static int closed_fd, rdonly_fd = -1, rdwr_fd = -1, memfd = -1;
static int full_pipe[2] = {-1, -1}, noreader[2] = {-1, -1};
static struct tcase {
	int *fd;
	enum which_iov iov;
	int iovcnt;
	off_t offset;
	int flags;
	int exp_errno;
	const char *desc;
	void (*pre)(void);
	void (*post)(void);
} tcases[] = {
	{&full_pipe[1], GOOD, 1, -1, RWF_NOWAIT, EAGAIN, "RWF_NOWAIT on a full pipe", NULL, NULL},
	{&closed_fd, GOOD, 1, 0, 0, EBADF, "closed descriptor", NULL, NULL},
	{&rdonly_fd, GOOD, 1, 0, 0, EBADF, "descriptor open read-only", NULL, NULL},
	{&rdwr_fd, BAD_BASE, 1, 0, 0, EFAULT, "iov_base outside the address space", NULL, NULL},
	{&rdwr_fd, GOOD, 1, 4096, 0, EFBIG, "write at RLIMIT_FSIZE",
	 iov_lower_fsize, iov_restore_fsize},
	{&memfd, GOOD, 1, 0, 0, EPERM, "memfd sealed with F_SEAL_WRITE", NULL, NULL},
	{&noreader[1], GOOD, 1, -1, 0, EPIPE, "pipe without a reader", NULL, NULL},
	{&rdwr_fd, GOOD, 1, -2, 0, EINVAL, "offset below -1", NULL, NULL},
	{&noreader[1], GOOD, 1, 0, 0, ESPIPE, "offset 0 on a pipe", NULL, NULL},
	{&rdwr_fd, HUGE_LEN, 1, 0, 0, EINVAL, "iov_len above SSIZE_MAX", NULL, NULL},
	{&rdwr_fd, GOOD, -1, 0, 0, EINVAL, "iovcnt less than zero", NULL, NULL},
	{&rdwr_fd, GOOD, IOV_MAX + 1, 0, 0, EINVAL, "iovcnt greater than IOV_MAX", NULL, NULL},
	{&rdwr_fd, GOOD, 1, 0, 1 << 30, EOPNOTSUPP, "unknown flag", NULL, NULL},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state before;

	if (iov_nowait_unsupported(tc->flags, tc->desc))
		return;
	if (tc->pre)
		tc->pre();
	tst_fd_state_get(*tc->fd, &before);
	/* file_modified() comes before the seal, space and size checks: times may change */
	before.skip_times = 1;
	TST_EXP_FAIL2(pwritev2(*tc->fd, iov_pick(tc->iov), tc->iovcnt, tc->offset, tc->flags),
		      tc->exp_errno, "pwritev2(): %s", tc->desc);
	TST_FD_UNCHANGED(*tc->fd, &before);
	if (tc->post)
		tc->post();
}

static void setup(void)
{
	SAFE_SIGNAL(SIGPIPE, SIG_IGN);
	iov_save_fsize();
	iov_errors_setup();
	iov_open_file(NULL, &rdonly_fd, O_RDWR, &rdwr_fd);
	memfd = iov_sealed_memfd("pwritev203");
	iov_nowait_setup();
	iov_full_pipe(full_pipe);
	/* Blocking again: only RWF_NOWAIT may turn the full pipe into EAGAIN. */
	SAFE_FCNTL(full_pipe[1], F_SETFL, 0);
	SAFE_PIPE(noreader);
	SAFE_CLOSE(noreader[0]);

	/* Taken last, so that no later open() in setup reuses the number. */
	closed_fd = iov_closed_fd();
}

static void cleanup(void)
{
	close_if_open(&rdonly_fd);
	close_if_open(&rdwr_fd);
	close_if_open(&memfd);
	close_if_open(&full_pipe[0]);
	close_if_open(&full_pipe[1]);
	close_if_open(&noreader[1]);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
	.timeout = 5,
};
