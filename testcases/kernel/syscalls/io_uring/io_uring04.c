// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The io_uring system calls, raw, fail with the errors of doc/errors/io_uring_*.txt that
 * io_uring02 leaves out, each list in its order:
 * - io_uring_setup(): EINVAL: IORING_SETUP_SQ_AFF without IORING_SETUP_SQPOLL;
 *   IORING_SETUP_CQSIZE with cq_entries below entries; IORING_SETUP_ATTACH_WQ with a pipe
 *   as wq_fd; ENXIO: IORING_SETUP_ATTACH_WQ with a closed wq_fd; EMFILE: a child whose
 *   RLIMIT_NOFILE leaves no descriptor free. No failed call leaves a descriptor behind;
 * - io_uring_enter(): EINVAL: a signal set size of 4; IORING_ENTER_EXT_ARG with an
 *   argument size of 7; EFAULT: the signal set, and the IORING_ENTER_EXT_ARG argument,
 *   outside the address space; EBADFD: a ring made with IORING_SETUP_R_DISABLED; EEXIST:
 *   a child submits to a ring of its parent made with IORING_SETUP_SINGLE_ISSUER (the NOP
 *   stays queued: the parent then submits it and gets its completion); EINTR: a signal
 *   while waiting for a completion; ETIME: an IORING_ENTER_EXT_ARG timeout of 20 ms
 *   expires (after at least 20 ms);
 * - io_uring_register(): EBADF: IORING_REGISTER_FILES with a closed descriptor, and with
 *   the ring's own descriptor; EINVAL: IORING_REGISTER_BUFFERS with nr_args 0;
 *   IORING_UNREGISTER_BUFFERS with an argument; EFAULT: an iovec of length 0; EOVERFLOW:
 *   an iovec whose end wraps around; ENXIO: IORING_UNREGISTER_FILES and _BUFFERS with
 *   nothing registered (also after the failed registrations: they left nothing); EMFILE:
 *   three files in a child whose RLIMIT_NOFILE is 2; ENOMEM: a child that is nobody
 *   (no CAP_IPC_LOCK) registers a buffer with RLIMIT_MEMLOCK 0; EACCES: a ring whose
 *   restrictions allow only IORING_REGISTER_ENABLE_RINGS is asked to register buffers.
 * TCONF when io_uring is missing or disabled; the EEXIST row needs
 * IORING_SETUP_SINGLE_ISSUER (6.0), the ETIME and EXT_ARG rows IORING_FEAT_EXT_ARG (5.11),
 * each probed in setup; the ENOMEM row needs nobody to be allowed rings
 * (kernel.io_uring_disabled 0).
 *
 * Not provoked: io_uring_setup() ENFILE needs the system-wide file table full; ENOMEM
 * needs the kernel out of memory; EPERM needs kernel.io_uring_disabled changed, a
 * host-wide switch that would break io_uring users running beside the test; ENOSYS needs
 * a kernel without io_uring. io_uring_enter() EAGAIN needs a request allocation to fail
 * (out of memory); EOWNERDEAD needs the SQPOLL thread to die while the ring lives, which
 * no system call asks for.
 */

#include <stdlib.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "tst_safe_io_uring.h"
#include "io_uring_ring.h"
#include "tst_fd_limit.h"
#include "tst_safe_clocks.h"
#include "tst_timer.h"

static struct tst_io_uring ring = {.fd = -1};
static int pipefd[2] = {-1, -1}, closed_fd, has_single_issuer, has_ext_arg;
static void *bad;
static char *buf;

static void handler(int sig)
{
	(void)sig;
}

static void setup_fails(unsigned int entries, struct io_uring_params *p, int err,
			const char *what)
{
	TST_EXP_FAIL2(tst_syscall(__NR_io_uring_setup, entries, p), err, "%s", what);
}

static void no_fd_left(void)
{
	struct io_uring_params p = {0};
	int n = tst_lowest_free_fd();
	struct rlimit rl;

	SAFE_GETRLIMIT(RLIMIT_NOFILE, &rl);
	rl.rlim_cur = n;
	SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
	setup_fails(4, &p, EMFILE, "io_uring_setup() with RLIMIT_NOFILE used up");
}

