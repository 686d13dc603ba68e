// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The newer loop-device ioctls of man 4 loop on a device only this test can bind
 * (ioctl_loop.h), checked through sysfs (/sys/block/loopN/...) and the data the device
 * reads (O_DIRECT):
 * - LOOP_CONFIGURE with block size 4096, offset 8 KiB, size limit 64 KiB and
 *   LO_FLAGS_READ_ONLY: backing_file, loop/offset, loop/sizelimit, ro 1,
 *   queue/logical_block_size 4096, size 128 sectors, the device reads the file at 8 KiB,
 *   LOOP_GET_STATUS64 reports LO_FLAGS_READ_ONLY;
 * - LOOP_CHANGE_FD of that read-only device to a second file of the same size:
 *   backing_file is the new file and the device reads its bytes at the same offset;
 * - LOOP_CONFIGURE with LO_FLAGS_DIRECT_IO: loop/dio 1; LOOP_SET_DIRECT_IO 0 and 1 turn
 *   loop/dio off and on (when the test directory's filesystem has O_DIRECT);
 * - LOOP_SET_BLOCK_SIZE 1024, 4096 and 512: queue/logical_block_size follows, the device
 *   still reads the file;
 * - LOOP_SET_CAPACITY after the file grew by 1 MiB: the size is unchanged before the
 *   call, 2048 sectors larger after it, and the device reads the new part of the file;
 * - LOOP_CONFIGURE with LO_FLAGS_PARTSCAN | LO_FLAGS_AUTOCLEAR of a file holding an MBR
 *   with one partition (start 8, 64 sectors): loop/partscan is 1, BLKRRPART rescans, and
 *   where the kernel reads MBRs (CONFIG_MSDOS_PARTITION) loopNp1 appears with that start
 *   and size; the last close detaches the device.
 */

#include "ioctl_loop.h"

#define IMG "img"
#define IMG2 "img2"
#define PART "part.img"
#define SIZE (1 << 20)

static struct loop_dev d = {.nr = -1, .fd = -1};
static int has_dio, msdos;

static int configure(const char *file, uint32_t block, uint64_t off, uint64_t limit,
		     uint32_t flags, const char *what)
{
	struct loop_config c = {.block_size = block};
	char name[160];

	c.info = (struct loop_info64){.lo_offset = off, .lo_sizelimit = limit, .lo_flags = flags};
	snprintf(name, sizeof(name), "LOOP_CONFIGURE(%s)", what);
	return loop_bind(&d, LOOP_CONFIGURE, &c, file, O_RDWR, name);
}

static void read_only_change_fd(void)
{
	struct loop_info64 info = {0};
	int fd;

	if (!configure(IMG, 4096, 8192, 65536, LO_FLAGS_READ_ONLY,
		       "block 4096, offset 8 KiB, limit 64 KiB, LO_FLAGS_READ_ONLY"))
		return;
	TST_EXP_EQ_LI(loop_sys_ll(&d, "loop/offset"), 8192);
	TST_EXP_EQ_LI(loop_sys_ll(&d, "loop/sizelimit"), 65536);
	TST_EXP_EQ_LI(loop_sys_ll(&d, "ro"), 1);
	TST_EXP_EQ_LI(loop_sys_ll(&d, "queue/logical_block_size"), 4096);
	TST_EXP_EQ_LI(loop_sys_ll(&d, "size"), 128);
	TST_EXP_EXPR(loop_shows(&d, IMG, 8192), "the device reads %s at 8 KiB", IMG);
	if (loop_ioctl(&d, LOOP_GET_STATUS64, (unsigned long)&info))
		tst_brk(TBROK | TERRNO, "LOOP_GET_STATUS64");
	TST_EXP_EXPR(info.lo_flags & LO_FLAGS_READ_ONLY, "LO_FLAGS_READ_ONLY (flags 0x%x)",
		     info.lo_flags);

	fd = SAFE_OPEN(IMG2, O_RDONLY);
	TST_EXP_PASS(loop_ioctl(&d, LOOP_CHANGE_FD, fd), "LOOP_CHANGE_FD(%s)", IMG2);
	SAFE_CLOSE(fd);
	TST_EXP_EXPR(loop_backed_by(&d, IMG2), "loop/backing_file is %s", IMG2);
	TST_EXP_EXPR(loop_shows(&d, IMG2, 8192), "the device reads %s at 8 KiB", IMG2);
	loop_unbind(&d, IMG2);
}

static void blocks_dio_capacity(void)
{
	static const int sizes[] = {1024, 4096, 512};
	unsigned int i;
	long long size;
	int fd;

	if (!configure(IMG, 0, 0, 0, has_dio ? LO_FLAGS_DIRECT_IO : 0,
		       has_dio ? "LO_FLAGS_DIRECT_IO" : "no flags"))
		return;
	if (has_dio) {
		TST_EXP_EQ_LI(loop_sys_ll(&d, "loop/dio"), 1);
		TST_EXP_PASS(loop_ioctl(&d, LOOP_SET_DIRECT_IO, 0), "LOOP_SET_DIRECT_IO(0)");
		TST_EXP_EQ_LI(loop_sys_ll(&d, "loop/dio"), 0);
		TST_EXP_PASS(loop_ioctl(&d, LOOP_SET_DIRECT_IO, 1), "LOOP_SET_DIRECT_IO(1)");
		TST_EXP_EQ_LI(loop_sys_ll(&d, "loop/dio"), 1);
		TST_EXP_EXPR(loop_shows(&d, IMG, 0), "the device reads %s with direct I/O", IMG);
	}
	for (i = 0; i < ARRAY_SIZE(sizes); i++) {
		TST_EXP_PASS(loop_ioctl(&d, LOOP_SET_BLOCK_SIZE, sizes[i]),
			     "LOOP_SET_BLOCK_SIZE(%d)", sizes[i]);
		TST_EXP_EQ_LI(loop_sys_ll(&d, "queue/logical_block_size"), sizes[i]);
	}
	TST_EXP_EXPR(loop_shows(&d, IMG, 0), "the device still reads %s", IMG);

	size = loop_sys_ll(&d, "size");
	TST_EXP_EQ_LI(size, SIZE / 512);
	fd = SAFE_OPEN(IMG, O_RDWR);
	SAFE_FTRUNCATE(fd, 2 * SIZE);
	SAFE_PWRITE(1, fd, "grown!", 6, SIZE);
	SAFE_FSYNC(fd);
	SAFE_CLOSE(fd);
	TST_EXP_EQ_LI(loop_sys_ll(&d, "size"), size);
	TST_EXP_PASS(loop_ioctl(&d, LOOP_SET_CAPACITY, 0), "LOOP_SET_CAPACITY");
	TST_EXP_EQ_LI(loop_sys_ll(&d, "size"), size + SIZE / 512);
	{
		char *buf = aligned_alloc(LOOP_BLK, LOOP_BLK);

		if (!buf)
			tst_brk(TBROK, "out of memory");
		loop_dev_read(&d, SIZE, buf, LOOP_BLK);
		TST_EXP_EXPR(!memcmp(buf, "grown!", 6), "the device reads the grown part");
		free(buf);
	}
	loop_unbind(&d, IMG);
}

static void partitions_autoclear(void)
{
	if (!configure(PART, 0, 0, 0, LO_FLAGS_PARTSCAN | LO_FLAGS_AUTOCLEAR,
		       "LO_FLAGS_PARTSCAN | LO_FLAGS_AUTOCLEAR"))
		return;
	TST_EXP_EQ_LI(loop_sys_ll(&d, "loop/partscan"), 1);
	loop_check_partscan(&d, msdos);
	if (loop_close(&d, PART))
		tst_res(TPASS, "the last close detached the LO_FLAGS_AUTOCLEAR device");
	else
		tst_res(TFAIL, "the device is still backed by %s after its last close", PART);
}

static void run(void)
{
	loop_make_file(IMG, SIZE, 1);
	loop_make_file(IMG2, SIZE, 2);
	loop_make_part(PART, SIZE, 3);
	read_only_change_fd();
	blocks_dio_capacity();
	partitions_autoclear();
}

static void setup(void)
{
	loop_probe();
	msdos = loop_probe_msdos();
	loop_make_file(IMG, SIZE, 1);
	has_dio = loop_probe_dio(IMG, "no direct I/O rows");
}

static void cleanup(void)
{
	loop_release(&d);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.min_kver = "5.8",
};
