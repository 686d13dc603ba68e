// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * preadv2(2), from the man page's DESCRIPTION:
 * - "These system calls are similar to preadv() and pwritev() calls, but add a fifth
 *   argument, flags": with flags 0 and an offset >= 0 it reads there and "The file offset
 *   is not changed";
 * - "Unlike preadv() and pwritev(), if the offset argument is -1, then the current file
 *   offset is used and updated";
 * - RWF_HIPRI "High priority read/write ... (Currently, this feature is usable only on a
 *   file descriptor opened using the O_DIRECT flag.)": on a buffered descriptor the read
 *   still returns the right data;
 * - RWF_DSYNC and RWF_SYNC are "meaningful only for pwritev2()": a read with them returns
 *   the same data.
 */

#include <sys/uio.h>
#include "tst_test.h"
#include "lapi/uio.h"

#define FNAME "preadv201_file"
#define DATA "0123456789ABCDEFGHIJ"

static char buf[8];
static struct iovec iov = {buf, 4};

static void check(ssize_t exp_ret, const char *exp, off_t exp_pos, int fd, const char *what)
{
	off_t pos = SAFE_LSEEK(fd, 0, SEEK_CUR);

	if (TST_RET != exp_ret) {
		tst_res(TFAIL | TTERRNO, "%s returned %ld, expected %zd", what, TST_RET, exp_ret);
		return;
	}
	if (memcmp(buf, exp, 4) || pos != exp_pos)
		tst_res(TFAIL, "%s read '%.4s' offset now %ld, expected '%s' and %ld", what, buf,
			(long)pos, exp, (long)exp_pos);
	else
		tst_res(TPASS, "%s read '%s', file offset %ld", what, exp, (long)exp_pos);
}

static void run(void)
{
	int fd = SAFE_OPEN(FNAME, O_RDONLY);

	SAFE_LSEEK(fd, 2, SEEK_SET);
	TEST(preadv2(fd, &iov, 1, 10, 0));
	check(4, "ABCD", 2, fd, "preadv2(offset 10, flags 0)");
	TEST(preadv2(fd, &iov, 1, -1, 0));
	check(4, "2345", 6, fd, "preadv2(offset -1, flags 0)");
	TEST(preadv2(fd, &iov, 1, -1, 0));
	check(4, "6789", 10, fd, "second preadv2(offset -1, flags 0)");
	TEST(preadv2(fd, &iov, 1, 0, RWF_HIPRI));
	check(4, "0123", 10, fd, "preadv2(offset 0, RWF_HIPRI) buffered");
	TEST(preadv2(fd, &iov, 1, 4, RWF_DSYNC));
	check(4, "4567", 10, fd, "preadv2(offset 4, RWF_DSYNC)");
	TEST(preadv2(fd, &iov, 1, -1, RWF_SYNC));
	check(4, "ABCD", 14, fd, "preadv2(offset -1, RWF_SYNC)");
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	SAFE_FILE_PRINTF(FNAME, DATA);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
