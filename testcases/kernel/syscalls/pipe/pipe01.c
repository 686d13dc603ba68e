// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pipe(2) creates a working unidirectional channel. From pipe(2) and pipe(7):
 * - "pipefd[0] refers to the read end of the pipe. pipefd[1] refers to the write end":
 *   the status flags are O_RDONLY and O_WRONLY, and neither end has FD_CLOEXEC or
 *   O_NONBLOCK ("pipe() is the same as pipe2() with flags 0");
 * - "Data written to the write end of the pipe is buffered by the kernel until it is read
 *   from the read end", in order;
 * - reading from the write end or writing to the read end fails with EBADF;
 * - "If all file descriptors referring to the write end of a pipe have been closed, then
 *   an attempt to read(2) from the pipe will see end-of-file (read(2) will return 0)";
 * - "If all file descriptors referring to the read end of a pipe have been closed, then a
 *   write(2) will cause a SIGPIPE signal to be generated ... If the calling process is
 *   ignoring this signal, then write(2) fails with the error EPIPE";
 * - the capacity: "Since Linux 2.6.11, the pipe capacity is 16 pages (i.e., 65,536 bytes
 *   in a system with a page size of 4096 bytes)": a non-blocking writer fills exactly
 *   that much before EAGAIN.
 */

#include <signal.h>
#include <string.h>
#include "tst_test.h"

#define MSG "pipe01: hello through the pipe"

static int fds[2] = {-1, -1};

static void close_fds(void)
{
	if (fds[0] > -1)
		SAFE_CLOSE(fds[0]);
	if (fds[1] > -1)
		SAFE_CLOSE(fds[1]);
}

static void check_flags(void)
{
	int fl0 = SAFE_FCNTL(fds[0], F_GETFL), fl1 = SAFE_FCNTL(fds[1], F_GETFL);
	int fd0 = SAFE_FCNTL(fds[0], F_GETFD), fd1 = SAFE_FCNTL(fds[1], F_GETFD);

	if ((fl0 & O_ACCMODE) != O_RDONLY || (fl1 & O_ACCMODE) != O_WRONLY)
		tst_res(TFAIL, "access modes 0%o / 0%o, expected O_RDONLY / O_WRONLY",
			fl0 & O_ACCMODE, fl1 & O_ACCMODE);
	else if ((fl0 | fl1) & O_NONBLOCK || (fd0 | fd1) & FD_CLOEXEC)
		tst_res(TFAIL, "O_NONBLOCK or FD_CLOEXEC set on a plain pipe");
	else
		tst_res(TPASS, "read end O_RDONLY, write end O_WRONLY, blocking, no FD_CLOEXEC");
}

static void check_data(void)
{
	char buf[sizeof(MSG)] = "";

	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], MSG, 10);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], MSG + 10, sizeof(MSG) - 10);
	TST_EXP_VAL(read(fds[0], buf, sizeof(buf)), (long)sizeof(MSG), "read() of both writes");
	TST_EXP_EQ_STR(buf, MSG);

	TST_EXP_FAIL2(read(fds[1], buf, 1), EBADF, "read() from the write end");
	TST_EXP_FAIL2(write(fds[0], "x", 1), EBADF, "write() to the read end");
}

static void check_eof_epipe(void)
{
	char c;

	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "z", 1);
	SAFE_CLOSE(fds[1]);
	TST_EXP_VAL(read(fds[0], &c, 1), 1, "read() of data left after the writer closed");
	TST_EXP_VAL(read(fds[0], &c, 1), 0, "read() with no writer left gives end of file");
	close_fds();

	SAFE_PIPE(fds);
	SAFE_CLOSE(fds[0]);
	SAFE_SIGNAL(SIGPIPE, SIG_IGN);
	TST_EXP_FAIL2(write(fds[1], "x", 1), EPIPE, "write() with no reader left");
	SAFE_SIGNAL(SIGPIPE, SIG_DFL);
	close_fds();
}

static void check_capacity(void)
{
	char buf[4096];
	long total = 0;
	ssize_t ret;
	long page = SAFE_SYSCONF(_SC_PAGESIZE);

	SAFE_PIPE(fds);
	SAFE_FCNTL(fds[1], F_SETFL, O_NONBLOCK);
	memset(buf, 'c', sizeof(buf));
	while ((ret = write(fds[1], buf, sizeof(buf))) > 0)
		total += ret;
	if (errno != EAGAIN)
		tst_res(TFAIL | TERRNO, "filling the pipe ended with");
	else if (total != 16 * page)
		tst_res(TFAIL, "pipe took %ld bytes, expected 16 pages (%ld)", total, 16 * page);
	else
		tst_res(TPASS, "pipe holds 16 pages (%ld bytes), then EAGAIN", total);
	close_fds();
}

static void run(void)
{
	TST_EXP_PASS(pipe(fds));
	if (!TST_PASS)
		return;
	check_flags();
	check_data();
	check_eof_epipe();
	check_capacity();
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = close_fds,
};
