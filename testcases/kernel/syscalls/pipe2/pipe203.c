// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pipe2(2) errors, in the order of the man page's ERRORS section:
 *   EFAULT  pipefd is not valid
 *   EINVAL  invalid value in flags (O_APPEND, every bit set)
 *   EMFILE  the per-process limit on open file descriptors has been reached
 *   ENOPKG  O_NOTIFICATION_PIPE without CONFIG_WATCH_QUEUE in the kernel (TCONF for
 *           that case when the kernel has it)
 *
 * Every row also checks that the failed call allocated no descriptor (the lowest free one
 * stays free, tst_fd_state.h) and left the array untouched.
 *
 * Not provoked:
 *   ENFILE  the system-wide file limit and the per-user pipe memory limit are global
 *           settings that would disturb the tests running in parallel.
 */

#include <sys/resource.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "tst_kconfig.h"

#ifndef O_NOTIFICATION_PIPE
# define O_NOTIFICATION_PIPE O_EXCL
#endif

static int *bad_fds;
static struct rlimit orig_nofile;
static int lowered, has_watch_queue;

static void no_slot(void)
{
	struct rlimit rl = orig_nofile;
	int fd = SAFE_OPEN("/dev/null", O_RDONLY);

	rl.rlim_cur = fd;
	SAFE_CLOSE(fd);
	SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
	lowered = 1;
}

static void restore(void)
{
	if (lowered)
		SAFE_SETRLIMIT(RLIMIT_NOFILE, &orig_nofile);
	lowered = 0;
}

static struct tcase {
	int **fds;
	int flags;
	int exp_errno;
	const char *desc;
	void (*pre)(void);
} tcases[] = {
	{&bad_fds, 0, EFAULT, "pipefd on an unmapped page", NULL},
	{NULL, O_APPEND, EINVAL, "O_APPEND", NULL},
	{NULL, ~0, EINVAL, "every flag bit", NULL},
	{NULL, O_CLOEXEC, EMFILE, "no descriptor slot left", no_slot},
	{NULL, O_NOTIFICATION_PIPE, ENOPKG, "O_NOTIFICATION_PIPE", NULL},
};

static void run(unsigned int n)
{
	int next;
	const struct tcase *tc = &tcases[n];
	int fds[2] = {-1, -1}, *arg = tc->fds ? *tc->fds : fds;

	if (tc->exp_errno == ENOPKG && has_watch_queue) {
		tst_res(TCONF, "the kernel has CONFIG_WATCH_QUEUE: no ENOPKG");
		return;
	}
	next = tst_fd_lowest_free();
	if (tc->pre)
		tc->pre();
	TST_EXP_FAIL(pipe2(arg, tc->flags), tc->exp_errno, "%s", tc->desc);
	if (TST_RET < 0 && !TST_FD_STILL_FREE(next) && arg == fds &&
	    (fds[0] != -1 || fds[1] != -1))
		tst_res(TFAIL, "the failed pipe2() wrote descriptors %d and %d", fds[0], fds[1]);
	restore();
	if (TST_RET == 0 && arg == fds) {
		SAFE_CLOSE(fds[0]);
		SAFE_CLOSE(fds[1]);
	}
}

static void setup(void)
{
	bad_fds = tst_get_bad_addr(NULL);
	SAFE_GETRLIMIT(RLIMIT_NOFILE, &orig_nofile);
	has_watch_queue = tst_kconfig_get("CONFIG_WATCH_QUEUE") == 'y';
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = restore,
};
