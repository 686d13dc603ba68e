// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * writev(2) with the largest vector and on a pipe. From the man page: on Linux the limit
 * on iovcnt (IOV_MAX) is 1024, and "EINVAL The vector count, iovcnt, is less than zero or
 * greater than the permitted maximum":
 * - exactly IOV_MAX one-byte buffers are accepted and written in array order;
 * - IOV_MAX + 1 is refused with EINVAL and writes nothing;
 * - to a pipe, the gathered buffers arrive as one sequence, in order.
 */

#include <limits.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include "tst_test.h"

#define FNAME "writev03_file"

static struct iovec iov[IOV_MAX + 1];
static char bytes[IOV_MAX + 1];

static void run(void)
{
	struct iovec piov[3] = {{"ab", 2}, {"", 0}, {"cde", 3}};
	char back[IOV_MAX + 8];
	struct stat st;
	int fd, fds[2];

	fd = SAFE_OPEN(FNAME, O_CREAT | O_RDWR | O_TRUNC, 0644);
	TST_EXP_FAIL2(writev(fd, iov, IOV_MAX + 1), EINVAL, "writev() of IOV_MAX + 1 buffers");
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, 0);
	TST_EXP_VAL(writev(fd, iov, IOV_MAX), IOV_MAX, "writev() of IOV_MAX one-byte buffers");
	SAFE_LSEEK(fd, 0, SEEK_SET);
	TST_EXP_VAL(read(fd, back, sizeof(back)), IOV_MAX, "read back");
	TST_EXP_EXPR(!memcmp(back, bytes, IOV_MAX), "the %d bytes are in array order", IOV_MAX);
	SAFE_CLOSE(fd);

	SAFE_PIPE(fds);
	TST_EXP_VAL(writev(fds[1], piov, 3), 5, "writev() of 2+0+3 bytes to a pipe");
	memset(back, 0, sizeof(back));
	SAFE_READ(0, fds[0], back, sizeof(back));
	TST_EXP_EQ_STR(back, "abcde");
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
	SAFE_UNLINK(FNAME);
}

static void setup(void)
{
	int i;

	for (i = 0; i <= IOV_MAX; i++) {
		bytes[i] = 'a' + i % 26;
		iov[i].iov_base = &bytes[i];
		iov[i].iov_len = 1;
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
