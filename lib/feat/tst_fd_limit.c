// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_fd_limit_reached(): see include/tst_fd_limit.h. */
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"
#include "tst_fd_limit.h"

int tst_lowest_free_fd(void)
{
	int fd = SAFE_OPEN("/dev/null", O_RDONLY);
	int lowest = fd;

	/* The kernel hands out the lowest free number: this one, once closed again. */
	SAFE_CLOSE(fd);
	return lowest;
}

int tst_fd_limit_reached(void)
{
	struct rlimit rl;
	int lowest = tst_lowest_free_fd();

	SAFE_GETRLIMIT(RLIMIT_NOFILE, &rl);
	rl.rlim_cur = lowest;
	SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
	return lowest;
}