static void setup_errors(void)
{
	struct io_uring_params p;
	int before = tst_lowest_free_fd();

	p = (struct io_uring_params){.flags = IORING_SETUP_SQ_AFF};
	setup_fails(4, &p, EINVAL, "io_uring_setup(IORING_SETUP_SQ_AFF without SQPOLL)");
	p = (struct io_uring_params){.flags = IORING_SETUP_CQSIZE, .cq_entries = 2};
	setup_fails(4, &p, EINVAL, "io_uring_setup(4, IORING_SETUP_CQSIZE, cq_entries 2)");
	p = (struct io_uring_params){.flags = IORING_SETUP_ATTACH_WQ, .wq_fd = pipefd[0]};
	setup_fails(4, &p, EINVAL, "io_uring_setup(IORING_SETUP_ATTACH_WQ, a pipe)");
	p = (struct io_uring_params){.flags = IORING_SETUP_ATTACH_WQ, .wq_fd = closed_fd};
	setup_fails(4, &p, ENXIO, "io_uring_setup(IORING_SETUP_ATTACH_WQ, a closed fd)");
	if (tst_lowest_free_fd() != before)
		tst_res(TFAIL, "a failed io_uring_setup() left a descriptor");
	if (!SAFE_FORK()) {
		no_fd_left();
		exit(0);
	}
	tst_reap_children();
}

static int enter(int fd, unsigned int submit, unsigned int wait, unsigned int flags,
		 const void *arg, size_t argsz)
{
	return tst_syscall(__NR_io_uring_enter, fd, submit, wait, flags, arg, argsz);
}

static void single_issuer(void)
{
	struct io_uring_params p = {.flags = IORING_SETUP_SINGLE_ISSUER};
	struct tst_io_uring r = {.fd = -1};
	struct io_uring_cqe cqe = {0};

	SAFE_IO_URING_INIT(4, &p, &r);
	ring_queue(&r, &(struct io_uring_sqe){.opcode = IORING_OP_NOP, .user_data = 77});
	if (!SAFE_FORK()) {
		TST_EXP_FAIL(enter(r.fd, 1, 0, 0, NULL, 0), EEXIST,
			     "io_uring_enter() from a child, IORING_SETUP_SINGLE_ISSUER ring");
		exit(0);
	}
	tst_reap_children();
	TST_EXP_VAL(enter(r.fd, 1, 1, IORING_ENTER_GETEVENTS, NULL, 0), 1,
		    "io_uring_enter() from the owner submits the NOP left queued");
	if (ring_reap(&r, &cqe) && cqe.user_data == 77 && !cqe.res)
		tst_res(TPASS, "the NOP completed once, from the owner");
	else
		tst_res(TFAIL, "completion user_data %llu res %d, expected 77, 0",
			(unsigned long long)cqe.user_data, cqe.res);
	SAFE_IO_URING_CLOSE(&r);
}

static void interrupted(void)
{
	pid_t me = getpid();

	if (!SAFE_FORK()) {
		TST_PROCESS_STATE_WAIT(me, 'S', 0);
		SAFE_KILL(me, SIGUSR1);
		exit(0);
	}
	TST_EXP_FAIL(enter(ring.fd, 0, 1, IORING_ENTER_GETEVENTS, NULL, 0), EINTR,
		     "io_uring_enter(wait 1) interrupted by a signal");
	tst_reap_children();
}

static void ext_arg_errors(void)
{
	struct __kernel_timespec ts = {0, 20000000};
	struct io_uring_getevents_arg arg = {.ts = (uintptr_t)&ts};
	struct timespec t0, t1;
	long long ms;

	TST_EXP_FAIL(enter(ring.fd, 0, 1, IORING_ENTER_GETEVENTS | IORING_ENTER_EXT_ARG, &arg,
			   7), EINVAL, "io_uring_enter(IORING_ENTER_EXT_ARG, argsz 7)");
	TST_EXP_FAIL(enter(ring.fd, 0, 1, IORING_ENTER_GETEVENTS | IORING_ENTER_EXT_ARG, bad,
			   sizeof(arg)), EFAULT,
		     "io_uring_enter(IORING_ENTER_EXT_ARG at a bad address)");
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t0);
	TST_EXP_FAIL(enter(ring.fd, 0, 1, IORING_ENTER_GETEVENTS | IORING_ENTER_EXT_ARG, &arg,
			   sizeof(arg)), ETIME, "io_uring_enter(wait 1, 20 ms timeout)");
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t1);
	ms = tst_timespec_diff_ms(t1, t0);
	TST_EXP_EXPR(ms >= 20, "the timeout expired after %lld ms (>= 20)", ms);
}

