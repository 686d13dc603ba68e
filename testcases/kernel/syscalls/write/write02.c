// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * write(2) ERRORS, one row per entry of the man page in its order:
 * EAGAIN (full O_NONBLOCK pipe), EAGAIN/EWOULDBLOCK (nonblocking socket whose buffer is
 * full), EBADF (closed descriptor; descriptor open read-only), EDESTADDRREQ (unconnected
 * UDP socket), EFAULT (buf outside the address space), EFBIG (beyond RLIMIT_FSIZE, with
 * SIGXFSZ ignored), EINTR (blocked on a full pipe, interrupted by a signal handler before
 * any data was written), EINVAL (object unsuitable for writing: an epoll descriptor),
 * ENOSPC (full tmpfs), EPERM (memfd sealed with F_SEAL_WRITE), EPIPE (pipe without a
 * reader, SIGPIPE ignored).
 *
 * Every row also checks that the failed call left no trace on the descriptor: the
 * same offset, flags, file size and data (tst_fd_state.h; not the times, which the
 * kernel updates before its seal, space and size checks).
 *
 * Not provoked:
 * - EDQUOT: write04's (a quota on nobody's blocks);
 * - EINVAL for O_DIRECT misalignment: depends on the filesystem (btrfs and tmpfs fall back
 *   to buffered I/O);
 * - EIO: needs a failing device or a lost lock on a network filesystem.
 */

#include <netinet/in.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/time.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "lapi/fcntl.h"
#include "tst_safe_net.h"

static int pipe_nb[2] = {-1, -1}, pipe_blk[2] = {-1, -1}, pipe_noreader[2] = {-1, -1};
static int socks[2] = {-1, -1};
static int closed_fd, rdonly_fd = -1, udp_fd = -1, epoll_fd = -1, fsize_fd = -1;
static int full_fd = -1, memfd = -1, mounted;
static char buf[64], *bad_addr;
static struct rlimit fsize;

static void on_alarm(int sig)
{
	(void)sig;
}

static void interrupt_soon(void)
{
	struct itimerval it = {.it_value = {.tv_usec = 100000}};

	setitimer(ITIMER_REAL, &it, NULL);
}

static void lower_fsize(void)
{
	struct rlimit rl = fsize;

	rl.rlim_cur = 4096;
	SAFE_SETRLIMIT(RLIMIT_FSIZE, &rl);
	SAFE_LSEEK(fsize_fd, 4096, SEEK_SET);
}

static void restore_fsize(void)
{
	SAFE_SETRLIMIT(RLIMIT_FSIZE, &fsize);
}

static struct tcase {
	int *fd;
	char **buf;
	int exp_errno;
	const char *desc;
	void (*pre)(void);
	void (*post)(void);
} tcases[] = {
	{&pipe_nb[1], NULL, EAGAIN, "full O_NONBLOCK pipe", NULL, NULL},
	{&socks[0], NULL, EWOULDBLOCK, "nonblocking socket with a full buffer", NULL, NULL},
	{&closed_fd, NULL, EBADF, "closed descriptor", NULL, NULL},
	{&rdonly_fd, NULL, EBADF, "descriptor open read-only", NULL, NULL},
	{&udp_fd, NULL, EDESTADDRREQ, "datagram socket without a peer", NULL, NULL},
	{&rdonly_fd, &bad_addr, EFAULT, "buf outside the address space", NULL, NULL},
	{&fsize_fd, NULL, EFBIG, "write at RLIMIT_FSIZE", lower_fsize, restore_fsize},
	{&pipe_blk[1], NULL, EINTR, "blocked write interrupted by a signal", interrupt_soon,
	 NULL},
	{&epoll_fd, NULL, EINVAL, "epoll descriptor", NULL, NULL},
	{&full_fd, NULL, ENOSPC, "full filesystem", NULL, NULL},
	{&memfd, NULL, EPERM, "memfd sealed with F_SEAL_WRITE", NULL, NULL},
	{&pipe_noreader[1], NULL, EPIPE, "pipe without a reader", NULL, NULL},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state before;
	char *b = tc->buf ? *tc->buf : buf;
	int fd = *tc->fd;

	/*
	 * EFAULT needs a writable descriptor: use the regular file for it, at offset 0. A
	 * write whose buffer faults past the end of file sets the size to the offset (ext4,
	 * tmpfs: write_end() with 0 bytes copied), a trace this test is not about.
	 */
	if (tc->buf) {
		fd = fsize_fd;
		SAFE_LSEEK(fsize_fd, 0, SEEK_SET);
	}
	if (tc->pre)
		tc->pre();
	tst_fd_state_get(fd, &before);
	/* file_modified() comes before the seal, space and size checks: times may change */
	before.skip_times = 1;
	TST_EXP_FAIL2(write(fd, b, sizeof(buf)), tc->exp_errno, "write(): %s", tc->desc);
	TST_FD_UNCHANGED(fd, &before);
	if (tc->post)
		tc->post();
}

