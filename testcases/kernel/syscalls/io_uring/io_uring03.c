// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * io_uring_setup(2) with IORING_SETUP_SQPOLL (man 2 io_uring_setup): a kernel thread polls
 * the submission queue, so a request completes without any io_uring_enter() call:
 * - a poller with nothing to do sleeps (IORING_SQ_NEED_WAKEUP) until a NOP and, if it
 *   sleeps, io_uring_enter(IORING_ENTER_SQ_WAKEUP) give it work; it then stays awake for
 *   sq_thread_idle (10 s), IORING_SQ_NEED_WAKEUP clear;
 * - a WRITEV put on the submission queue then (tail published) completes with the byte
 *   count and its user_data, the completion appearing in the completion queue while the
 *   test only reads memory; the file then holds the bytes (read back with pread);
 * - the poller, once it has run, is a thread of this process ("iou-sqp-PID" in
 *   /proc/self/task, from Linux 5.12; older kernels poll from a kernel thread of their
 *   own, not counted).
 * TCONF when io_uring is missing or disabled (/proc/sys/kernel/io_uring_disabled), decided
 * by a probe in setup.
 */

#include <dirent.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "tst_safe_io_uring.h"
#include "tst_safe_prw.h"
#include "tst_safe_file_ops.h"
#include "tst_timer.h"
#include "io_uring_ring.h"

#define WAIT_MS 10000

static struct tst_io_uring ring = {.fd = -1};
static int fd = -1;

static int poller_threads(void)
{
	char path[300], comm[64], want[64];
	struct dirent *d;
	DIR *dir = SAFE_OPENDIR("/proc/self/task");
	int n = 0;

	snprintf(want, sizeof(want), "iou-sqp-%d", getpid());
	while ((d = SAFE_READDIR(dir))) {
		if (d->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "/proc/self/task/%s/comm", d->d_name);
		if (FILE_SCANF(path, "%63s", comm) == 0 && !strcmp(comm, want))
			n++;
	}
	SAFE_CLOSEDIR(dir);
	return n;
}

/* Poll the completion queue for up to WAIT_MS: the milliseconds taken, or -1. */
static int wait_cqe(struct io_uring_cqe *cqe)
{
	int ms;

	for (ms = 0; ms < WAIT_MS; ms++) {
		if (ring_reap(&ring, cqe))
			return ms;
		usleep(1000);
	}
	return -1;
}

static void run(void)
{
	char a[8] = "sqpoll!", back[8] = "";
	struct iovec w = {a, 7};
	struct io_uring_cqe cqe;
	int ms;

	/* A poller with nothing to do sleeps at once: a NOP, and a wake-up if needed. */
	ring_queue(&ring, &(struct io_uring_sqe){.opcode = IORING_OP_NOP, .user_data = 1});
	if (__atomic_load_n(ring.sqr_flags, __ATOMIC_ACQUIRE) & IORING_SQ_NEED_WAKEUP)
		SAFE_IO_URING_ENTER(0, ring.fd, 0, 0, IORING_ENTER_SQ_WAKEUP, NULL);
	if (wait_cqe(&cqe) < 0 || cqe.user_data != 1)
		tst_brk(TBROK, "the NOP that wakes the poller did not complete");

	/* Busy, the poller stays awake for sq_thread_idle: no io_uring_enter() from here. */
	TST_EXP_EQ_LU(__atomic_load_n(ring.sqr_flags, __ATOMIC_ACQUIRE) &
		      IORING_SQ_NEED_WAKEUP, 0);
	ring_queue(&ring, &(struct io_uring_sqe){.opcode = IORING_OP_WRITEV, .fd = fd,
						 .off = 10, .addr = (uintptr_t)&w, .len = 1,
						 .user_data = 0x5109});
	ms = wait_cqe(&cqe);
	if (ms < 0) {
		tst_res(TFAIL, "no completion within %d ms without io_uring_enter()", WAIT_MS);
		return;
	}
	if (cqe.user_data == 0x5109 && cqe.res == 7)
		tst_res(TPASS, "the WRITEV completed (res 7) without io_uring_enter(), ~%d ms", ms);
	else
		tst_res(TFAIL, "completion user_data 0x%llx res %d, expected 0x5109, 7",
			(unsigned long long)cqe.user_data, cqe.res);
	SAFE_PREAD(1, fd, back, 7, 10);
	TST_EXP_EQ_STR(back, "sqpoll!");
	SAFE_FTRUNCATE(fd, 0);
	/* The poller has run by now, and named itself. */
	if (tst_kvercmp(5, 12, 0) >= 0)
		TST_EXP_EQ_LI(poller_threads(), 1);
}

static void setup(void)
{
	struct io_uring_params p;

	io_uring_probe();
	fd = SAFE_OPEN("file", O_CREAT | O_RDWR | O_TRUNC, 0600);
	p = (struct io_uring_params){.flags = IORING_SETUP_SQPOLL, .sq_thread_idle = WAIT_MS};
	SAFE_IO_URING_INIT(4, &p, &ring);
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
	.needs_root = 1,
	.needs_tmpdir = 1,
};
