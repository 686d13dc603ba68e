// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pipe2(2) O_DIRECT, "packet" mode (Linux 3.4). From the man page:
 * - "Each write(2) to the pipe is dealt with as a separate packet, and read(2)s from the
 *   pipe will read one packet at a time": three writes come back as three reads of their
 *   own lengths even with a large read buffer;
 * - "Writes of greater than PIPE_BUF bytes ... will be split into multiple packets":
 *   a 2 * PIPE_BUF write reads back as two PIPE_BUF packets;
 * - "If a read(2) specifies a buffer size that is smaller than the next packet, then the
 *   requested number of bytes are read, and the excess bytes in the packet are discarded";
 * - "A read(2) that specifies a buffer size of zero is a no-op, and returns 0";
 * - "it is possible to change the O_DIRECT setting of a pipe file descriptor using
 *   fcntl(2)" (Linux 4.5): F_GETFL shows O_DIRECT, and clearing it on the write end makes
 *   two writes one stream again.
 * Packet mode exists since Linux 3.4 (.min_kver); on such a kernel an EINVAL from pipe2()
 * is a failure, not a missing feature.
 */

#include <limits.h>
#include <string.h>
#include "tst_test.h"

static int fds[2] = {-1, -1};
static char buf[4 * PIPE_BUF];

static void close_fds(void)
{
	if (fds[0] > -1)
		SAFE_CLOSE(fds[0]);
	if (fds[1] > -1)
		SAFE_CLOSE(fds[1]);
}

static void check_packets(void)
{
	static const char *const msgs[] = {"one", "packet two", "3"};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(msgs); i++)
		SAFE_WRITE(SAFE_WRITE_ALL, fds[1], msgs[i], strlen(msgs[i]));
	for (i = 0; i < ARRAY_SIZE(msgs); i++) {
		memset(buf, 0, sizeof(buf));
		TST_EXP_VAL(read(fds[0], buf, sizeof(buf)), (long)strlen(msgs[i]),
			    "read() of packet %u", i);
		TST_EXP_EQ_STR(buf, msgs[i]);
	}
}

static void check_split(void)
{
	memset(buf, 's', 2 * PIPE_BUF);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], buf, 2 * PIPE_BUF);
	TST_EXP_VAL(read(fds[0], buf, sizeof(buf)), PIPE_BUF, "first half of a 2*PIPE_BUF write");
	TST_EXP_VAL(read(fds[0], buf, sizeof(buf)), PIPE_BUF, "second half of a 2*PIPE_BUF write");
}

static void check_short_read(void)
{
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "abcdef", 6);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "XYZ", 3);
	memset(buf, 0, sizeof(buf));
	TST_EXP_VAL(read(fds[0], buf, 0), 0, "read() of 0 bytes");
	TST_EXP_VAL(read(fds[0], buf, 2), 2, "read() of 2 bytes of a 6-byte packet");
	TST_EXP_EQ_STR(buf, "ab");
	memset(buf, 0, sizeof(buf));
	TST_EXP_VAL(read(fds[0], buf, sizeof(buf)), 3, "next read() gets the next packet");
	TST_EXP_EQ_STR(buf, "XYZ");
}

static void check_fcntl(void)
{
	int flags = SAFE_FCNTL(fds[1], F_GETFL);

	TST_EXP_EQ_LI(flags & O_DIRECT, O_DIRECT);
	SAFE_FCNTL(fds[1], F_SETFL, flags & ~O_DIRECT);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "ab", 2);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "cd", 2);
	memset(buf, 0, sizeof(buf));
	TST_EXP_VAL(read(fds[0], buf, sizeof(buf)), 4,
		    "after F_SETFL clears O_DIRECT two writes read as one stream");
}

static void run(void)
{
	fds[0] = fds[1] = -1;
	TEST(pipe2(fds, O_DIRECT));
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "pipe2(O_DIRECT)");
		return;
	}
	if (fcntl(fds[0], F_GETFD) < 0 || fcntl(fds[1], F_GETFD) < 0) {
		tst_res(TFAIL, "pipe2(O_DIRECT) returned 0 with descriptors %d and %d",
			fds[0], fds[1]);
		fds[0] = fds[1] = -1;
		return;
	}
	check_packets();
	check_split();
	check_short_read();
	check_fcntl();
	close_fds();
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = close_fds,
	.min_kver = "3.4",
};
