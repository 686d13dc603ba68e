// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * preadv2(2) RWF_HIPRI on an O_DIRECT descriptor, on every filesystem. From the man page:
 * "High priority read/write. Allows block-based filesystems to use polling of the device,
 * which provides lower latency, but may use additional resources. (Currently, this feature
 * is usable only on a file descriptor opened using the O_DIRECT flag.)" Polling is an
 * optimisation the test cannot observe; what it checks is the read itself: aligned
 * RWF_HIPRI reads through an O_DIRECT descriptor return the file's data at the given
 * offset and, with offset -1, at the file offset, which they advance.
 * A filesystem that rejects O_DIRECT at open (EINVAL) is reported as TCONF.
 */

#include <stdlib.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "lapi/fcntl.h"
#include "lapi/uio.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/file"
#define BLK 4096

static char *dbuf;

static void check_block(int block, const char *what)
{
	int i, bad = 0;

	for (i = 0; i < BLK; i++)
		bad |= dbuf[i] != 'a' + block;
	if (bad)
		tst_res(TFAIL, "%s did not return block %d's data", what, block);
	else
		tst_res(TPASS, "%s returned block %d's data", what, block);
}

static void run(void)
{
	struct iovec iov = {dbuf, BLK};
	int fd = SAFE_OPEN(FNAME, O_RDONLY | O_DIRECT);

	memset(dbuf, 0, BLK);
	TST_EXP_VAL(preadv2(fd, &iov, 1, 2 * BLK, RWF_HIPRI), BLK,
		    "preadv2(O_DIRECT fd, offset 8192, RWF_HIPRI)");
	check_block(2, "RWF_HIPRI read at offset 8192");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 0);

	SAFE_LSEEK(fd, BLK, SEEK_SET);
	memset(dbuf, 0, BLK);
	TST_EXP_VAL(preadv2(fd, &iov, 1, -1, RWF_HIPRI), BLK,
		    "preadv2(O_DIRECT fd, offset -1, RWF_HIPRI)");
	check_block(1, "RWF_HIPRI read at the file offset");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 2 * BLK);
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	char buf[BLK];
	int fd, i;

	dbuf = SAFE_MEMALIGN(BLK, BLK);
	fd = SAFE_OPEN(FNAME, O_CREAT | O_WRONLY | O_TRUNC, 0644);
	for (i = 0; i < 3; i++) {
		memset(buf, 'a' + i, BLK);
		SAFE_WRITE(SAFE_WRITE_ALL, fd, buf, BLK);
	}
	SAFE_FSYNC(fd);
	SAFE_CLOSE(fd);
	fd = open(FNAME, O_RDONLY | O_DIRECT);
	if (fd < 0 && errno == EINVAL)
		tst_brk(TCONF, "%s does not support O_DIRECT", tst_device->fs_type);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "open(%s, O_DIRECT)", FNAME);
	SAFE_CLOSE(fd);
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
