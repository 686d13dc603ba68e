// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open(2) O_CLOEXEC and O_NONBLOCK, from the man page's DESCRIPTION:
 * - O_CLOEXEC "enable[s] the close-on-exec flag for the new file descriptor" (checked with
 *   fcntl(F_GETFD)); without it the flag is clear;
 * - O_NONBLOCK: the file is opened in nonblocking mode (visible with fcntl(F_GETFL)); a FIFO
 *   opened O_RDONLY|O_NONBLOCK returns at once even without a writer, and a read from it
 *   then fails with EAGAIN once a writer exists but has written nothing;
 * - file status flags (O_APPEND) are reported by F_GETFL, creation flags are not.
 */

#include "tst_test.h"

#define FNAME "open04_file"
#define FIFO "open04_fifo"

static void check_fd_flag(int flags, int exp)
{
	int fd = SAFE_OPEN(FNAME, flags);
	int got = SAFE_FCNTL(fd, F_GETFD);

	if (!!(got & FD_CLOEXEC) == exp)
		tst_res(TPASS, "open(%s) FD_CLOEXEC is %s", exp ? "O_CLOEXEC" : "no O_CLOEXEC",
			exp ? "set" : "clear");
	else
		tst_res(TFAIL, "open(%s) F_GETFD = 0x%x", exp ? "O_CLOEXEC" : "no O_CLOEXEC", got);
	SAFE_CLOSE(fd);
}

static void run(void)
{
	char buf[4];
	int fd, wfd, fl;

	check_fd_flag(O_RDONLY, 0);
	check_fd_flag(O_RDONLY | O_CLOEXEC, 1);

	fd = SAFE_OPEN(FNAME, O_WRONLY | O_APPEND | O_NONBLOCK | O_CREAT, 0644);
	fl = SAFE_FCNTL(fd, F_GETFL);
	if ((fl & O_ACCMODE) == O_WRONLY && (fl & O_APPEND) && (fl & O_NONBLOCK) && !(fl & O_CREAT))
		tst_res(TPASS, "F_GETFL shows O_WRONLY|O_APPEND|O_NONBLOCK and no O_CREAT");
	else
		tst_res(TFAIL, "F_GETFL = 0%o after open(O_WRONLY|O_APPEND|O_NONBLOCK|O_CREAT)",
			fl);
	SAFE_CLOSE(fd);

	/* Without O_NONBLOCK this open would block forever: no writer exists. */
	TST_EXP_FD(open(FIFO, O_RDONLY | O_NONBLOCK), "open(FIFO, O_RDONLY|O_NONBLOCK)");
	if (!TST_PASS)
		return;
	fd = TST_RET;
	wfd = SAFE_OPEN(FIFO, O_WRONLY);
	TST_EXP_FAIL2(read(fd, buf, sizeof(buf)), EAGAIN, "read() from an empty O_NONBLOCK FIFO");
	SAFE_WRITE(SAFE_WRITE_ALL, wfd, "ab", 2);
	TST_EXP_VAL(read(fd, buf, sizeof(buf)), 2, "read() from the FIFO after a write");
	SAFE_CLOSE(wfd);
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	int fd = SAFE_OPEN(FNAME, O_CREAT | O_WRONLY, 0644);

	SAFE_CLOSE(fd);
	SAFE_MKFIFO(FIFO, 0644);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
