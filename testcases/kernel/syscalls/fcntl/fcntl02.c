// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fcntl(2) F_DUPFD and F_DUPFD_CLOEXEC. From the man page:
 * - F_DUPFD: "Duplicate the file descriptor fd using the lowest-numbered available file
 *   descriptor greater than or equal to arg": with arg free the result is arg, with arg
 *   taken the next free one, and with arg 0 the lowest free descriptor;
 * - "The new file descriptor has the same [open file description]": offset and status
 *   flags are shared (an lseek() on one moves the other);
 * - "the FD_CLOEXEC flag for the duplicate descriptor is off" for F_DUPFD even when the
 *   original has it, and F_DUPFD_CLOEXEC "additionally set[s] the close-on-exec flag".
 */

#include "tst_test.h"

#define BASE 100

static int fd = -1, blocker = -1, new_fd = -1;

static void close_fd(int *f)
{
	if (*f > -1)
		SAFE_CLOSE(*f);
}

static void check_dup(int cmd, const char *name, int exp_cloexec)
{
	int lowest, tmp;

	TST_EXP_VAL(fcntl(fd, cmd, BASE), BASE, "%s(%d) with %d free", name, BASE, BASE);
	new_fd = TST_RET;
	if (new_fd < 0)
		return;
	TST_EXP_EQ_LI(SAFE_FCNTL(new_fd, F_GETFD) & FD_CLOEXEC, exp_cloexec);
	SAFE_LSEEK(new_fd, 7, SEEK_SET);
	TST_EXP_EQ_LI(SAFE_LSEEK(fd, 0, SEEK_CUR), 7);
	close_fd(&new_fd);

	blocker = SAFE_DUP2(fd, BASE);
	TST_EXP_VAL(fcntl(fd, cmd, BASE), BASE + 1, "%s(%d) with %d taken", name, BASE, BASE);
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
	close_fd(&blocker);

	tmp = SAFE_OPEN("/dev/null", O_RDONLY);
	lowest = tmp;
	SAFE_CLOSE(tmp);
	TST_EXP_VAL(fcntl(fd, cmd, 0), lowest, "%s(0) gives the lowest free descriptor", name);
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
}

static void run(void)
{
	SAFE_LSEEK(fd, 0, SEEK_SET);
	check_dup(F_DUPFD, "F_DUPFD", 0);
	SAFE_LSEEK(fd, 0, SEEK_SET);
	check_dup(F_DUPFD_CLOEXEC, "F_DUPFD_CLOEXEC", FD_CLOEXEC);
}

static void setup(void)
{
	fd = SAFE_OPEN("file", O_RDWR | O_CREAT | O_CLOEXEC, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "0123456789", 10);
}

static void cleanup(void)
{
	close_fd(&new_fd);
	close_fd(&blocker);
	close_fd(&fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
