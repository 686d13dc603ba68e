// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The Linux AIO system calls, raw (man 2 io_setup, io_submit, io_getevents, io_destroy,
 * io_cancel; io_pgetevents), checked through the file and the returned events:
 * - io_setup() fills a nonzero context; /proc/sys/fs/aio-nr grows while it exists;
 * - io_submit() of two IOCB_CMD_PWRITEs returns 2 and writes the data at their offsets
 *   (read back with pread); io_getevents() returns one event per iocb with its aio_data,
 *   the iocb's address in obj and the byte count in res;
 * - IOCB_CMD_PREAD and IOCB_CMD_PREADV read the file into the buffers;
 * - IOCB_CMD_FSYNC completes with res 0;
 * - io_getevents() with min_nr 1 and a 50 ms timeout and nothing pending returns 0 after
 *   at least 50 ms; io_pgetevents() with a signal mask returns a completed event;
 * - io_cancel() of a request that already completed fails with EINVAL (the event was
 *   already delivered); of an iocb never submitted likewise;
 * - io_destroy() makes the context unusable: io_submit() on it fails with EINVAL.
 */

#include <sys/uio.h>
#include "tst_safe_file_ops.h"
#include "tst_safe_clocks.h"
#include "tst_timer.h"
#include "tst_safe_prw.h"
#include "aio.h"

static int fd = -1;

static void expect_event(struct io_event *ev, struct iocb *cb, long res, const char *what)
{
	if (ev->data == cb->aio_data && ev->obj == (uintptr_t)cb && ev->res == res)
		tst_res(TPASS, "%s: event data 0x%llx, res %ld", what,
			(unsigned long long)ev->data, res);
	else
		tst_res(TFAIL, "%s: event data 0x%llx obj 0x%llx res %lld, expected 0x%llx, %p, %ld",
			what, (unsigned long long)ev->data, (unsigned long long)ev->obj,
			(long long)ev->res, (unsigned long long)cb->aio_data, (void *)cb, res);
}

static void run(void)
{
	aio_context_t ctx = 0;
	struct iocb w1, w2, r, rv, fs, *list[2];
	struct io_event ev[2];
	struct iovec iov[2];
	struct timespec ts, t0, t1;
	char a[8] = "", b[8] = "", buf[16] = "";
	long nr_before, nr_during;
	struct aio_sigset sig;
	sigset_t mask;
	long long ms;

	SAFE_FILE_SCANF("/proc/sys/fs/aio-nr", "%ld", &nr_before);
	TST_EXP_PASS(tst_syscall(__NR_io_setup, 16, &ctx), "io_setup(16)");
	if (!ctx) {
		tst_res(TFAIL, "io_setup() left the context 0");
		return;
	}
	SAFE_FILE_SCANF("/proc/sys/fs/aio-nr", "%ld", &nr_during);
	TST_EXP_EXPR(nr_during > nr_before, "aio-nr grew from %ld to %ld", nr_before, nr_during);

	aio_prep(&w1, fd, IOCB_CMD_PWRITE, "hello", 5, 0, 0x11);
	aio_prep(&w2, fd, IOCB_CMD_PWRITE, "world", 5, 4096, 0x22);
	list[0] = &w1;
	list[1] = &w2;
	TST_EXP_VAL(tst_syscall(__NR_io_submit, ctx, (long)2, list), 2, "io_submit(2 writes)");
	TST_EXP_VAL(tst_syscall(__NR_io_getevents, ctx, (long)2, (long)2, ev, NULL), 2,
		    "io_getevents(2, 2)");
	expect_event(ev[0].data == 0x11 ? &ev[0] : &ev[1], &w1, 5, "write at 0");
	expect_event(ev[0].data == 0x22 ? &ev[0] : &ev[1], &w2, 5, "write at 4096");
	SAFE_PREAD(1, fd, a, 5, 0);
	SAFE_PREAD(1, fd, b, 5, 4096);
	TST_EXP_EXPR(!strcmp(a, "hello") && !strcmp(b, "world"), "the file holds the data");

	aio_prep(&r, fd, IOCB_CMD_PREAD, buf, 5, 4096, 0x33);
	list[0] = &r;
	TST_EXP_VAL(tst_syscall(__NR_io_submit, ctx, (long)1, list), 1, "io_submit(read)");
	TST_EXP_VAL(tst_syscall(__NR_io_getevents, ctx, (long)1, (long)1, ev, NULL), 1, "io_getevents()");
	expect_event(&ev[0], &r, 5, "read at 4096");
	TST_EXP_EQ_STR(buf, "world");

	memset(a, 0, sizeof(a));
	memset(b, 0, sizeof(b));
	iov[0] = (struct iovec){a, 2};
	iov[1] = (struct iovec){b, 3};
	aio_prep(&rv, fd, IOCB_CMD_PREADV, iov, 2, 0, 0x44);
	aio_prep(&fs, fd, IOCB_CMD_FSYNC, NULL, 0, 0, 0x55);
	list[0] = &rv;
	list[1] = &fs;
	TST_EXP_VAL(tst_syscall(__NR_io_submit, ctx, (long)2, list), 2, "io_submit(readv, fsync)");
	sigemptyset(&mask);
	sig = (struct aio_sigset){&mask, _NSIG / 8};
	TST_EXP_VAL(tst_syscall(__NR_io_pgetevents, ctx, (long)2, (long)2, ev, NULL, &sig), 2,
		    "io_pgetevents(2, 2)");
	expect_event(ev[0].data == 0x44 ? &ev[0] : &ev[1], &rv, 5, "readv");
	expect_event(ev[0].data == 0x55 ? &ev[0] : &ev[1], &fs, 0, "fsync");
	TST_EXP_EXPR(!strcmp(a, "he") && !strcmp(b, "llo"), "readv filled 'he' and 'llo'");

	ts = (struct timespec){0, 50000000};
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t0);
	TEST(tst_syscall(__NR_io_getevents, ctx, (long)1, (long)1, ev, &ts));
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t1);
	ms = tst_timespec_diff_ms(t1, t0);
	if (TST_RET == 0 && ms >= 50)
		tst_res(TPASS, "io_getevents() with nothing pending returned 0 after %lld ms", ms);
	else
		tst_res(TFAIL | TTERRNO, "io_getevents(50 ms) returned %ld after %lld ms",
			TST_RET, ms);

	TST_EXP_FAIL(tst_syscall(__NR_io_cancel, ctx, &r, ev), EINVAL,
		     "io_cancel() of a completed request");

	TST_EXP_PASS(tst_syscall(__NR_io_destroy, ctx), "io_destroy()");
	list[0] = &r;
	TST_EXP_FAIL(tst_syscall(__NR_io_submit, ctx, (long)1, list), EINVAL,
		     "io_submit() on the destroyed context");
}

static void setup(void)
{
	fd = SAFE_OPEN("file", O_CREAT | O_RDWR | O_TRUNC, 0600);
}

static void cleanup(void)
{
	if (fd > 0)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
