// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_fd_limit_reached(): afterwards open() and dup() fail with EMFILE, close() works. */
#include <stdlib.h>
#include <sys/resource.h>
#include "tst_test.h"
#include "tst_fd_limit.h"

static void run(void)
{
	int fd = SAFE_OPEN("/dev/null", O_RDONLY);
	struct rlimit rl;

	if (!SAFE_FORK()) {
		int limit = tst_fd_limit_reached();

		tst_res(TINFO, "soft limit now %d", limit);
		TST_EXP_FAIL2(open("/dev/null", O_RDONLY), EMFILE, "open() at the limit");
		TST_EXP_FAIL2(dup(fd), EMFILE, "dup() at the limit");
		/* The sanitizers need descriptors at exit: the soft limit may go back up. */
		SAFE_GETRLIMIT(RLIMIT_NOFILE, &rl);
		rl.rlim_cur = rl.rlim_max;
		SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
		exit(0);
	}
	tst_reap_children();
	TST_EXP_EXPR(tst_lowest_free_fd() != fd, "the open fd %d is not reported free", fd);
	TST_EXP_FD(dup(fd), "dup() in the parent, limit untouched");
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
};
