// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * write(2) on a regular file, from the man page's DESCRIPTION:
 * - "write() writes up to count bytes from the buffer starting at buf to the file referred
 *   to by the file descriptor fd": read back, the file holds exactly those bytes;
 * - "For a seekable file ... writing takes place at the file offset, and the file offset
 *   is incremented by the number of bytes actually written"; writing in the middle
 *   overwrites in place without changing the size;
 * - "If the file was open(2)ed with O_APPEND, the file offset is first set to the end of
 *   the file before writing";
 * - writing past the end of the file extends it, and the gap reads as zeros;
 * - "If count is zero and fd refers to a regular file, then write() may return a failure
 *   status if one of the errors below is detected. If no errors are detected ... 0 will be
 *   returned without causing any other effect".
 */

#include <sys/stat.h>
#include "tst_test.h"

#define FNAME "write01_file"

static void check_file(const char *exp, size_t len, const char *what)
{
	char buf[64];
	struct stat st;
	int fd;

	SAFE_STAT(FNAME, &st);
	fd = SAFE_OPEN(FNAME, O_RDONLY);
	memset(buf, '#', sizeof(buf));
	SAFE_READ(0, fd, buf, sizeof(buf));
	SAFE_CLOSE(fd);
	if ((size_t)st.st_size == len && !memcmp(buf, exp, len))
		tst_res(TPASS, "%s: file holds the expected %zu bytes", what, len);
	else
		tst_res(TFAIL, "%s: file size %ld, content differs from expected", what,
			(long)st.st_size);
}

static void run(void)
{
	int fd = SAFE_OPEN(FNAME, O_RDWR | O_CREAT | O_TRUNC, 0644);

	TST_EXP_VAL(write(fd, "hello world", 11), 11, "write() of 11 bytes");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 11);
	check_file("hello world", 11, "after the first write");

	SAFE_LSEEK(fd, 6, SEEK_SET);
	TST_EXP_VAL(write(fd, "WORLD", 5), 5, "write() in the middle");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 11);
	check_file("hello WORLD", 11, "after overwriting in place");

	TST_EXP_VAL(write(fd, "x", 0), 0, "write() of 0 bytes");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 11);
	check_file("hello WORLD", 11, "after a zero-length write");

	SAFE_LSEEK(fd, 14, SEEK_SET);
	TST_EXP_VAL(write(fd, "!", 1), 1, "write() 3 bytes past the end");
	check_file("hello WORLD\0\0\0!", 15, "after writing past the end");
	SAFE_CLOSE(fd);

	fd = SAFE_OPEN(FNAME, O_WRONLY | O_APPEND);
	SAFE_LSEEK(fd, 0, SEEK_SET);
	TST_EXP_VAL(write(fd, "++", 2), 2, "write() with O_APPEND after lseek(0)");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 17);
	check_file("hello WORLD\0\0\0!++", 17, "after an O_APPEND write");
	SAFE_CLOSE(fd);
	SAFE_UNLINK(FNAME);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
