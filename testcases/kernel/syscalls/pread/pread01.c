// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pread64(2) (pread()), from the man page's DESCRIPTION: "pread() reads up to count bytes
 * from file descriptor fd at offset offset (from the start of the file) into the buffer
 * starting at buf. The file offset is not changed." Checked: the bytes come from the given
 * offset for several offsets in any order, the file offset stays where lseek() put it, a
 * read crossing the end of file is short, and at or past the end it returns 0.
 */

#include "tst_test.h"

#define FNAME "pread01_file"
#define SIZE 4096

static char data[SIZE];

static void check_at(int fd, off_t off, size_t len)
{
	char buf[256];

	TEST(pread(fd, buf, len, off));
	if (TST_RET != (long)len) {
		tst_res(TFAIL | TTERRNO, "pread(%zu) at %ld returned %ld", len, (long)off, TST_RET);
		return;
	}
	if (memcmp(buf, data + off, len))
		tst_res(TFAIL, "pread() at %ld returned the wrong bytes", (long)off);
	else
		tst_res(TPASS, "pread(%zu) at %ld returned the file's bytes there", len, (long)off);
}

static void run(void)
{
	char buf[256];
	int fd = SAFE_OPEN(FNAME, O_RDONLY);

	SAFE_LSEEK(fd, 100, SEEK_SET);
	check_at(fd, 3000, 200);
	check_at(fd, 0, 256);
	check_at(fd, 1234, 1);
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 100);

	TST_EXP_VAL(pread(fd, buf, sizeof(buf), SIZE - 10), 10, "pread() crossing end of file");
	TST_EXP_VAL(pread(fd, buf, sizeof(buf), SIZE), 0, "pread() at end of file");
	TST_EXP_VAL(pread(fd, buf, sizeof(buf), SIZE * 4), 0, "pread() past end of file");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 100);
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	int i, fd;

	for (i = 0; i < SIZE; i++)
		data[i] = 'a' + (i * 7 + i / 26) % 26;
	fd = SAFE_OPEN(FNAME, O_CREAT | O_WRONLY | O_TRUNC, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, data, SIZE);
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
