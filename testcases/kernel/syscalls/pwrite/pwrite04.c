// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pwrite64(2) at offsets beyond 4 GiB: the 64-bit offset of pwrite64() must reach the
 * byte asked for. A write at 5 GiB makes the file 5 GiB + 4 bytes long, the data is there
 * (read with lseek() and read(), not with pread()), the byte at 1 GiB (5 GiB modulo 4 GiB)
 * is untouched, and the file offset is not changed.
 * TCONF when the tmpdir's filesystem cannot hold a 5 GiB sparse file (EFBIG).
 */

#include <sys/stat.h>
#include "tst_test.h"

#define FNAME "pwrite04_file"
#define GIB (1024LL * 1024 * 1024)
#define HIGH (5 * GIB)

static void run(void)
{
	char buf[8] = "";
	struct stat st;
	int fd = SAFE_OPEN(FNAME, O_CREAT | O_RDWR | O_TRUNC, 0644);

	SAFE_LSEEK(fd, 1 * GIB, SEEK_SET);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "low!", 4);
	SAFE_LSEEK(fd, 10, SEEK_SET);
	TEST(pwrite(fd, "high", 4, HIGH));
	if (TST_RET == -1 && TST_ERR == EFBIG) {
		tst_res(TCONF, "the tmpdir's filesystem cannot hold a 5 GiB file");
		goto out;
	}
	if (TST_RET != 4) {
		tst_res(TFAIL | TTERRNO, "pwrite() at 5 GiB returned %ld", TST_RET);
		goto out;
	}
	tst_res(TPASS, "pwrite() at 5 GiB wrote 4 bytes");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 10);
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, HIGH + 4);

	SAFE_LSEEK(fd, HIGH, SEEK_SET);
	SAFE_READ(1, fd, buf, 4);
	TST_EXP_EQ_STRN(buf, "high", 4);
	SAFE_LSEEK(fd, 1 * GIB, SEEK_SET);
	SAFE_READ(1, fd, buf, 4);
	TST_EXP_EQ_STRN(buf, "low!", 4);
out:
	SAFE_CLOSE(fd);
	SAFE_UNLINK(FNAME);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
