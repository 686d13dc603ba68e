// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fcntl(2) file descriptor flags and file status flags. From the man page:
 * - F_GETFD/F_SETFD: "Currently, only one such flag is defined: FD_CLOEXEC"; it can be
 *   set and cleared, and "File descriptor flags ... are associated with a single file
 *   descriptor": a dup() of the descriptor does not share it;
 * - F_GETFL: "Return (as the function result) the file access mode and the file status
 *   flags": O_RDONLY/O_WRONLY/O_RDWR and O_APPEND/O_NONBLOCK as given to open();
 * - F_SETFL: "File access mode (O_RDONLY, O_WRONLY, O_RDWR) and file creation flags
 *   (i.e., O_CREAT, O_EXCL, O_NOCTTY, O_TRUNC) in arg are ignored. On Linux, this command
 *   can change only the O_APPEND, O_ASYNC, O_DIRECT, O_NOATIME, and O_NONBLOCK flags";
 * - status flags belong to the open file description, so a dup() sees the change;
 * - the flags take effect: with O_APPEND set by F_SETFL a write lands at the end of the
 *   file whatever the offset; with O_NONBLOCK set on a pipe's read end an empty read
 *   fails with EAGAIN.
 */

#include <string.h>
#include "tst_test.h"
#include "tst_safe_prw.h"

static int fd = -1, dup_fd = -1, fds[2] = {-1, -1};

static void close_all(void)
{
	if (fd > -1)
		SAFE_CLOSE(fd);
	if (dup_fd > -1)
		SAFE_CLOSE(dup_fd);
	if (fds[0] > -1)
		SAFE_CLOSE(fds[0]);
	if (fds[1] > -1)
		SAFE_CLOSE(fds[1]);
}

static void check_fd_flags(void)
{
	fd = SAFE_OPEN("file", O_RDWR | O_CREAT | O_TRUNC, 0644);
	dup_fd = SAFE_DUP(fd);

	TST_EXP_EQ_LI(fcntl(fd, F_GETFD), 0);
	TST_EXP_PASS(fcntl(fd, F_SETFD, FD_CLOEXEC));
	TST_EXP_EQ_LI(fcntl(fd, F_GETFD), FD_CLOEXEC);
	TST_EXP_EQ_LI(fcntl(dup_fd, F_GETFD), 0);
	TST_EXP_PASS(fcntl(fd, F_SETFD, 0));
	TST_EXP_EQ_LI(fcntl(fd, F_GETFD), 0);
	close_all();
}

static void check_getfl(void)
{
	static const struct {
		int flags;
		const char *name;
	} opens[] = {
		{O_RDONLY, "O_RDONLY"},
		{O_WRONLY, "O_WRONLY"},
		{O_RDWR, "O_RDWR"},
		{O_WRONLY | O_APPEND, "O_WRONLY | O_APPEND"},
		{O_RDONLY | O_NONBLOCK, "O_RDONLY | O_NONBLOCK"},
	};
	unsigned int i;
	int got, mask = O_ACCMODE | O_APPEND | O_NONBLOCK;

	for (i = 0; i < ARRAY_SIZE(opens); i++) {
		fd = SAFE_OPEN("file", opens[i].flags | O_CREAT, 0644);
		got = SAFE_FCNTL(fd, F_GETFL);
		if ((got & mask) != opens[i].flags)
			tst_res(TFAIL, "open(%s): F_GETFL gives 0%o", opens[i].name, got);
		else
			tst_res(TPASS, "open(%s): F_GETFL reports it", opens[i].name);
		SAFE_CLOSE(fd);
	}
}

static void check_setfl(void)
{
	char buf[16] = "";
	int fl;

	fd = SAFE_OPEN("file", O_RDWR | O_CREAT | O_TRUNC, 0644);
	dup_fd = SAFE_DUP(fd);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "0123456789", 10);

	/* O_RDONLY, O_CREAT and O_TRUNC must be ignored; O_APPEND applied. */
	TST_EXP_PASS(fcntl(fd, F_SETFL, O_RDONLY | O_CREAT | O_TRUNC | O_APPEND),
		     "F_SETFL(O_RDONLY | O_CREAT | O_TRUNC | O_APPEND)");
	fl = SAFE_FCNTL(fd, F_GETFL);
	if ((fl & O_ACCMODE) != O_RDWR || !(fl & O_APPEND))
		tst_res(TFAIL, "F_GETFL after F_SETFL: 0%o, expected O_RDWR | O_APPEND", fl);
	else
		tst_res(TPASS, "F_SETFL sets O_APPEND, keeps the access mode");
	TST_EXP_EQ_LI(SAFE_FCNTL(dup_fd, F_GETFL) & O_APPEND, O_APPEND);

	SAFE_LSEEK(fd, 0, SEEK_SET);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "AB", 2);
	SAFE_PREAD(1, fd, buf, 12, 0);
	if (strcmp(buf, "0123456789AB"))
		tst_res(TFAIL, "O_APPEND by F_SETFL: file holds '%s'", buf);
	else
		tst_res(TPASS, "O_APPEND by F_SETFL: write at offset 0 went to the end");

	TST_EXP_PASS(fcntl(fd, F_SETFL, 0), "F_SETFL(0)");
	TST_EXP_EQ_LI(SAFE_FCNTL(dup_fd, F_GETFL) & O_APPEND, 0);
	close_all();

	SAFE_PIPE(fds);
	TST_EXP_PASS(fcntl(fds[0], F_SETFL, O_NONBLOCK), "F_SETFL(O_NONBLOCK) on a pipe");
	TST_EXP_FAIL2(read(fds[0], buf, 1), EAGAIN, "read() from the empty non-blocking pipe");
	close_all();
}

static void run(void)
{
	check_fd_flags();
	check_getfl();
	check_setfl();
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = close_all,
	.needs_tmpdir = 1,
};
