// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * read(2) on a regular file, from the man page's DESCRIPTION and RETURN VALUE:
 * - "read() attempts to read up to count bytes from file descriptor fd into the buffer
 *   starting at buf": the bytes are those of the file at the current offset;
 * - "the file offset is incremented by the number of bytes read";
 * - "If the file offset is at or past the end of file, no bytes are read, and read()
 *   returns zero"; fewer bytes than requested are returned near the end of the file;
 * - "If count is zero, read() may detect the errors described below. In the absence of any
 *   errors ... returns zero and has no other effects" (offset unchanged);
 * - bytes beyond the returned count are left untouched in the buffer.
 */

#include "tst_test.h"

#define FNAME "read01_file"
#define DATA "0123456789abcdef"

static void run(void)
{
	char buf[32];
	int fd = SAFE_OPEN(FNAME, O_RDONLY);

	memset(buf, '#', sizeof(buf));
	TST_EXP_VAL(read(fd, buf, 10), 10, "read(fd, buf, 10) at offset 0");
	if (!memcmp(buf, "0123456789", 10) && buf[10] == '#')
		tst_res(TPASS, "read() filled exactly the first 10 bytes of the file");
	else
		tst_res(TFAIL, "read() buffer holds '%.11s'", buf);
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 10);

	TST_EXP_VAL(read(fd, buf, 0), 0, "read(fd, buf, 0)");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 10);

	memset(buf, '#', sizeof(buf));
	TST_EXP_VAL(read(fd, buf, sizeof(buf)), 6, "read() of 32 bytes with 6 left");
	if (!memcmp(buf, "abcdef", 6) && buf[6] == '#')
		tst_res(TPASS, "short read returned the last 6 bytes");
	else
		tst_res(TFAIL, "short read buffer holds '%.7s'", buf);
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 16);

	TST_EXP_VAL(read(fd, buf, sizeof(buf)), 0, "read() at end of file");
	SAFE_LSEEK(fd, 100, SEEK_SET);
	TST_EXP_VAL(read(fd, buf, sizeof(buf)), 0, "read() past end of file");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 100);
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
