// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pwritev2(2) RWF_APPEND, from the man page: "Provide a per-write equivalent of the
 * O_APPEND open(2) flag. This flag is meaningful only for pwritev2(), and its effect
 * applies only to the data range written by the system call. The offset argument does not
 * affect the write operation; the data is always appended to the end of the file.
 * However, if the offset argument is -1, the current file offset is updated."
 * - offset 0 with RWF_APPEND: data at the end, file offset unchanged;
 * - offset -1 with RWF_APPEND: data at the end, file offset moved to the new end;
 * - the next write without the flag is not appended (the effect is per call).
 * Also RWF_NOAPPEND (Linux 6.9, not yet in the man page): on an O_APPEND descriptor, the
 * data goes to the given offset. Whether the kernel knows the flag is decided by its
 * version in setup (TCONF for that part before 6.9), never by the call's own EOPNOTSUPP.
 */

#include <sys/uio.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "lapi/uio.h"

#define FNAME "pwritev202_file"

static int have_noappend;

static void check(int fd, const char *what, const char *exp, off_t exp_pos)
{
	char buf[32] = "";
	off_t pos = SAFE_LSEEK(fd, 0, SEEK_CUR);

	SAFE_PREAD(0, fd, buf, sizeof(buf) - 1, 0);
	if (strcmp(buf, exp) || pos != exp_pos)
		tst_res(TFAIL, "%s: file '%s' offset %ld, expected '%s' offset %ld", what, buf,
			(long)pos, exp, (long)exp_pos);
	else
		tst_res(TPASS, "%s: file '%s', offset %ld", what, exp, (long)exp_pos);
}

static void run(void)
{
	struct iovec iov = {"XY", 2};
	int fd;

	fd = SAFE_OPEN(FNAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "abcdef", 6);
	SAFE_LSEEK(fd, 1, SEEK_SET);

	TST_EXP_VAL(pwritev2(fd, &iov, 1, 0, RWF_APPEND), 2, "pwritev2(offset 0, RWF_APPEND)");
	check(fd, "RWF_APPEND, offset 0", "abcdefXY", 1);
	TST_EXP_VAL(pwritev2(fd, &iov, 1, -1, RWF_APPEND), 2, "pwritev2(offset -1, RWF_APPEND)");
	check(fd, "RWF_APPEND, offset -1", "abcdefXYXY", 10);
	SAFE_LSEEK(fd, 0, SEEK_SET);
	TST_EXP_VAL(pwritev2(fd, &iov, 1, -1, 0), 2, "pwritev2(offset -1, flags 0) afterwards");
	check(fd, "no flag after RWF_APPEND", "XYcdefXYXY", 2);
	SAFE_CLOSE(fd);

	if (!have_noappend) {
		tst_res(TCONF, "RWF_NOAPPEND needs Linux 6.9");
		goto out;
	}
	fd = SAFE_OPEN(FNAME, O_RDWR | O_APPEND);
	TEST(pwritev2(fd, &iov, 1, 2, RWF_NOAPPEND));
	if (TST_RET != 2) {
		tst_res(TFAIL | TTERRNO, "pwritev2(offset 2, RWF_NOAPPEND) returned %ld", TST_RET);
	} else {
		check(fd, "RWF_NOAPPEND on an O_APPEND fd, offset 2", "XYXYefXYXY", 0);
	}
	SAFE_CLOSE(fd);
out:
	SAFE_UNLINK(FNAME);
}

static void setup(void)
{
	have_noappend = tst_kvercmp(6, 9, 0) >= 0;
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
