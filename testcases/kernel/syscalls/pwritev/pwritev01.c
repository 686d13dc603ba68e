// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pwritev(2), from the man page's DESCRIPTION: "The pwritev() system call combines the
 * functionality of writev() and pwrite(2). It performs the same task as writev(), but adds
 * a fourth argument, offset, which specifies the file offset at which the output operation
 * is to be performed. The file offset is not changed by these system calls." Checked: the
 * buffers land concatenated in array order at the offset, the file offset stays put, the
 * rest of the file is untouched, and writing past the end leaves a hole of zeros.
 */

#include <sys/stat.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "tst_safe_prw.h"

#define FNAME "pwritev01_file"

static struct iovec *iov;

static void run(void)
{
	char buf[32] = "";
	struct stat st;
	int fd;

	SAFE_FILE_PRINTF(FNAME, "0123456789");
	fd = SAFE_OPEN(FNAME, O_RDWR);
	SAFE_LSEEK(fd, 1, SEEK_SET);
	memcpy(iov[0].iov_base, "ab", 2);
	memcpy(iov[1].iov_base, "cde", 3);
	TST_EXP_VAL(pwritev(fd, iov, 2, 3), 5, "pwritev() of 2+3 bytes at offset 3");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 1);
	SAFE_PREAD(1, fd, buf, 10, 0);
	TST_EXP_EQ_STR(buf, "012abcde89");

	TST_EXP_VAL(pwritev(fd, iov, 2, 12), 5, "pwritev() 2 bytes past the end");
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, 17);
	memset(buf, '#', sizeof(buf));
	SAFE_PREAD(1, fd, buf, 17, 0);
	if (!memcmp(buf, "012abcde89\0\0abcde", 17))
		tst_res(TPASS, "the gap reads as zeros, the data follows it");
	else
		tst_res(TFAIL, "unexpected file content after writing past the end");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 1);
	SAFE_CLOSE(fd);
	SAFE_UNLINK(FNAME);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.bufs = (struct tst_buffers []) {
		{&iov, .iov_sizes = (int[]){2, 3, -1}},
		{}
	},
};
