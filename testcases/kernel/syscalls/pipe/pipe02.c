// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pipe(2) errors, in the order of the man page's ERRORS section:
 *   EFAULT  pipefd is not valid (an unmapped page; an array whose second element runs into
 *           a guard page)
 *   EMFILE  the per-process limit on open file descriptors has been reached (no slot left;
 *           one slot left, since a pipe needs two)
 * Not provoked:
 *   EINVAL  concerns pipe2() flags (pipe2 tests).
 *   ENFILE  the system-wide file limit, and the per-user pipe memory limit (which needs
 *           the global sysctl fs.pipe-user-pages-hard lowered for every user): both would
 *           disturb the tests running in parallel.
 *   ENOPKG  concerns pipe2() O_NOTIFICATION_PIPE.
 * After each failure no descriptor may have been left open.
 */

#include <sys/resource.h>
#include "tst_test.h"
#include "tst_fd_state.h"

static int *bad_fds, *short_fds;
static struct rlimit orig_nofile;
static int lowered;

static void limit_slots(int slots)
{
	struct rlimit rl = orig_nofile;

	rl.rlim_cur = tst_fd_lowest_free() + slots;
	SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
	lowered = 1;
}

static void restore(void)
{
	if (lowered)
		SAFE_SETRLIMIT(RLIMIT_NOFILE, &orig_nofile);
	lowered = 0;
}

static void no_slot(void)
{
	limit_slots(0);
}

static void one_slot(void)
{
	limit_slots(1);
}

static struct tcase {
	int **fds;
	int exp_errno;
	const char *desc;
	void (*pre)(void);
} tcases[] = {
	{&bad_fds, EFAULT, "pipefd on an unmapped page", NULL},
	{&short_fds, EFAULT, "pipefd with room for one int", NULL},
	{NULL, EMFILE, "no descriptor slot left", no_slot},
	{NULL, EMFILE, "one descriptor slot left", one_slot},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	int fds[2] = {-1, -1}, *arg = tc->fds ? *tc->fds : fds;
	int before = tst_fd_lowest_free();

	if (tc->pre)
		tc->pre();
	TST_EXP_FAIL(pipe(arg), tc->exp_errno, "%s", tc->desc);
	restore();
	if (TST_RET == 0 && arg == fds) {
		SAFE_CLOSE(fds[0]);
		SAFE_CLOSE(fds[1]);
	}
	TST_FD_STILL_FREE(before);
}

static void setup(void)
{
	bad_fds = tst_get_bad_addr(NULL);
	SAFE_GETRLIMIT(RLIMIT_NOFILE, &orig_nofile);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = restore,
	.bufs = (struct tst_buffers []) {
		{&short_fds, .size = sizeof(int)},
		{},
	},
};
