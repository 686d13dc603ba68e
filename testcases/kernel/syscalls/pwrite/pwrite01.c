// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pwrite64(2) (pwrite()), from the man page's DESCRIPTION: "pwrite() writes up to count
 * bytes from the buffer starting at buf to the file descriptor fd at offset offset. The
 * file offset is not changed." Checked: blocks written at scattered offsets in any order
 * land where asked (read back with read()), the file offset stays where lseek() put it,
 * writing past the end extends the file and the gap reads as zeros.
 */

#include <sys/stat.h>
#include "tst_test.h"

#define FNAME "pwrite01_file"
#define BS 1024

static void run(void)
{
	char buf[4 * BS], exp[4 * BS];
	struct stat st;
	int fd = SAFE_OPEN(FNAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
	int i;

	memset(exp, 0, sizeof(exp));
	SAFE_LSEEK(fd, 7, SEEK_SET);
	for (i = 3; i >= 0; i -= 2) {
		memset(buf, 'A' + i, BS);
		TST_EXP_VAL(pwrite(fd, buf, BS, i * BS), BS, "pwrite(%d bytes) at %d", BS, i * BS);
		memset(exp + i * BS, 'A' + i, BS);
	}
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 7);
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, 4 * BS);

	SAFE_LSEEK(fd, 0, SEEK_SET);
	SAFE_READ(1, fd, buf, sizeof(buf));
	if (memcmp(buf, exp, sizeof(buf)))
		tst_res(TFAIL, "file content differs from the pwrite()s (gaps must be zeros)");
	else
		tst_res(TPASS, "blocks 1 and 3 hold the data, blocks 0 and 2 read as zeros");

	TST_EXP_VAL(pwrite(fd, "x", 0, 100 * BS), 0, "pwrite() of 0 bytes far past the end");
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, 4 * BS);
	SAFE_CLOSE(fd);
	SAFE_UNLINK(FNAME);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
