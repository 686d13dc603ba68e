// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pread64(2) at offsets beyond 4 GiB. The man page's NOTES: "The pread() and pwrite()
 * system calls ... the underlying system calls were renamed pread64() and pwrite64()" to
 * take a 64-bit offset: reads at 5 GiB and at 5 GiB + 4 KiB - 1 of a sparse file return
 * the data written there (not the data at the offset modulo 4 GiB, where other data
 * lies), the hole in between reads as zeros, and the file offset is not changed.
 * TCONF when the tmpdir's filesystem cannot hold a 5 GiB sparse file (EFBIG).
 */

#include "tst_test.h"
#include "tst_safe_prw.h"

#define FNAME "pread03_file"
#define GIB (1024LL * 1024 * 1024)
#define HIGH (5 * GIB)

static void run(void)
{
	char buf[8] = "";
	int fd = SAFE_OPEN(FNAME, O_RDONLY);

	TST_EXP_VAL(pread(fd, buf, 4, HIGH), 4, "pread() at 5 GiB");
	TST_EXP_EQ_STRN(buf, "high", 4);
	TST_EXP_VAL(pread(fd, buf, 4, HIGH + 4095), 4, "pread() at 5 GiB + 4095");
	TST_EXP_EQ_STRN(buf, "last", 4);
	TST_EXP_VAL(pread(fd, buf, 4, HIGH - 4096), 4, "pread() in the hole below 5 GiB");
	TST_EXP_EXPR(!memcmp(buf, "\0\0\0\0", 4), "the hole reads as zeros");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 0);
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	int fd = SAFE_OPEN(FNAME, O_CREAT | O_RDWR | O_TRUNC, 0644);

	SAFE_PWRITE(1, fd, "low!", 4, HIGH % (4 * GIB));
	if (pwrite(fd, "high", 4, HIGH) < 0) {
		if (errno == EFBIG)
			tst_brk(TCONF, "the tmpdir's filesystem cannot hold a 5 GiB file");
		tst_brk(TBROK | TERRNO, "pwrite() at 5 GiB");
	}
	SAFE_PWRITE(1, fd, "last", 4, HIGH + 4095);
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