static void enter_errors(void)
{
	struct io_uring_params p = {.flags = IORING_SETUP_R_DISABLED};
	struct tst_io_uring r = {.fd = -1};
	sigset_t mask;

	sigemptyset(&mask);
	TST_EXP_FAIL(enter(ring.fd, 0, 1, IORING_ENTER_GETEVENTS, &mask, 4), EINVAL,
		     "io_uring_enter(signal set size 4)");
	TST_EXP_FAIL(enter(ring.fd, 0, 1, IORING_ENTER_GETEVENTS, bad, _NSIG / 8), EFAULT,
		     "io_uring_enter(signal set at a bad address)");
	SAFE_IO_URING_INIT(4, &p, &r);
	TST_EXP_FAIL(enter(r.fd, 0, 0, 0, NULL, 0), EBADFD,
		     "io_uring_enter(ring made with IORING_SETUP_R_DISABLED)");
	SAFE_IO_URING_CLOSE(&r);
	if (has_single_issuer)
		single_issuer();
	interrupted();
	if (has_ext_arg)
		ext_arg_errors();
}

static int reg(int fd, unsigned int op, const void *arg, unsigned int nr)
{
	return tst_syscall(__NR_io_uring_register, fd, op, arg, nr);
}

/* In a child: nobody has no CAP_IPC_LOCK, so its ring counts pinned pages. */
static void memlock_zero(void)
{
	struct io_uring_params p = {0};
	struct iovec iov = {buf, 4096};
	struct rlimit rl = {0, 0};
	int rfd;

	tst_become_nobody();
	rfd = tst_syscall(__NR_io_uring_setup, 4, &p);
	if (rfd < 0 && errno == EPERM && !access("/proc/sys/kernel/io_uring_disabled", F_OK)) {
		tst_res(TCONF, "io_uring is disabled for nobody (io_uring_disabled): no ENOMEM row");
		return;
	}
	if (rfd < 0)
		tst_brk(TBROK | TERRNO, "nobody: io_uring_setup()");
	SAFE_SETRLIMIT(RLIMIT_MEMLOCK, &rl);
	TST_EXP_FAIL(reg(rfd, IORING_REGISTER_BUFFERS, &iov, 1), ENOMEM,
		     "nobody: io_uring_register(a buffer, RLIMIT_MEMLOCK 0)");
	SAFE_CLOSE(rfd);
}

static void too_many_files(void)
{
	struct rlimit rl;
	int fds[3] = {pipefd[0], pipefd[1], pipefd[0]};

	SAFE_GETRLIMIT(RLIMIT_NOFILE, &rl);
	rl.rlim_cur = 2;
	SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
	TST_EXP_FAIL(reg(ring.fd, IORING_REGISTER_FILES, fds, 3), EMFILE,
		     "io_uring_register(3 files, RLIMIT_NOFILE 2)");
}

static void restricted(void)
{
	struct io_uring_params p = {.flags = IORING_SETUP_R_DISABLED};
	struct io_uring_restriction res = {.opcode = IORING_RESTRICTION_REGISTER_OP,
					   .register_op = IORING_REGISTER_ENABLE_RINGS};
	struct iovec iov = {buf, 64};
	struct tst_io_uring r = {.fd = -1};
	int rfd = SAFE_IO_URING_INIT(4, &p, &r);

	if (reg(rfd, IORING_REGISTER_RESTRICTIONS, &res, 1) ||
	    reg(rfd, IORING_REGISTER_ENABLE_RINGS, NULL, 0))
		tst_brk(TBROK | TERRNO, "io_uring_register(RESTRICTIONS, ENABLE_RINGS)");
	TST_EXP_FAIL(reg(rfd, IORING_REGISTER_BUFFERS, &iov, 1), EACCES,
		     "io_uring_register(BUFFERS) on a ring restricted to ENABLE_RINGS");
	SAFE_IO_URING_CLOSE(&r);
}

