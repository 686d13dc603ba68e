// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * io_uring_setup(2), io_uring_enter(2) and io_uring_register(2), raw, driving the rings by
 * hand (man 7 io_uring), each request checked through its completion and its effect:
 * - io_uring_setup(4) returns an io_uring descriptor (its /proc/self/fd link) and fills
 *   the parameters: 4 submission and 8 completion entries, the ring offsets;
 * - NOP completes with res 0 and the user_data given;
 * - WRITEV writes two iovecs at an offset (read back with pread), READV reads them back;
 * - io_uring_register(IORING_REGISTER_BUFFERS) then READ_FIXED reads into the registered
 *   buffer; IORING_REGISTER_FILES then a READV with IOSQE_FIXED_FILE and index 0 reads the
 *   registered file;
 * - linked requests (IOSQE_IO_LINK): a WRITEV then a READV of the same bytes submitted
 *   together complete in order and the read sees the written data;
 * - TIMEOUT of 50 ms completes with -ETIME after at least 50 ms.
 * TCONF when io_uring is missing or disabled (/proc/sys/kernel/io_uring_disabled), decided
 * by a probe in setup.
 */

#include <sys/mman.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "tst_safe_io_uring.h"
#include "io_uring_ring.h"
#include "tst_safe_prw.h"
#include "tst_safe_clocks.h"
#include "tst_timer.h"
#include "tst_safe_file_ops.h"

static struct tst_io_uring ring = {.fd = -1};
static int fd = -1;

static int enter(unsigned int submit, unsigned int wait)
{
	return tst_syscall(__NR_io_uring_enter, ring.fd, submit, wait,
			   wait ? IORING_ENTER_GETEVENTS : 0, NULL, 0);
}

static void queue(const struct io_uring_sqe *sqe)
{
	ring_queue(&ring, sqe);
}

/* The next completion, or 0 with a TFAIL when there is none. */
static int reap(struct io_uring_cqe *cqe)
{
	if (ring_reap(&ring, cqe))
		return 1;
	tst_res(TFAIL, "no completion queued");
	return 0;
}

static void expect_cqe(uint64_t data, int res, const char *what)
{
	struct io_uring_cqe cqe;

	if (!reap(&cqe))
		return;
	if (cqe.user_data == data && cqe.res == res)
		tst_res(TPASS, "%s: completion user_data %llu res %d", what,
			(unsigned long long)data, res);
	else
		tst_res(TFAIL, "%s: completion user_data %llu res %d, expected %llu, %d", what,
			(unsigned long long)cqe.user_data, cqe.res, (unsigned long long)data, res);
}

static void setup_call(void)
{
	struct io_uring_params p = {0};
	char path[64], link[64] = "";
	int rfd;

	rfd = TST_EXP_FD(tst_syscall(__NR_io_uring_setup, 4, &p), "io_uring_setup(4)");
	if (rfd < 0)
		return;
	snprintf(path, sizeof(path), "/proc/self/fd/%d", rfd);
	if (readlink(path, link, sizeof(link) - 1) < 0)
		tst_brk(TBROK | TERRNO, "readlink(%s)", path);
	TST_EXP_EQ_STR(link, "anon_inode:[io_uring]");
	TST_EXP_EXPR(p.sq_entries == 4 && p.cq_entries == 8 && p.sq_off.array && p.cq_off.cqes,
		     "params: %u SQ and %u CQ entries, ring offsets filled", p.sq_entries,
		     p.cq_entries);
	SAFE_CLOSE(rfd);
}

static void nop_rw(void)
{
	char a[4] = "abc", b[4] = "defg", ra[4] = "", rb[4] = "", back[8] = "";
	struct iovec w[2] = {{a, 3}, {b, 4}}, r[2] = {{ra, 3}, {rb, 4}};

	queue(&(struct io_uring_sqe){.opcode = IORING_OP_NOP, .user_data = 1});
	TST_EXP_VAL(enter(1, 1), 1, "io_uring_enter(NOP)");
	expect_cqe(1, 0, "NOP");

	queue(&(struct io_uring_sqe){.opcode = IORING_OP_WRITEV, .fd = fd, .off = 100,
				     .addr = (uintptr_t)w, .len = 2, .user_data = 2});
	TST_EXP_VAL(enter(1, 1), 1, "io_uring_enter(WRITEV)");
	expect_cqe(2, 7, "WRITEV");
	SAFE_PREAD(1, fd, back, 7, 100);
	TST_EXP_EXPR(!memcmp(back, "abcdefg", 7), "the file holds 'abcdefg' at 100");
	queue(&(struct io_uring_sqe){.opcode = IORING_OP_READV, .fd = fd, .off = 100,
				     .addr = (uintptr_t)r, .len = 2, .user_data = 3});
	TST_EXP_VAL(enter(1, 1), 1, "io_uring_enter(READV)");
	expect_cqe(3, 7, "READV");
	TST_EXP_EXPR(!memcmp(ra, "abc", 3) && !memcmp(rb, "defg", 4), "READV filled both iovecs");
}

