// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pwrite64(2) ERRORS: "pwrite() can fail and set errno to any error specified for write(2)
 * or lseek(2)". One row per entry that applies, write(2)'s first then lseek(2)'s:
 * from write(2): EBADF (closed descriptor; descriptor open read-only), EFAULT, EFBIG
 * (beyond RLIMIT_FSIZE, SIGXFSZ ignored), ENOSPC (full tmpfs), EPERM (memfd sealed with F_SEAL_WRITE);
 * from lseek(2): EINVAL (negative offset), ESPIPE (pipe, FIFO, socket).
 *
 * Every row also checks that the failed call left no trace on the descriptor: the
 * same offset, flags, file size and data (tst_fd_state.h; not the times, which the
 * kernel updates before its seal, space and size checks).
 *
 * Not provoked: EAGAIN, EDESTADDRREQ, EINTR, EPIPE and EINVAL for unsuitable objects need a
 * pipe, socket or special file, on which pwrite() fails with ESPIPE first; EDQUOT (no
 * quota), EIO (failing device); ENXIO/EOVERFLOW (lseek(2) SEEK_DATA/SEEK_HOLE, 32-bit);
 * EFBIG past the filesystem's maximum file size (tmpfs's maximum is the largest off_t).
 */

#include <signal.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "lapi/fcntl.h"
#include "tst_safe_net.h"

static int closed_fd, rdonly_fd = -1, rdwr_fd = -1, full_fd = -1, memfd = -1;
static int pipefd[2] = {-1, -1}, fifo_fd = -1, sock_fd = -1, mounted;
static char buf[64], *bad_addr;
static struct rlimit fsize;

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
	char **buf;
	off_t offset;
	int exp_errno;
	const char *desc;
	void (*pre)(void);
	void (*post)(void);
} tcases[] = {
	{&closed_fd, NULL, 0, EBADF, "closed descriptor", NULL, NULL},
	{&rdonly_fd, NULL, 0, EBADF, "descriptor open read-only", NULL, NULL},
	{&rdwr_fd, &bad_addr, 0, EFAULT, "buf outside the address space", NULL, NULL},
	{&rdwr_fd, NULL, 4096, EFBIG, "write at RLIMIT_FSIZE", lower_fsize, restore_fsize},
	{&full_fd, NULL, 1024 * 1024, ENOSPC, "full filesystem", NULL, NULL},
	{&memfd, NULL, 0, EPERM, "memfd sealed with F_SEAL_WRITE", NULL, NULL},
	{&rdwr_fd, NULL, -1, EINVAL, "negative offset", NULL, NULL},
	{&pipefd[1], NULL, 0, ESPIPE, "pipe", NULL, NULL},
	{&fifo_fd, NULL, 0, ESPIPE, "FIFO", NULL, NULL},
	{&sock_fd, NULL, 0, ESPIPE, "socket", NULL, NULL},
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
	TST_EXP_FAIL2(pwrite(*tc->fd, tc->buf ? *tc->buf : buf, sizeof(buf), tc->offset),
		      tc->exp_errno, "pwrite(): %s", tc->desc);
	TST_FD_UNCHANGED(*tc->fd, &before);
	if (tc->post)
		tc->post();
}

static void setup(void)
{
	char chunk[4096] = {};
	int fd;

	bad_addr = tst_get_bad_addr(NULL);
	SAFE_SIGNAL(SIGXFSZ, SIG_IGN);
	SAFE_GETRLIMIT(RLIMIT_FSIZE, &fsize);
	fd = SAFE_OPEN("file", O_CREAT | O_RDWR, 0644);
	SAFE_CLOSE(fd);
	rdonly_fd = SAFE_OPEN("file", O_RDONLY);
	rdwr_fd = SAFE_OPEN("file", O_RDWR);

	SAFE_MKDIR("full", 0755);
	SAFE_MOUNT("tmpfs", "full", "tmpfs", 0, "size=64k");
	mounted = 1;
	full_fd = SAFE_OPEN("full/file", O_CREAT | O_WRONLY, 0644);
	while (write(full_fd, chunk, sizeof(chunk)) > 0)
		;
	if (errno != ENOSPC)
		tst_brk(TBROK | TERRNO, "filling the 64k tmpfs");

	memfd = memfd_create("pwrite02", MFD_ALLOW_SEALING);
	if (memfd < 0)
		tst_brk(TBROK | TERRNO, "memfd_create()");
	SAFE_FCNTL(memfd, F_ADD_SEALS, F_SEAL_WRITE);

	SAFE_PIPE(pipefd);
	SAFE_MKFIFO("fifo", 0644);
	fifo_fd = SAFE_OPEN("fifo", O_RDWR);
	sock_fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);

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
	close_if_open(&full_fd);
	close_if_open(&memfd);
	close_if_open(&pipefd[0]);
	close_if_open(&pipefd[1]);
	close_if_open(&fifo_fd);
	close_if_open(&sock_fd);
	if (mounted)
		SAFE_UMOUNT("full");
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
