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

#include <limits.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "lapi/fcntl.h"
#include "lapi/uio.h"

static int closed_fd, rdonly_fd = -1, rdwr_fd = -1, memfd = -1;
static int full_pipe[2] = {-1, -1}, noreader[2] = {-1, -1};
static char buf[64];
static struct iovec good_iov[] = {{buf, sizeof(buf)}};
static struct iovec bad_base_iov[1];
static struct iovec huge_iov[] = {{buf, (size_t)SSIZE_MAX + 1}};
static struct rlimit fsize;
static int nowait_pipe;

enum which_iov { GOOD, BAD_BASE, HUGE_LEN };

static void lower_fsize(void)
{
	struct rlimit rl = fsize;

	rl.rlim_cur = 4096;
	SAFE_SETRLIMIT(RLIMIT_FSIZE, &rl);
}

static void restore_fsize(void)
{
	SAFE_SETRLIMIT(RLIMIT_FSIZE, &fsize);
}

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
	{&rdwr_fd, GOOD, 1, 4096, 0, EFBIG, "write at RLIMIT_FSIZE", lower_fsize, restore_fsize},
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
	struct iovec *iovs[] = {good_iov, bad_base_iov, huge_iov};

	if (tc->flags == RWF_NOWAIT && !nowait_pipe) {
		tst_res(TCONF, "%s: pipes take RWF_NOWAIT since Linux 6.6",
			tc->desc);
		return;
	}
	if (tc->pre)
		tc->pre();
	tst_fd_state_get(*tc->fd, &before);
	/* file_modified() comes before the seal, space and size checks: times may change */
	before.skip_times = 1;
	TST_EXP_FAIL2(pwritev2(*tc->fd, iovs[tc->iov], tc->iovcnt, tc->offset, tc->flags),
		      tc->exp_errno, "pwritev2(): %s", tc->desc);
	TST_FD_UNCHANGED(*tc->fd, &before);
	if (tc->post)
		tc->post();
}

static void setup(void)
{
	char chunk[4096] = {};
	int fd;

	SAFE_SIGNAL(SIGXFSZ, SIG_IGN);
	SAFE_SIGNAL(SIGPIPE, SIG_IGN);
	SAFE_GETRLIMIT(RLIMIT_FSIZE, &fsize);
	bad_base_iov[0].iov_base = tst_get_bad_addr(NULL);
	bad_base_iov[0].iov_len = sizeof(buf);
	fd = SAFE_OPEN("file", O_CREAT | O_RDWR, 0644);
	SAFE_CLOSE(fd);
	rdonly_fd = SAFE_OPEN("file", O_RDONLY);
	rdwr_fd = SAFE_OPEN("file", O_RDWR);
	memfd = memfd_create("pwritev203", MFD_ALLOW_SEALING);
	if (memfd < 0)
		tst_brk(TBROK | TERRNO, "memfd_create()");
	SAFE_FCNTL(memfd, F_ADD_SEALS, F_SEAL_WRITE);
	/* FMODE_NOWAIT on pipes came after 6.1 (EOPNOTSUPP there); 6.6 has it */
	nowait_pipe = tst_kvercmp(6, 6, 0) >= 0;
	SAFE_PIPE2(full_pipe, O_NONBLOCK);
	while (write(full_pipe[1], chunk, sizeof(chunk)) > 0)
		;
	/* Blocking again: only RWF_NOWAIT may turn the full pipe into EAGAIN. */
	SAFE_FCNTL(full_pipe[1], F_SETFL, 0);
	SAFE_PIPE(noreader);
	SAFE_CLOSE(noreader[0]);

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
