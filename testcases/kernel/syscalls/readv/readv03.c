// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * readv(2) with the largest vector and on a pipe. From the man page: "POSIX.1 allows an
 * implementation to place a limit on the number of items that can be passed in iov. An
 * implementation can advertise its limit by defining IOV_MAX ... On modern Linux systems,
 * the limit is 1024", and ERRORS "EINVAL The vector count, iovcnt, is less than zero or
 * greater than the permitted maximum":
 * - exactly IOV_MAX one-byte buffers are accepted and each gets its byte, in order;
 * - IOV_MAX + 1 is refused with EINVAL without consuming data;
 * - on a pipe, readv() takes what is there and fills the buffers in order.
 */

#include <limits.h>
#include <sys/uio.h>
#include "tst_test.h"

#define FNAME "readv03_file"

static struct iovec iov[IOV_MAX + 1];
static char bytes[IOV_MAX + 1], data[IOV_MAX + 1];

static void run(void)
{
	char a[3], b[8];
	struct iovec piov[2] = {{a, sizeof(a)}, {b, sizeof(b)}};
	int fd, fds[2], i, bad = 0;

	fd = SAFE_OPEN(FNAME, O_RDONLY);
	TST_EXP_FAIL2(readv(fd, iov, IOV_MAX + 1), EINVAL, "readv() of IOV_MAX + 1 buffers");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 0);
	memset(bytes, 0, sizeof(bytes));
	TST_EXP_VAL(readv(fd, iov, IOV_MAX), IOV_MAX, "readv() of IOV_MAX one-byte buffers");
	for (i = 0; i < IOV_MAX; i++)
		bad |= bytes[i] != data[i];
	TST_EXP_EXPR(!bad, "each of the %d buffers got its byte, in order", IOV_MAX);
	SAFE_CLOSE(fd);

	SAFE_PIPE(fds);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "abcdef", 6);
	TST_EXP_VAL(readv(fds[0], piov, 2), 6, "readv() of 3+8 bytes from a pipe holding 6");
	TST_EXP_EXPR(!memcmp(a, "abc", 3) && !memcmp(b, "def", 3),
		     "the pipe's bytes filled the first buffer, then the second");
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
}

static void setup(void)
{
	int i, fd;

	for (i = 0; i <= IOV_MAX; i++) {
		iov[i].iov_base = &bytes[i];
		iov[i].iov_len = 1;
		data[i] = 'A' + i % 50;
	}
	fd = SAFE_OPEN(FNAME, O_CREAT | O_WRONLY | O_TRUNC, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, data, sizeof(data));
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