static void fill_nonblocking(int fd)
{
	char chunk[4096] = {};

	while (write(fd, chunk, sizeof(chunk)) > 0)
		;
	if (errno != EAGAIN)
		tst_brk(TBROK | TERRNO, "filling descriptor %d", fd);
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = on_alarm};
	char chunk[4096] = {};
	int fd, flags;

	bad_addr = tst_get_bad_addr(NULL);
	SAFE_SIGACTION(SIGALRM, &sa, NULL);
	SAFE_SIGNAL(SIGXFSZ, SIG_IGN);
	SAFE_SIGNAL(SIGPIPE, SIG_IGN);
	SAFE_GETRLIMIT(RLIMIT_FSIZE, &fsize);

	SAFE_PIPE2(pipe_nb, O_NONBLOCK);
	fill_nonblocking(pipe_nb[1]);
	SAFE_PIPE(pipe_blk);
	flags = SAFE_FCNTL(pipe_blk[1], F_GETFL);
	SAFE_FCNTL(pipe_blk[1], F_SETFL, flags | O_NONBLOCK);
	fill_nonblocking(pipe_blk[1]);
	SAFE_FCNTL(pipe_blk[1], F_SETFL, flags);
	SAFE_PIPE(pipe_noreader);
	SAFE_CLOSE(pipe_noreader[0]);
	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0, socks);
	fill_nonblocking(socks[0]);

	fd = SAFE_OPEN("file", O_CREAT | O_RDWR, 0644);
	SAFE_CLOSE(fd);
	rdonly_fd = SAFE_OPEN("file", O_RDONLY);
	fsize_fd = SAFE_OPEN("fsize", O_CREAT | O_RDWR, 0644);
	udp_fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	epoll_fd = epoll_create1(0);
	if (epoll_fd < 0)
		tst_brk(TBROK | TERRNO, "epoll_create1()");

	SAFE_MKDIR("full", 0755);
	SAFE_MOUNT("tmpfs", "full", "tmpfs", 0, "size=64k");
	mounted = 1;
	full_fd = SAFE_OPEN("full/file", O_CREAT | O_WRONLY, 0644);
	while (write(full_fd, chunk, sizeof(chunk)) > 0)
		;
	if (errno != ENOSPC)
		tst_brk(TBROK | TERRNO, "filling the 64k tmpfs");

	memfd = memfd_create("write02", MFD_ALLOW_SEALING);
	if (memfd < 0)
		tst_brk(TBROK | TERRNO, "memfd_create()");
	SAFE_FCNTL(memfd, F_ADD_SEALS, F_SEAL_WRITE);

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
	close_if_open(&pipe_nb[0]);
	close_if_open(&pipe_nb[1]);
	close_if_open(&pipe_blk[0]);
	close_if_open(&pipe_blk[1]);
	close_if_open(&pipe_noreader[1]);
	close_if_open(&socks[0]);
	close_if_open(&socks[1]);
	close_if_open(&rdonly_fd);
	close_if_open(&fsize_fd);
	close_if_open(&udp_fd);
	close_if_open(&epoll_fd);
	close_if_open(&full_fd);
	close_if_open(&memfd);
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
