// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pwritev2(2), from the man page's DESCRIPTION:
 * - with flags 0 and an offset >= 0 it writes there and "The file offset is not changed";
 * - "if the offset argument is -1, then the current file offset is used and updated";
 * - RWF_DSYNC "Provide a per-write equivalent of the O_DSYNC open(2) flag" and RWF_SYNC
 *   "a per-write equivalent of the O_SYNC open(2) flag": the writes succeed and their data
 *   is in the file (their durability cannot be observed without crashing the machine);
 * - RWF_HIPRI on a buffered descriptor still writes the data.
 * Each write is checked by reading the whole file back.
 */

#include <sys/uio.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "lapi/uio.h"

#define FNAME "pwritev201_file"

static void check(int fd, const char *what, ssize_t ret, const char *exp, off_t exp_pos)
{
	char buf[32] = "";
	off_t pos;

	if (ret != TST_RET) {
		tst_res(TFAIL | TTERRNO, "%s returned %ld, expected %zd", what, TST_RET, ret);
		return;
	}
	pos = SAFE_LSEEK(fd, 0, SEEK_CUR);
	SAFE_PREAD(0, fd, buf, sizeof(buf) - 1, 0);
	if (strcmp(buf, exp) || pos != exp_pos)
		tst_res(TFAIL, "%s: file '%s' offset %ld, expected '%s' offset %ld", what, buf,
			(long)pos, exp, (long)exp_pos);
	else
		tst_res(TPASS, "%s: file '%s', offset %ld", what, exp, (long)exp_pos);
}

static void run(void)
{
	struct iovec iov[2] = {{"ab", 2}, {"cd", 2}};
	int fd;

	fd = SAFE_OPEN(FNAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "..........", 10);
	SAFE_LSEEK(fd, 1, SEEK_SET);

	TEST(pwritev2(fd, iov, 2, 5, 0));
	check(fd, "pwritev2(offset 5, flags 0)", 4, ".....abcd.", 1);
	TEST(pwritev2(fd, iov, 1, -1, 0));
	check(fd, "pwritev2(offset -1, flags 0)", 2, ".ab..abcd.", 3);
	TEST(pwritev2(fd, &iov[1], 1, -1, RWF_DSYNC));
	check(fd, "pwritev2(offset -1, RWF_DSYNC)", 2, ".abcdabcd.", 5);
	TEST(pwritev2(fd, iov, 2, 8, RWF_SYNC));
	check(fd, "pwritev2(offset 8, RWF_SYNC)", 4, ".abcdabcabcd", 5);
	TEST(pwritev2(fd, iov, 1, 0, RWF_HIPRI));
	check(fd, "pwritev2(offset 0, RWF_HIPRI) buffered", 2, "abbcdabcabcd", 5);
	SAFE_CLOSE(fd);
	SAFE_UNLINK(FNAME);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