static void register_errors(void)
{
	int bad_files[2] = {pipefd[0], closed_fd}, ring_file[1] = {ring.fd};
	struct iovec empty = {buf, 0}, wrap = {(void *)(~0UL & ~4095UL), 4096};

	TST_EXP_FAIL(reg(ring.fd, IORING_REGISTER_FILES, bad_files, 2), EBADF,
		     "io_uring_register(FILES, a closed fd)");
	TST_EXP_FAIL(reg(ring.fd, IORING_REGISTER_FILES, ring_file, 1), EBADF,
		     "io_uring_register(FILES, the ring itself)");
	TST_EXP_FAIL(reg(ring.fd, IORING_REGISTER_BUFFERS, &empty, 0), EINVAL,
		     "io_uring_register(BUFFERS, nr_args 0)");
	TST_EXP_FAIL(reg(ring.fd, IORING_UNREGISTER_BUFFERS, &empty, 0), EINVAL,
		     "io_uring_register(UNREGISTER_BUFFERS, an argument)");
	TST_EXP_FAIL(reg(ring.fd, IORING_REGISTER_BUFFERS, &empty, 1), EFAULT,
		     "io_uring_register(BUFFERS, length 0)");
	if (sizeof(void *) == 4)	/* widened to 64 bits by the compat layer, it does not */
		tst_res(TCONF, "a 32-bit iovec's end cannot wrap around: no EOVERFLOW row");
	else
		TST_EXP_FAIL(reg(ring.fd, IORING_REGISTER_BUFFERS, &wrap, 1), EOVERFLOW,
			     "io_uring_register(BUFFERS, end wraps around)");
	TST_EXP_FAIL(reg(ring.fd, IORING_UNREGISTER_FILES, NULL, 0), ENXIO,
		     "io_uring_register(UNREGISTER_FILES): no file left registered");
	TST_EXP_FAIL(reg(ring.fd, IORING_UNREGISTER_BUFFERS, NULL, 0), ENXIO,
		     "io_uring_register(UNREGISTER_BUFFERS): no buffer left registered");
	if (!SAFE_FORK()) {
		too_many_files();
		exit(0);
	}
	if (!SAFE_FORK()) {
		memlock_zero();
		exit(0);
	}
	tst_reap_children();
	restricted();
}

static void run(void)
{
	setup_errors();
	enter_errors();
	register_errors();
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};
	struct io_uring_params p = {.flags = IORING_SETUP_SINGLE_ISSUER};
	int tmp[2], rfd;

	io_uring_probe();
	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	rfd = tst_syscall(__NR_io_uring_setup, 1, &p);
	has_single_issuer = rfd >= 0;
	if (rfd > 2)
		SAFE_CLOSE(rfd);
	else if (errno != EINVAL)
		tst_brk(TBROK | TERRNO, "io_uring_setup(IORING_SETUP_SINGLE_ISSUER) probe");
	if (!has_single_issuer)
		tst_res(TCONF, "no IORING_SETUP_SINGLE_ISSUER (before 6.0): no EEXIST row");
	memset(&p, 0, sizeof(p));
	SAFE_IO_URING_INIT(4, &p, &ring);
	has_ext_arg = !!(p.features & IORING_FEAT_EXT_ARG);
	if (!has_ext_arg)
		tst_res(TCONF, "no IORING_FEAT_EXT_ARG (before 5.11): no EXT_ARG rows");
	bad = tst_get_bad_addr(NULL);
	buf = SAFE_MMAP(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	SAFE_PIPE(pipefd);
	SAFE_PIPE(tmp);
	closed_fd = tmp[0];
	SAFE_CLOSE(tmp[0]);
	SAFE_CLOSE(tmp[1]);
}

static void cleanup(void)
{
	if (ring.fd >= 0)
		SAFE_IO_URING_CLOSE(&ring);
	if (pipefd[0] > 0) {
		SAFE_CLOSE(pipefd[0]);
		SAFE_CLOSE(pipefd[1]);
	}
	if (buf)
		SAFE_MUNMAP(buf, 4096);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
