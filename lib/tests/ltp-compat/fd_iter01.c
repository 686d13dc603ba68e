// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * TST_FD_FOREACH (tst_fd.h) gives a valid descriptor of every kind this system can make;
 * lseek() on a pipe or a socket fails with ESPIPE.
 */
#include "tst_test.h"

static void run(void)
{
	int pipes = 0;

	TST_FD_FOREACH(fd) {
		TST_EXP_POSITIVE(fcntl(fd.fd, F_GETFD), "fcntl(F_GETFD) on %s", tst_fd_desc(&fd));
		switch (fd.type) {
		case TST_FD_PIPE_READ:
		case TST_FD_PIPE_WRITE:
		case TST_FD_UNIX_SOCK:
		case TST_FD_INET_SOCK:
			TST_EXP_FAIL2(lseek(fd.fd, 0, SEEK_SET), ESPIPE, "lseek() on %s",
				      tst_fd_desc(&fd));
			pipes++;
			break;
		default:
			break;
		}
	}
	TST_EXP_EQ_LI(pipes, 4);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
