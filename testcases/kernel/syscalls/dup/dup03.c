// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * dup(2) of pipe and FIFO descriptors keeps their access mode. From the man page: the new
 * descriptor "refers to the same open file description" and so shares its "file status
 * flags", of which the access mode is part (open(2)). For each end of a pipe and for a
 * FIFO opened O_RDONLY, O_WRONLY and O_RDWR (the last one non-blocking where needed):
 * - the duplicate is the lowest free descriptor, and F_GETFL on it shows the original's
 *   access mode (and O_NONBLOCK);
 * - the duplicate of a reading descriptor reads what was written, and writing to it fails
 *   with EBADF; the duplicate of a writing descriptor writes (the data reaches the other
 *   end), and reading from it fails with EBADF; the duplicate of an O_RDWR FIFO does both.
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "tst_fd_state.h"

#define FIFO "dup03_fifo"

static void check_dup(int fd, int rd, int wr, const char *what)
{
	char c = 0;
	int newfd, fl, exp_fl, next;

	exp_fl = SAFE_FCNTL(fd, F_GETFL);
	next = tst_fd_lowest_free();
	newfd = TST_EXP_FD(dup(fd), "dup() of %s", what);
	if (newfd < 0)
		return;
	if (newfd != next)
		tst_res(TFAIL, "%s: dup() returned %d, the lowest free descriptor was %d", what,
			newfd, next);
	fl = SAFE_FCNTL(newfd, F_GETFL);
	if ((fl & (O_ACCMODE | O_NONBLOCK)) != (exp_fl & (O_ACCMODE | O_NONBLOCK)))
		tst_res(TFAIL, "%s: the duplicate's flags 0%o, the original's 0%o", what, fl,
			exp_fl);
	else
		tst_res(TPASS, "%s: the duplicate keeps access mode %d", what, fl & O_ACCMODE);

	if (wr) {
		TST_EXP_VAL(write(newfd, "w", 1), 1, "%s: write() to the duplicate", what);
		if (rd)
			TST_EXP_VAL(read(fd, &c, 1), 1, "%s: read() back", what);
	} else {
		TST_EXP_FAIL2(write(newfd, "w", 1), EBADF, "%s: write() to the duplicate", what);
	}
	if (rd && !wr) {
		TST_EXP_VAL(read(newfd, &c, 1), 1, "%s: read() from the duplicate", what);
		TST_EXP_EQ_LI(c, 'p');
	} else if (!rd) {
		TST_EXP_FAIL2(read(newfd, &c, 1), EBADF, "%s: read() from the duplicate", what);
	}
	SAFE_CLOSE(newfd);
}

static void run(void)
{
	int p[2], rfd, wfd, rwfd;
	char c;

	SAFE_PIPE(p);
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "p", 1);
	check_dup(p[0], 1, 0, "the read end of a pipe");
	check_dup(p[1], 0, 1, "the write end of a pipe");
	TST_EXP_VAL(read(p[0], &c, 1), 1, "the write through the duplicate reached the pipe");
	SAFE_CLOSE(p[0]);
	SAFE_CLOSE(p[1]);

	/* O_RDWR first: then neither one-way open blocks */
	rwfd = SAFE_OPEN(FIFO, O_RDWR | O_NONBLOCK);
	rfd = SAFE_OPEN(FIFO, O_RDONLY);
	wfd = SAFE_OPEN(FIFO, O_WRONLY);
	SAFE_WRITE(SAFE_WRITE_ALL, wfd, "p", 1);
	check_dup(rfd, 1, 0, "a FIFO opened O_RDONLY");
	check_dup(wfd, 0, 1, "a FIFO opened O_WRONLY");
	TST_EXP_VAL(read(rfd, &c, 1), 1, "the write through the duplicate reached the FIFO");
	check_dup(rwfd, 1, 1, "a FIFO opened O_RDWR|O_NONBLOCK");
	SAFE_CLOSE(wfd);
	SAFE_CLOSE(rfd);
	SAFE_CLOSE(rwfd);
}

static void setup(void)
{
	SAFE_MKFIFO(FIFO, 0600);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
