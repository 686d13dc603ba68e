// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Linux AIO with O_DIRECT (man 2 io_submit, io_getevents) on a file of a filesystem made
 * on the test's loop device, for each supported filesystem except tmpfs and FUSE ones
 * (O_DIRECT) and vfat and exfat (files below 4 GiB), with 4 KiB-aligned buffers, offsets
 * and lengths:
 * - io_submit() of two IOCB_CMD_PWRITEs (8 KiB at 0, 4 KiB at 4 GiB, past 2^32) returns
 *   2; io_getevents() returns an event per iocb with its data and res 8192 and 4096;
 *   after fsync() a second descriptor without O_DIRECT reads both back, and the file is
 *   4 GiB + 4 KiB long;
 * - data written through the page cache and fsync()ed is what IOCB_CMD_PREADs read
 *   (4 KiB at 4096 and at 4 GiB), events res 4096; a PREAD of 8 KiB at 4 GiB, 4 KiB
 *   before the end of the file, gets the 4 KiB that exist (res 4096).
 */

#include <stdlib.h>
#include "tst_safe_prw.h"
#include "aio.h"

#define MNT "mntpoint"
#define FILE_PATH MNT "/aio_file"
#define BLK 4096
#define FAR (4LL << 30)

static char *wbuf, *rbuf, *back;
static int dfd = -1, bfd = -1;
static aio_context_t ctx;

static void fill(char *buf, size_t len, int seed)
{
	size_t i;

	for (i = 0; i < len; i++)
		buf[i] = seed + i % 253;
}

/* Submit n iocbs and collect their n events; 0 when the submission did not take them. */
static int submit_all(struct iocb **list, long n, struct io_event *ev, const char *what)
{
	struct timespec ts = {30, 0};

	TST_EXP_VAL(tst_syscall(__NR_io_submit, ctx, n, list), n, "io_submit(%s)", what);
	if (!TST_PASS)
		return 0;
	TST_EXP_VAL(tst_syscall(__NR_io_getevents, ctx, n, n, ev, &ts), n, "io_getevents(%ld)",
		    n);
	return TST_PASS;
}

static void expect_event(struct io_event *ev, int n, uint64_t data, long long res)
{
	int i;

	for (i = 0; i < n; i++) {
		if (ev[i].data != data)
			continue;
		if (ev[i].res == res)
			tst_res(TPASS, "event 0x%llx: res %lld", (unsigned long long)data, res);
		else
			tst_res(TFAIL, "event 0x%llx: res %lld, expected %lld",
				(unsigned long long)data, (long long)ev[i].res, res);
		return;
	}
	tst_res(TFAIL, "no event with data 0x%llx", (unsigned long long)data);
}

static void direct_writes(void)
{
	struct iocb w1, w2, *list[2] = {&w1, &w2};
	struct io_event ev[2];
	struct stat st;

	fill(wbuf, 3 * BLK, 'a');
	aio_prep(&w1, dfd, IOCB_CMD_PWRITE, wbuf, 2 * BLK, 0, 1);
	aio_prep(&w2, dfd, IOCB_CMD_PWRITE, wbuf + 2 * BLK, BLK, FAR, 2);
	if (!submit_all(list, 2, ev, "2 O_DIRECT writes"))
		return;
	expect_event(ev, 2, 1, 2 * BLK);
	expect_event(ev, 2, 2, BLK);
	SAFE_FSYNC(dfd);
	SAFE_PREAD(1, bfd, back, 2 * BLK, 0);
	SAFE_PREAD(1, bfd, back + 2 * BLK, BLK, FAR);
	TST_EXP_EXPR(!memcmp(back, wbuf, 3 * BLK), "a buffered read gets the written bytes");
	SAFE_FSTAT(bfd, &st);
	TST_EXP_EQ_LI(st.st_size, FAR + BLK);
}

static void direct_reads(void)
{
	struct iocb r1, r2, r3, *list[3] = {&r1, &r2, &r3};
	struct io_event ev[3];

	fill(wbuf, 2 * BLK, 'A');
	SAFE_PWRITE(1, bfd, wbuf, BLK, BLK);
	SAFE_PWRITE(1, bfd, wbuf + BLK, BLK, FAR);
	SAFE_FSYNC(bfd);
	memset(rbuf, 0, 4 * BLK);
	aio_prep(&r1, dfd, IOCB_CMD_PREAD, rbuf, BLK, BLK, 3);
	aio_prep(&r2, dfd, IOCB_CMD_PREAD, rbuf + BLK, BLK, FAR, 4);
	aio_prep(&r3, dfd, IOCB_CMD_PREAD, rbuf + 2 * BLK, 2 * BLK, FAR, 5);
	if (!submit_all(list, 3, ev, "3 O_DIRECT reads"))
		return;
	expect_event(ev, 3, 3, BLK);
	expect_event(ev, 3, 4, BLK);
	expect_event(ev, 3, 5, BLK);
	TST_EXP_EXPR(!memcmp(rbuf, wbuf, 2 * BLK) && !memcmp(rbuf + 2 * BLK, wbuf + BLK, BLK),
		     "the O_DIRECT reads got the bytes written through the page cache");
}

static void run(void)
{
	dfd = SAFE_OPEN(FILE_PATH, O_RDWR | O_CREAT | O_TRUNC | O_DIRECT, 0600);
	bfd = SAFE_OPEN(FILE_PATH, O_RDWR);
	if (tst_syscall(__NR_io_setup, 8, &ctx))
		tst_brk(TBROK | TERRNO, "io_setup()");
	direct_writes();
	direct_reads();
	tst_syscall(__NR_io_destroy, ctx);
	ctx = 0;
	SAFE_CLOSE(dfd);
	SAFE_CLOSE(bfd);
	SAFE_UNLINK(FILE_PATH);
}

static void setup(void)
{
	wbuf = aligned_alloc(BLK, 4 * BLK);
	rbuf = aligned_alloc(BLK, 4 * BLK);
	back = malloc(4 * BLK);
	if (!wbuf || !rbuf || !back)
		tst_brk(TBROK, "out of memory");
}

static void cleanup(void)
{
	if (ctx)
		tst_syscall(__NR_io_destroy, ctx);
	if (dfd >= 0)
		SAFE_CLOSE(dfd);
	if (bfd >= 0)
		SAFE_CLOSE(bfd);
	free(wbuf);
	free(rbuf);
	free(back);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNT,
	.skip_filesystems = (const char *const []){"tmpfs", "fuse", "vfat", "exfat", NULL},
};
