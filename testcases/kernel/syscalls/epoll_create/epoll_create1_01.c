// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * epoll_create1(2) returns a new epoll instance (man 2 epoll_create): with flags 0 the
 * descriptor is an eventpoll file that reports a ready pipe and close-on-exec is clear;
 * with EPOLL_CLOEXEC it is an epoll instance too, with FD_CLOEXEC set.
 */

#include <fcntl.h>
#include "epoll_create.h"

static void run(void)
{
	static const int flags[] = {0, EPOLL_CLOEXEC};
	unsigned int i;
	int fd;

	for (i = 0; i < ARRAY_SIZE(flags); i++) {
		fd = TST_EXP_FD(tst_syscall(__NR_epoll_create1, flags[i]),
				"epoll_create1(%s)", flags[i] ? "EPOLL_CLOEXEC" : "0");
		if (fd < 0)
			return;
		expect_epoll_instance(fd, "epoll_create1()");
		TST_EXP_EQ_LI(SAFE_FCNTL(fd, F_GETFD) & FD_CLOEXEC, flags[i] ? FD_CLOEXEC : 0);
		SAFE_CLOSE(fd);
	}
}

static struct tst_test test = {
	.test_all = run,
};
