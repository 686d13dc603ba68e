// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * read(2) on pipes, from the man page: "It is not an error if this number is smaller than
 * the number of bytes requested; this may happen for example because fewer bytes are
 * actually available right now ... or because we are reading from a pipe", and "On
 * success, the number of bytes read is returned (zero indicates end of file)":
 * - a read of 64 bytes from a pipe holding 5 returns those 5 at once, in order;
 * - two writes are read back in the order they were written;
 * - once every write end is closed, read() returns 0 (end of file) instead of blocking.
 */

#include "tst_test.h"

static void run(void)
{
	char buf[64] = "";
	int fds[2];

	SAFE_PIPE(fds);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "hello", 5);
	TST_EXP_VAL(read(fds[0], buf, sizeof(buf)), 5, "read(64) from a pipe holding 5 bytes");
	TST_EXP_EQ_STRN(buf, "hello", 5);

	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "ab", 2);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "cd", 2);
	memset(buf, 0, sizeof(buf));
	TST_EXP_VAL(read(fds[0], buf, 3), 3, "read(3) of two queued writes");
	TST_EXP_EQ_STRN(buf, "abc", 3);
	TST_EXP_VAL(read(fds[0], buf, sizeof(buf)), 1, "read() of the remaining byte");
	TST_EXP_EQ_STRN(buf, "d", 1);

	SAFE_CLOSE(fds[1]);
	TST_EXP_VAL(read(fds[0], buf, sizeof(buf)), 0, "read() with every writer closed");
	SAFE_CLOSE(fds[0]);
}

static struct tst_test test = {
	.test_all = run,
};
