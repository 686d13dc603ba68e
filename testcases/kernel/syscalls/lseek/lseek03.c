// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lseek(2) beyond the end of a file, from the man page: "lseek() allows the file offset to
 * be set beyond the end of the file (but this does not change the size of the file). If
 * data is later written at this point, subsequent reads of the data in the gap (a "hole")
 * return null bytes ('\0') until data is actually written into the gap."
 * Checked: after lseek() 10000 bytes past the end the size is unchanged and read()
 * returns 0; a write there extends the file to exactly offset + length; the gap reads as
 * zeros and the data written reads back.
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_prw.h"

#define FNAME "lseek03_file"
#define GAP_END 10010

static void run(void)
{
	static char buf[GAP_END];
	struct stat st;
	char c;
	int fd, i, zeros = 1;

	fd = SAFE_OPEN(FNAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "0123456789", 10);
	TST_EXP_VAL(lseek(fd, 10000, SEEK_END), GAP_END, "lseek(10000, SEEK_END)");
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, 10);
	TST_EXP_VAL(read(fd, &c, 1), 0, "read() past the end of file");

	SAFE_WRITE(SAFE_WRITE_ALL, fd, "end", 3);
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, GAP_END + 3);

	SAFE_PREAD(1, fd, buf, GAP_END, 0);
	for (i = 10; i < GAP_END; i++)
		if (buf[i])
			zeros = 0;
	if (zeros && !memcmp(buf, "0123456789", 10))
		tst_res(TPASS, "the data before the gap is intact and the gap reads as zeros");
	else
		tst_res(TFAIL, "the gap does not read as zeros or the data changed");
	SAFE_PREAD(1, fd, buf, 3, GAP_END);
	TST_EXP_EQ_STRN(buf, "end", 3);
	SAFE_CLOSE(fd);
	SAFE_UNLINK(FNAME);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
