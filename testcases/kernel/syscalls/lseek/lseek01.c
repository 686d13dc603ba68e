// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lseek(2) SEEK_SET, SEEK_CUR and SEEK_END, from the man page's DESCRIPTION: "lseek()
 * repositions the file offset of the open file description associated with the file
 * descriptor fd to the argument offset according to the directive whence": SEEK_SET "to
 * offset bytes", SEEK_CUR "to its current location plus offset bytes", SEEK_END "to the
 * size of the file plus offset bytes". RETURN VALUE: "the resulting offset location as
 * measured in bytes from the beginning of the file". Each case checks the return value and
 * that the next read() starts there; the offset is shared by dup()ed descriptors (one open
 * file description).
 */

#include "tst_test.h"

#define FNAME "lseek01_file"
#define DATA "0123456789abcdefghij"

static struct tcase {
	off_t start;
	off_t offset;
	int whence;
	off_t exp;
	const char *desc;
} tcases[] = {
	{0, 5, SEEK_SET, 5, "SEEK_SET 5"},
	{7, 0, SEEK_SET, 0, "SEEK_SET 0 from 7"},
	{7, 3, SEEK_CUR, 10, "SEEK_CUR +3 from 7"},
	{7, -4, SEEK_CUR, 3, "SEEK_CUR -4 from 7"},
	{7, 0, SEEK_CUR, 7, "SEEK_CUR 0 (query)"},
	{0, 0, SEEK_END, 20, "SEEK_END 0"},
	{0, -6, SEEK_END, 14, "SEEK_END -6"},
	{0, 0, SEEK_END, 20, "SEEK_END 0 again"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	int fd = SAFE_OPEN(FNAME, O_RDONLY);
	int dupfd = SAFE_DUP(fd);
	char c = 0;

	SAFE_LSEEK(fd, tc->start, SEEK_SET);
	TST_EXP_VAL(lseek(fd, tc->offset, tc->whence), tc->exp, "lseek(): %s", tc->desc);
	TST_EXP_EQ_LI(lseek(dupfd, 0, SEEK_CUR), tc->exp);
	if (tc->exp < 20) {
		SAFE_READ(1, fd, &c, 1);
		if (c == DATA[tc->exp])
			tst_res(TPASS, "%s: the next read() returns byte %ld", tc->desc,
				(long)tc->exp);
		else
			tst_res(TFAIL, "%s: the next read() returned '%c', expected '%c'", tc->desc,
				c, DATA[tc->exp]);
	} else {
		TST_EXP_VAL(read(fd, &c, 1), 0, "%s: read() at end of file", tc->desc);
	}
	SAFE_CLOSE(dupfd);
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	SAFE_FILE_PRINTF(FNAME, DATA);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
