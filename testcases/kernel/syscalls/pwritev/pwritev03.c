// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pwritev(2) at offsets beyond 4 GiB. The raw system call receives the 64-bit offset as
 * two words (the C library splits it), so both halves must reach the kernel: a pwritev()
 * at 5 GiB puts the gathered data there (file size 5 GiB + 6), leaves the bytes at 1 GiB
 * (5 GiB modulo 4 GiB) alone, and does not change the file offset.
 * TCONF when the tmpdir's filesystem cannot hold a 5 GiB sparse file (EFBIG).
 */

#include <sys/stat.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "tst_safe_prw.h"

#define FNAME "pwritev03_file"
#define GIB (1024LL * 1024 * 1024)
#define HIGH (5 * GIB)

static void run(void)
{
	struct iovec iov[2] = {{"hi", 2}, {"gh!!", 4}};
	char buf[8] = "";
	struct stat st;
	int fd = SAFE_OPEN(FNAME, O_CREAT | O_RDWR | O_TRUNC, 0644);

	SAFE_PWRITE(1, fd, "low!", 4, 1 * GIB);
	TEST(pwritev(fd, iov, 2, HIGH));
	if (TST_RET == -1 && TST_ERR == EFBIG) {
		tst_res(TCONF, "the tmpdir's filesystem cannot hold a 5 GiB file");
		goto out;
	}
	if (TST_RET != 6) {
		tst_res(TFAIL | TTERRNO, "pwritev() at 5 GiB returned %ld", TST_RET);
		goto out;
	}
	tst_res(TPASS, "pwritev() of 2+4 bytes at 5 GiB wrote 6 bytes");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 0);
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, HIGH + 6);
	SAFE_PREAD(1, fd, buf, 6, HIGH);
	TST_EXP_EQ_STRN(buf, "high!!", 6);
	SAFE_PREAD(1, fd, buf, 4, 1 * GIB);
	TST_EXP_EQ_STRN(buf, "low!", 4);
out:
	SAFE_CLOSE(fd);
	SAFE_UNLINK(FNAME);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
