// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The generic block-device ioctls (linux/fs.h) on a loop device only this test can bind
 * (ioctl_loop.h), checked against sysfs and the backing file:
 * - BLKGETSIZE64 is the file's size (3 MiB), /sys/block/loopN/size times 512; after
 *   LOOP_SET_STATUS64 with a 1 MiB size limit it is 1 MiB;
 * - BLKSSZGET is queue/logical_block_size: 512, then 4096 after LOOP_SET_BLOCK_SIZE;
 * - BLKROGET is 0; after BLKROSET 1 it is 1, /sys/block/loopN/ro is 1 and a write to the
 *   device fails with EPERM, the file unchanged; after BLKROSET 0 it is 0 again and a
 *   written block reaches the file.
 */

#include "ioctl_loop.h"

#define IMG "img"
#define SIZE (3 << 20)

static struct loop_dev d = {.nr = -1, .fd = -1};
static char *buf;

static void sizes(void)
{
	struct loop_info64 info = {.lo_sizelimit = 1 << 20};
	uint64_t bytes = 0;
	int ssz = 0;

	TST_EXP_PASS(loop_ioctl(&d, BLKGETSIZE64, (unsigned long)&bytes), "BLKGETSIZE64");
	TST_EXP_EXPR(bytes == SIZE && loop_sys_ll(&d, "size") * 512 == SIZE,
		     "%llu bytes, sysfs %lld sectors (file: %d bytes)",
		     (unsigned long long)bytes, loop_sys_ll(&d, "size"), SIZE);
	if (loop_ioctl(&d, LOOP_SET_STATUS64, (unsigned long)&info))
		tst_brk(TBROK | TERRNO, "LOOP_SET_STATUS64(size limit 1 MiB)");
	bytes = 0;
	TST_EXP_PASS(loop_ioctl(&d, BLKGETSIZE64, (unsigned long)&bytes),
		     "BLKGETSIZE64, limit 1 MiB");
	TST_EXP_EQ_LU(bytes, 1 << 20);

	TST_EXP_PASS(loop_ioctl(&d, BLKSSZGET, (unsigned long)&ssz), "BLKSSZGET");
	TST_EXP_EXPR(ssz == 512 && loop_sys_ll(&d, "queue/logical_block_size") == 512,
		     "sector size %d, sysfs %lld (512)", ssz,
		     loop_sys_ll(&d, "queue/logical_block_size"));
	if (loop_ioctl(&d, LOOP_SET_BLOCK_SIZE, 4096))
		tst_brk(TBROK | TERRNO, "LOOP_SET_BLOCK_SIZE(4096)");
	ssz = 0;
	TST_EXP_PASS(loop_ioctl(&d, BLKSSZGET, (unsigned long)&ssz), "BLKSSZGET, block 4096");
	TST_EXP_EQ_LI(ssz, 4096);
}

static int ro_get(void)
{
	int ro = -1;

	TST_EXP_PASS(loop_ioctl(&d, BLKROGET, (unsigned long)&ro), "BLKROGET");
	return ro;
}

static void read_only(void)
{
	char back[16] = "";
	int fd;

	TST_EXP_EQ_LI(ro_get(), 0);
	TST_EXP_PASS(loop_ioctl(&d, BLKROSET, (unsigned long)&(int){1}), "BLKROSET(1)");
	TST_EXP_EQ_LI(ro_get(), 1);
	TST_EXP_EQ_LI(loop_sys_ll(&d, "ro"), 1);
	memset(buf, 'w', LOOP_BLK);
	TST_EXP_FAIL(pwrite(d.fd, buf, LOOP_BLK, 0), EPERM, "write to the BLKROSET device");
	TST_EXP_EXPR(loop_shows(&d, IMG, 0), "the file is unchanged");

	TST_EXP_PASS(loop_ioctl(&d, BLKROSET, (unsigned long)&(int){0}), "BLKROSET(0)");
	TST_EXP_EQ_LI(ro_get(), 0);
	TST_EXP_EQ_LI(loop_sys_ll(&d, "ro"), 0);
	TST_EXP_VAL(pwrite(d.fd, buf, LOOP_BLK, 0), LOOP_BLK, "write to the writable device");
	SAFE_FSYNC(d.fd);
	fd = SAFE_OPEN(IMG, O_RDONLY);
	SAFE_PREAD(1, fd, back, sizeof(back), 0);
	SAFE_CLOSE(fd);
	TST_EXP_EXPR(!memcmp(back, buf, sizeof(back)), "the block reached the file");
}

static void run(void)
{
	loop_make_file(IMG, SIZE, 1);
	loop_setup_bind(&d, IMG, O_RDWR);
	sizes();
	read_only();
	loop_unbind(&d, IMG);
}

static void setup(void)
{
	loop_probe();
	buf = aligned_alloc(LOOP_BLK, LOOP_BLK);
	if (!buf)
		tst_brk(TBROK, "out of memory");
}

static void cleanup(void)
{
	loop_release(&d);
	free(buf);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
