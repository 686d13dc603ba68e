// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * preadv(2) at offsets beyond 4 GiB. The raw system call receives the 64-bit offset as two
 * words (the C library splits it), so both halves must reach the kernel: a preadv() at
 * 5 GiB of a sparse file returns the data written there, not the data at 1 GiB (5 GiB
 * modulo 4 GiB), and a read crossing from the hole into the data returns zeros then data.
 * The file offset is not changed.
 * TCONF when the tmpdir's filesystem cannot hold a 5 GiB sparse file (EFBIG).
 */

#include <sys/uio.h>
#include "tst_test.h"
#include "tst_safe_prw.h"

#define FNAME "preadv03_file"
#define GIB (1024LL * 1024 * 1024)
#define HIGH (5 * GIB)

static void run(void)
{
	char a[2], b[4];
	struct iovec iov[2] = {{a, sizeof(a)}, {b, sizeof(b)}};
	int fd = SAFE_OPEN(FNAME, O_RDONLY);

	TST_EXP_VAL(preadv(fd, iov, 2, HIGH), 6, "preadv() of 2+4 bytes at 5 GiB");
	TST_EXP_EXPR(!memcmp(a, "hi", 2) && !memcmp(b, "gh!!", 4),
		     "the buffers hold the data at 5 GiB");
	TST_EXP_VAL(preadv(fd, iov, 2, HIGH - 2), 6, "preadv() across the hole's end");
	TST_EXP_EXPR(!memcmp(a, "\0\0", 2) && !memcmp(b, "high", 4),
		     "zeros from the hole, then the data");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 0);
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	int fd = SAFE_OPEN(FNAME, O_CREAT | O_RDWR | O_TRUNC, 0644);

	SAFE_PWRITE(1, fd, "low!low!", 8, HIGH % (4 * GIB));
	if (pwrite(fd, "high!!", 6, HIGH) < 0) {
		if (errno == EFBIG)
			tst_brk(TCONF, "the tmpdir's filesystem cannot hold a 5 GiB file");
		tst_brk(TBROK | TERRNO, "pwrite() at 5 GiB");
	}
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
