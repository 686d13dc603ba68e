// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open(2) O_DIRECT on every filesystem. From the man page: "File I/O is done directly
 * to/from user-space buffers"; the flag is a file status flag (reported by F_GETFL); the
 * NOTES require buffers, lengths and offsets aligned to the logical block size, so the test
 * uses 4096-byte aligned buffers and offsets. Checked: data written through an O_DIRECT
 * descriptor is what a buffered descriptor reads, data written through a buffered
 * descriptor is what an O_DIRECT descriptor reads, and the offset moves by the amount done.
 * Every filesystem of the list supports O_DIRECT, tmpfs since Linux 6.6 (TCONF before,
 * decided by the kernel version): an open with O_DIRECT that fails is a failure.
 */

#include <stdlib.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "lapi/fcntl.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/file"
#define BLK 4096

static char *dbuf;

static void run(void)
{
	char plain[BLK];
	int dfd, fd, fl;

	dfd = TST_EXP_FD(open(FNAME, O_RDWR | O_CREAT | O_TRUNC | O_DIRECT, 0644),
			 "open(O_DIRECT)");
	if (dfd < 0)
		return;
	fl = SAFE_FCNTL(dfd, F_GETFL);
	TST_EXP_EXPR(fl & O_DIRECT, "F_GETFL reports O_DIRECT");

	memset(dbuf, 'd', BLK);
	TST_EXP_VAL(write(dfd, dbuf, BLK), BLK, "aligned O_DIRECT write()");
	TST_EXP_EQ_LI(lseek(dfd, 0, SEEK_CUR), BLK);

	fd = SAFE_OPEN(FNAME, O_RDWR);
	memset(plain, 0, BLK);
	SAFE_READ(1, fd, plain, BLK);
	if (memcmp(plain, dbuf, BLK))
		tst_res(TFAIL, "buffered read does not see the O_DIRECT write");
	else
		tst_res(TPASS, "buffered read sees the O_DIRECT write");

	memset(plain, 'b', BLK);
	SAFE_PWRITE(1, fd, plain, BLK, BLK);
	SAFE_FSYNC(fd);
	memset(dbuf, 0, BLK);
	TST_EXP_VAL(pread(dfd, dbuf, BLK, BLK), BLK, "aligned O_DIRECT pread()");
	if (memcmp(plain, dbuf, BLK))
		tst_res(TFAIL, "O_DIRECT read does not see the buffered write");
	else
		tst_res(TPASS, "O_DIRECT read sees the buffered write");

	SAFE_CLOSE(fd);
	SAFE_CLOSE(dfd);
	SAFE_UNLINK(FNAME);
}

static void setup(void)
{
	if (!strcmp(tst_device->fs_type, "tmpfs") && tst_kvercmp(6, 6, 0) < 0)
		tst_brk(TCONF, "tmpfs supports O_DIRECT since Linux 6.6");
	dbuf = SAFE_MEMALIGN(BLK, BLK);
}

static void cleanup(void)
{
	free(dbuf);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