static void registered(void)
{
	/* Anonymous memory: kernels before 6.2 refuse to pin file-backed pages (EOPNOTSUPP). */
	char *fixed = SAFE_MMAP(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
				-1, 0);
	struct iovec iov = {fixed, 64};
	char rb[8] = "";
	struct iovec r = {rb, 7};

	TST_EXP_PASS(tst_syscall(__NR_io_uring_register, ring.fd, IORING_REGISTER_BUFFERS,
				 &iov, 1), "io_uring_register(IORING_REGISTER_BUFFERS)");
	queue(&(struct io_uring_sqe){.opcode = IORING_OP_READ_FIXED, .fd = fd, .off = 100,
				     .addr = (uintptr_t)fixed, .len = 7, .buf_index = 0,
				     .user_data = 4});
	TST_EXP_VAL(enter(1, 1), 1, "io_uring_enter(READ_FIXED)");
	expect_cqe(4, 7, "READ_FIXED");
	TST_EXP_EXPR(!memcmp(fixed, "abcdefg", 7), "the registered buffer holds 'abcdefg'");

	TST_EXP_PASS(tst_syscall(__NR_io_uring_register, ring.fd, IORING_REGISTER_FILES, &fd, 1),
		     "io_uring_register(IORING_REGISTER_FILES)");
	queue(&(struct io_uring_sqe){.opcode = IORING_OP_READV, .flags = IOSQE_FIXED_FILE,
				     .fd = 0, .off = 100, .addr = (uintptr_t)&r, .len = 1,
				     .user_data = 5});
	TST_EXP_VAL(enter(1, 1), 1, "io_uring_enter(READV of fixed file 0)");
	expect_cqe(5, 7, "READV, IOSQE_FIXED_FILE");
	TST_EXP_EXPR(!memcmp(rb, "abcdefg", 7), "read the registered file");
	if (tst_syscall(__NR_io_uring_register, ring.fd, IORING_UNREGISTER_BUFFERS, NULL, 0) ||
	    tst_syscall(__NR_io_uring_register, ring.fd, IORING_UNREGISTER_FILES, NULL, 0))
		tst_brk(TBROK | TERRNO, "io_uring_register(IORING_UNREGISTER_*)");
	SAFE_MUNMAP(fixed, 4096);
}

static void linked_timeout(void)
{
	struct __kernel_timespec ts = {0, 50000000};
	struct timespec t0, t1;
	char out[4] = "xyz", in[4] = "";
	struct iovec w = {out, 3}, r = {in, 3};
	long long ms;

	queue(&(struct io_uring_sqe){.opcode = IORING_OP_WRITEV, .flags = IOSQE_IO_LINK,
				     .fd = fd, .off = 200, .addr = (uintptr_t)&w, .len = 1,
				     .user_data = 6});
	queue(&(struct io_uring_sqe){.opcode = IORING_OP_READV, .fd = fd, .off = 200,
				     .addr = (uintptr_t)&r, .len = 1, .user_data = 7});
	TST_EXP_VAL(enter(2, 2), 2, "io_uring_enter(linked WRITEV, READV)");
	expect_cqe(6, 3, "linked WRITEV");
	expect_cqe(7, 3, "linked READV");
	TST_EXP_EQ_STR(in, "xyz");

	queue(&(struct io_uring_sqe){.opcode = IORING_OP_TIMEOUT, .addr = (uintptr_t)&ts,
				     .len = 1, .user_data = 8});
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t0);
	TST_EXP_VAL(enter(1, 1), 1, "io_uring_enter(TIMEOUT 50 ms)");
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t1);
	ms = tst_timespec_diff_ms(t1, t0);
	TST_EXP_EXPR(ms >= 50, "the TIMEOUT completed after %lld ms", ms);
	expect_cqe(8, -ETIME, "TIMEOUT");
}

static void run(void)
{
	setup_call();
	nop_rw();
	registered();
	linked_timeout();
}

static void setup(void)
{
	struct io_uring_params p = {0};

	io_uring_probe();
	SAFE_IO_URING_INIT(8, &p, &ring);
	fd = SAFE_OPEN("file", O_CREAT | O_RDWR | O_TRUNC, 0600);
}

static void cleanup(void)
{
	if (ring.fd >= 0)
		SAFE_IO_URING_CLOSE(&ring);
	if (fd > 0)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
