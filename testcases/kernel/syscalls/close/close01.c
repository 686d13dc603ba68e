// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * close(2), from the man page's DESCRIPTION:
 * - "close() closes a file descriptor, so that it no longer refers to any file and may be
 *   reused": afterwards fcntl(F_GETFD) fails with EBADF and the next open() returns it;
 * - "If fd is the last file descriptor referring to the underlying open file description,
 *   the resources associated with the open file description are freed": closing one of
 *   two dup()ed descriptors leaves the other usable, at the same offset;
 * - "Any record locks held on the file it was associated with, and owned by the process,
 *   are removed regardless of the file descriptor that was used to obtain the lock": a
 *   lock taken through one descriptor is released by closing another one on the same
 *   file, as seen by a child with F_GETLK;
 * - close() returns zero on success.
 */

#include <sys/wait.h>
#include "tst_test.h"

#define FNAME "close01_file"

static short child_lock_type(void)
{
	struct flock fl = {.l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 1};
	int fd, status;
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		fd = SAFE_OPEN(FNAME, O_RDWR);
		SAFE_FCNTL(fd, F_GETLK, &fl);
		exit(fl.l_type == F_UNLCK ? 0 : 1);
	}
	SAFE_WAITPID(pid, &status, 0);
	if (!WIFEXITED(status))
		tst_brk(TBROK, "F_GETLK child did not exit normally");
	return WEXITSTATUS(status) ? F_WRLCK : F_UNLCK;
}

static void run(void)
{
	struct flock fl = {.l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 1};
	int fd, fd2, dupfd, num;
	char c;

	fd = SAFE_OPEN(FNAME, O_RDWR);
	num = fd;
	TST_EXP_PASS(close(fd), "close(fd)");
	TST_EXP_FAIL(fcntl(num, F_GETFD), EBADF, "fcntl(F_GETFD) on the closed descriptor");
	fd = SAFE_OPEN(FNAME, O_RDWR);
	TST_EXP_EQ_LI(fd, num);

	dupfd = SAFE_DUP(fd);
	SAFE_READ(1, fd, &c, 1);
	TST_EXP_PASS(close(fd), "close() of one of two duplicates");
	TST_EXP_VAL(read(dupfd, &c, 1), 1, "read() through the remaining duplicate");
	if (c != 'b')
		tst_res(TFAIL, "remaining duplicate read '%c', expected 'b' (shared offset)", c);
	SAFE_CLOSE(dupfd);

	fd = SAFE_OPEN(FNAME, O_RDWR);
	fd2 = SAFE_OPEN(FNAME, O_RDONLY);
	SAFE_FCNTL(fd, F_SETLK, &fl);
	if (child_lock_type() != F_WRLCK)
		tst_brk(TBROK, "the record lock is not visible to the child");
	TST_EXP_PASS(close(fd2), "close() of another descriptor of the locked file");
	if (child_lock_type() == F_UNLCK)
		tst_res(TPASS, "the record lock was released by closing the other descriptor");
	else
		tst_res(TFAIL, "the record lock survived close() of another descriptor");
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	SAFE_FILE_PRINTF(FNAME, "abc");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
