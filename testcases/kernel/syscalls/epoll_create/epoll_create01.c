// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * epoll_create(2) returns a new epoll instance (man 2 epoll_create): for the sizes 1 and
 * 65536 ("the size argument is ignored, but must be greater than zero") the returned
 * descriptor is an eventpoll file that reports a ready pipe added to it, it is a new
 * descriptor each time, and close-on-exec is not set on it.
 */

#include <fcntl.h>
#include "epoll_create.h"

static void run(void)
{
	static const int sizes[] = {1, 65536};
	unsigned int i;
	int fd[2];

	for (i = 0; i < ARRAY_SIZE(sizes); i++) {
		fd[i] = TST_EXP_FD(tst_syscall(__NR_epoll_create, sizes[i]),
				   "epoll_create(%d)", sizes[i]);
		if (fd[i] < 0)
			return;
		expect_epoll_instance(fd[i], "epoll_create()");
		TST_EXP_EQ_LI(SAFE_FCNTL(fd[i], F_GETFD) & FD_CLOEXEC, 0);
	}
	TST_EXP_EXPR(fd[0] != fd[1], "two calls give two descriptors (%d, %d)", fd[0], fd[1]);
	SAFE_CLOSE(fd[0]);
	SAFE_CLOSE(fd[1]);
}

static struct tst_test test = {
	.test_all = run,
};
