// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * readv(2), from the man page's DESCRIPTION:
 * - "The readv() system call reads iovcnt buffers from the file associated with the file
 *   descriptor fd into the buffers described by iov ("scatter input")";
 * - "readv() ... processes the buffers in array order. This means that readv() completely
 *   fills iov[0] before proceeding to iov[1], and so on. (If there is insufficient data,
 *   then not all buffers pointed to by iov may be filled.)": zero-length buffers are
 *   skipped, a short read fills the first buffers only;
 * - it returns the number of bytes read and moves the file offset like read(2).
 * The iovecs are guarded buffers (.bufs), so a write beyond any iov_len faults.
 */

#include <sys/uio.h>
#include "tst_test.h"

#define FNAME "readv01_file"
#define DATA "0123456789ABCDEFGHIJ"

static struct iovec *iov;

static void check_iov(int i, const char *exp)
{
	if (!memcmp(iov[i].iov_base, exp, iov[i].iov_len))
		tst_res(TPASS, "iov[%d] holds '%.*s'", i, (int)iov[i].iov_len, exp);
	else
		tst_res(TFAIL, "iov[%d] holds '%.*s', expected '%.*s'", i, (int)iov[i].iov_len,
			(char *)iov[i].iov_base, (int)iov[i].iov_len, exp);
}

static void run(void)
{
	int fd = SAFE_OPEN(FNAME, O_RDONLY);
	int i;

	for (i = 0; i < 4; i++)
		memset(iov[i].iov_base, '#', iov[i].iov_len);
	TST_EXP_VAL(readv(fd, iov, 4), 12, "readv() into buffers of 3, 0, 5 and 4 bytes");
	check_iov(0, "012");
	check_iov(2, "34567");
	check_iov(3, "89AB");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 12);

	for (i = 0; i < 4; i++)
		memset(iov[i].iov_base, '#', iov[i].iov_len);
	TST_EXP_VAL(readv(fd, iov, 4), 8, "readv() of 12 bytes with 8 left");
	check_iov(0, "CDE");
	check_iov(2, "FGHIJ");
	check_iov(3, "####");

	TST_EXP_VAL(readv(fd, iov, 4), 0, "readv() at end of file");
	TST_EXP_VAL(readv(fd, iov, 0), 0, "readv() with iovcnt 0");
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
		{&iov, .iov_sizes = (int[]){3, 0, 5, 4, -1}},
		{}
	},
};
