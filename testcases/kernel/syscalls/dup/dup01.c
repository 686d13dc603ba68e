// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * dup(2), from the man page's DESCRIPTION:
 * - "The dup() system call allocates a new file descriptor that refers to the same open
 *   file description as the descriptor oldfd. The new file descriptor number is guaranteed
 *   to be the lowest-numbered file descriptor that was unused in the calling process";
 * - "they refer to the same open file description and thus share file offset and file
 *   status flags; for example, if the file offset is modified by using lseek(2) on one of
 *   the file descriptors, the offset is also changed for the other file descriptor";
 * - "The two file descriptors do not share file descriptor flags (the close-on-exec
 *   flag). The close-on-exec flag (FD_CLOEXEC; see fcntl(2)) for the duplicate descriptor
 *   is off";
 * - the duplicate stays usable after oldfd is closed.
 * The lowest unused descriptor is found before the call by asking fcntl(F_GETFD) about
 * each number from 0 up; a hole is made below the highest open descriptor first, so that
 * "the next number after the highest" would be wrong.
 */

#include "tst_test.h"

#define FNAME "dup01_file"

static int lowest_unused(void)
{
	int fd;

	for (fd = 0; fcntl(fd, F_GETFD) != -1; fd++)
		;
	if (errno != EBADF)
		tst_brk(TBROK | TERRNO, "fcntl(%d, F_GETFD)", fd);
	return fd;
}

static void run(void)
{
	char buf[4] = "";
	int fd, hole, fd2, newfd, fl, lowest;

	fd = SAFE_OPEN(FNAME, O_RDWR | O_CLOEXEC);
	hole = SAFE_OPEN(FNAME, O_RDONLY);
	fd2 = SAFE_OPEN(FNAME, O_RDONLY);
	SAFE_CLOSE(hole);
	lowest = lowest_unused();
	newfd = TST_EXP_FD(dup(fd), "dup(fd)");
	if (newfd < 0)
		return;
	TST_EXP_EXPR(newfd == lowest,
		     "dup() returned %d, the lowest unused descriptor %d (%d and %d open)",
		     newfd, lowest, fd, fd2);

	SAFE_LSEEK(fd, 3, SEEK_SET);
	TST_EXP_EQ_LI(lseek(newfd, 0, SEEK_CUR), 3);
	SAFE_READ(1, newfd, buf, 2);
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 5);

	SAFE_FCNTL(fd, F_SETFL, O_APPEND);
	fl = SAFE_FCNTL(newfd, F_GETFL);
	TST_EXP_EXPR(fl & O_APPEND, "status flags set on oldfd show on the duplicate");

	fl = SAFE_FCNTL(newfd, F_GETFD);
	TST_EXP_EXPR(!(fl & FD_CLOEXEC), "FD_CLOEXEC is off on the duplicate of an O_CLOEXEC fd");
	fl = SAFE_FCNTL(fd, F_GETFD);
	TST_EXP_EXPR(fl & FD_CLOEXEC, "FD_CLOEXEC is still on for oldfd");

	SAFE_CLOSE(fd);
	SAFE_LSEEK(newfd, 0, SEEK_SET);
	TST_EXP_VAL(read(newfd, buf, 3), 3, "read() through the duplicate after close(oldfd)");
	TST_EXP_EQ_STRN(buf, "abc", 3);
	SAFE_CLOSE(newfd);
	SAFE_CLOSE(fd2);
}

static void setup(void)
{
	SAFE_FILE_PRINTF(FNAME, "abcdefgh");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
