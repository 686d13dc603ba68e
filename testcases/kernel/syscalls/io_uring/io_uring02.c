// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The io_uring system calls, raw, fail with these errors (the kernel's; man-pages has no
 * io_uring pages here):
 * - io_uring_setup(): EFAULT: params outside the address space; EINVAL: 0 entries; more
 *   than 32768 entries without IORING_SETUP_CLAMP; an unknown flag; a nonzero reserved
 *   field;
 * - io_uring_enter(): EBADF: a closed descriptor; EOPNOTSUPP: a pipe, not a ring; EINVAL:
 *   an unknown flag;
 * - io_uring_register(): EBADF: a closed descriptor; EOPNOTSUPP: a pipe; EINVAL: opcode
 *   9999; EBUSY: IORING_REGISTER_BUFFERS while buffers are registered; EFAULT: the iovec
 *   array outside the address space.
 * No failed io_uring_setup() leaves a descriptor behind; the ring still works after the
 * failures (a NOP completes).
 * TCONF when io_uring is missing or disabled, decided by a probe in setup.
 */

#include <sys/mman.h>
#include "tst_test.h"
#include "tst_safe_io_uring.h"
#include "io_uring_ring.h"
#include "tst_safe_file_ops.h"
#include "tst_fd_limit.h"

static struct tst_io_uring ring = {.fd = -1};
static int pipefd[2] = {-1, -1}, closed_fd;
static void *bad;

static void setup_errors(void)
{
	struct io_uring_params p;
	int before = tst_lowest_free_fd();

	TST_EXP_FAIL2(tst_syscall(__NR_io_uring_setup, 4, bad), EFAULT,
		      "io_uring_setup(params at a bad address)");
	memset(&p, 0, sizeof(p));
	TST_EXP_FAIL2(tst_syscall(__NR_io_uring_setup, 0, &p), EINVAL, "io_uring_setup(0)");
	memset(&p, 0, sizeof(p));
	TST_EXP_FAIL2(tst_syscall(__NR_io_uring_setup, 32769, &p), EINVAL,
		      "io_uring_setup(32769)");
	memset(&p, 0, sizeof(p));
	p.flags = 1U << 31;
	TST_EXP_FAIL2(tst_syscall(__NR_io_uring_setup, 4, &p), EINVAL,
		      "io_uring_setup(flag 1 << 31)");
	memset(&p, 0, sizeof(p));
	p.resv[0] = 1;
	TST_EXP_FAIL2(tst_syscall(__NR_io_uring_setup, 4, &p), EINVAL,
		      "io_uring_setup(resv[0] = 1)");
	if (tst_lowest_free_fd() != before)
		tst_res(TFAIL, "a failed io_uring_setup() left a descriptor");
}

static void enter_errors(void)
{
	TST_EXP_FAIL(tst_syscall(__NR_io_uring_enter, closed_fd, 0, 0, 0, NULL, 0), EBADF,
		     "io_uring_enter(closed fd)");
	TST_EXP_FAIL(tst_syscall(__NR_io_uring_enter, pipefd[0], 0, 0, 0, NULL, 0), EOPNOTSUPP,
		     "io_uring_enter(pipe)");
	TST_EXP_FAIL(tst_syscall(__NR_io_uring_enter, ring.fd, 0, 0, 1U << 31, NULL, 0), EINVAL,
		     "io_uring_enter(flag 1 << 31)");
}

static void register_errors(void)
{
	/* Anonymous memory: kernels before 6.2 refuse to pin file-backed pages (EOPNOTSUPP). */
	char *buf = SAFE_MMAP(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			      -1, 0);
	struct iovec iov = {buf, 64};

	TST_EXP_FAIL(tst_syscall(__NR_io_uring_register, closed_fd, IORING_REGISTER_BUFFERS,
				 &iov, 1), EBADF, "io_uring_register(closed fd)");
	TST_EXP_FAIL(tst_syscall(__NR_io_uring_register, pipefd[0], IORING_REGISTER_BUFFERS,
				 &iov, 1), EOPNOTSUPP, "io_uring_register(pipe)");
	TST_EXP_FAIL(tst_syscall(__NR_io_uring_register, ring.fd, 9999, NULL, 0), EINVAL,
		     "io_uring_register(opcode 9999)");
	TST_EXP_FAIL(tst_syscall(__NR_io_uring_register, ring.fd, IORING_REGISTER_BUFFERS,
				 bad, 1), EFAULT, "io_uring_register(iovecs at a bad address)");
	if (tst_syscall(__NR_io_uring_register, ring.fd, IORING_REGISTER_BUFFERS, &iov, 1))
		tst_brk(TBROK | TERRNO, "io_uring_register(IORING_REGISTER_BUFFERS)");
	TST_EXP_FAIL(tst_syscall(__NR_io_uring_register, ring.fd, IORING_REGISTER_BUFFERS,
				 &iov, 1), EBUSY, "io_uring_register(buffers registered twice)");
	if (tst_syscall(__NR_io_uring_register, ring.fd, IORING_UNREGISTER_BUFFERS, NULL, 0))
		tst_brk(TBROK | TERRNO, "io_uring_register(IORING_UNREGISTER_BUFFERS)");
	SAFE_MUNMAP(buf, 4096);
}

static void ring_still_works(void)
{
	unsigned int tail = *ring.sqr_tail, i = tail & *ring.sqr_mask, head;

	ring.sqr_entries[i] = (struct io_uring_sqe){.opcode = IORING_OP_NOP, .user_data = 42};
	ring.sqr_array[i] = i;
	__atomic_store_n(ring.sqr_tail, tail + 1, __ATOMIC_RELEASE);
	SAFE_IO_URING_ENTER(1, ring.fd, 1, 1, IORING_ENTER_GETEVENTS, NULL);
	head = *ring.cqr_head;
	if (head != *ring.cqr_tail && ring.cqr_entries[head & *ring.cqr_mask].user_data == 42)
		tst_res(TPASS, "the ring still completes a NOP");
	else
		tst_res(TFAIL, "the ring did not complete the NOP");
	*ring.cqr_head = head + 1;
}

static void run(void)
{
	setup_errors();
	enter_errors();
	register_errors();
	ring_still_works();
}

static void setup(void)
{
	struct io_uring_params p = {0};
	int tmp[2];

	io_uring_probe();
	SAFE_IO_URING_INIT(4, &p, &ring);
	bad = tst_get_bad_addr(NULL);
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
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
};
