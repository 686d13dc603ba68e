// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pwritev2(2) RWF_HIPRI, RWF_DSYNC and RWF_SYNC on an O_DIRECT descriptor, on every
 * filesystem. From the man page: RWF_HIPRI "Allows block-based filesystems to use polling
 * of the device ... usable only on a file descriptor opened using the O_DIRECT flag";
 * RWF_DSYNC/RWF_SYNC are the per-write O_DSYNC/O_SYNC. The polling and the durability
 * cannot be observed; the test checks that aligned writes with these flags put the data
 * at the given offset (or at the file offset, advanced, for offset -1), as read back
 * through a separate buffered descriptor.
 * A filesystem that rejects O_DIRECT at open (EINVAL) is reported as TCONF.
 */

#include <stdlib.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "lapi/fcntl.h"
#include "lapi/uio.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/file"
#define BLK 4096

static char *dbuf;

static void check_block(int block, char exp, const char *what)
{
	char buf[BLK];
	int fd = SAFE_OPEN(FNAME, O_RDONLY);
	int i, bad = 0;

	SAFE_PREAD(1, fd, buf, BLK, block * BLK);
	SAFE_CLOSE(fd);
	for (i = 0; i < BLK; i++)
		bad |= buf[i] != exp;
	if (bad)
		tst_res(TFAIL, "%s: block %d does not hold '%c'", what, block, exp);
	else
		tst_res(TPASS, "%s: block %d holds '%c'", what, block, exp);
}

static void run(void)
{
	struct iovec iov = {dbuf, BLK};
	int fd = SAFE_OPEN(FNAME, O_RDWR | O_CREAT | O_TRUNC | O_DIRECT, 0644);

	memset(dbuf, 'h', BLK);
	TST_EXP_VAL(pwritev2(fd, &iov, 1, 2 * BLK, RWF_HIPRI), BLK,
		    "pwritev2(O_DIRECT, offset 8192, RWF_HIPRI)");
	check_block(2, 'h', "RWF_HIPRI");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 0);

	memset(dbuf, 'd', BLK);
	TST_EXP_VAL(pwritev2(fd, &iov, 1, -1, RWF_HIPRI | RWF_DSYNC), BLK,
		    "pwritev2(O_DIRECT, offset -1, RWF_HIPRI|RWF_DSYNC)");
	check_block(0, 'd', "RWF_HIPRI|RWF_DSYNC");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), BLK);

	memset(dbuf, 's', BLK);
	TST_EXP_VAL(pwritev2(fd, &iov, 1, -1, RWF_SYNC), BLK,
		    "pwritev2(O_DIRECT, offset -1, RWF_SYNC)");
	check_block(1, 's', "RWF_SYNC");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 2 * BLK);
	SAFE_CLOSE(fd);
	SAFE_UNLINK(FNAME);
}

static void setup(void)
{
	int fd;

	dbuf = SAFE_MEMALIGN(BLK, BLK);
	fd = open(FNAME, O_RDWR | O_CREAT | O_DIRECT, 0644);
	if (fd < 0 && errno == EINVAL)
		tst_brk(TCONF, "%s does not support O_DIRECT", tst_device->fs_type);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "open(%s, O_DIRECT)", FNAME);
	SAFE_CLOSE(fd);
	SAFE_UNLINK(FNAME);
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
