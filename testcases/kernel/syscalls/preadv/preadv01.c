// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * preadv(2), from the man page's DESCRIPTION: "The preadv() system call combines the
 * functionality of readv() and pread(2). It performs the same task as readv(), but adds a
 * fourth argument, offset, which specifies the file offset at which the input operation is
 * to be performed. The file offset is not changed by these system calls." Checked: the
 * buffers are filled in array order from the given offset, the file offset stays put, a
 * read crossing the end of file is short, and at the end it returns 0.
 */

#include <sys/uio.h>
#include "tst_test.h"

#define FNAME "preadv01_file"
#define DATA "0123456789ABCDEFGHIJ"

static struct iovec *iov;

static void run(void)
{
	int fd = SAFE_OPEN(FNAME, O_RDONLY);

	SAFE_LSEEK(fd, 3, SEEK_SET);
	memset(iov[0].iov_base, '#', 4);
	memset(iov[1].iov_base, '#', 6);
	TST_EXP_VAL(preadv(fd, iov, 2, 8), 10, "preadv() of 4+6 bytes at offset 8");
	if (!memcmp(iov[0].iov_base, "89AB", 4) && !memcmp(iov[1].iov_base, "CDEFGH", 6))
		tst_res(TPASS, "buffers hold '89AB' and 'CDEFGH'");
	else
		tst_res(TFAIL, "buffers hold '%.4s' and '%.6s'", (char *)iov[0].iov_base,
			(char *)iov[1].iov_base);
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 3);

	memset(iov[0].iov_base, '#', 4);
	memset(iov[1].iov_base, '#', 6);
	TST_EXP_VAL(preadv(fd, iov, 2, 14), 6, "preadv() of 10 bytes with 6 left");
	if (!memcmp(iov[0].iov_base, "EFGH", 4) && !memcmp(iov[1].iov_base, "IJ####", 6))
		tst_res(TPASS, "short preadv() filled the first buffer, then 2 bytes");
	else
		tst_res(TFAIL, "buffers hold '%.4s' and '%.6s'", (char *)iov[0].iov_base,
			(char *)iov[1].iov_base);
	TST_EXP_VAL(preadv(fd, iov, 2, 20), 0, "preadv() at end of file");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 3);
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
	.bufs = (struct tst_buffers []) {
		{&iov, .iov_sizes = (int[]){4, 6, -1}},
		{}
	},
};
