// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pselect6, the system call behind pselect(2), fails with the errors of man 2 select, in
 * its order:
 * - EBADF: readfds holds a closed descriptor;
 * - EINTR: a signal caught by a handler arrives while the call waits (sent by a child once
 *   the caller sleeps); the handler ran once;
 * - EINVAL: nfds is negative;
 * - EINVAL: the timeout is invalid: tv_sec -1, tv_nsec -1, tv_nsec 10^9.
 * After each failure the read set is unchanged.
 *
 * Not provoked: EINVAL for nfds above RLIMIT_NOFILE: Linux clamps nfds to the size of the
 * descriptor table instead of failing; ENOMEM needs the kernel's allocation to fail, which
 * cannot be caused safely.
 */

#include <stdlib.h>
#include "pselect6_lapi.h"

static int pipefd[2], closed_fd;
static volatile sig_atomic_t caught;

static struct tcase {
	const char *name;
	int bad_fd;
	int nfds;
	struct timespec ts;
	int exp_errno;
} tcases[] = {
	{"a closed descriptor in readfds", 1, 0, {0, 0}, EBADF},
	{"nfds = -1", 0, -1, {0, 0}, EINVAL},
	{"timeout tv_sec -1", 0, 0, {-1, 0}, EINVAL},
	{"timeout tv_nsec -1", 0, 0, {0, -1}, EINVAL},
	{"timeout tv_nsec 10^9", 0, 0, {0, 1000000000}, EINVAL},
};

static void handler(int sig)
{
	(void)sig;
	caught++;
}

static void table(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(tcases); i++) {
		struct tcase *tc = &tcases[i];
		struct timespec ts = tc->ts;
		fd_set r, exp;
		int n = tc->nfds ? tc->nfds : MAX(pipefd[0], closed_fd) + 1;

		FD_ZERO(&r);
		FD_SET(pipefd[0], &r);
		if (tc->bad_fd)
			FD_SET(closed_fd, &r);
		exp = r;
		TST_EXP_FAIL(do_pselect6(n, &r, NULL, NULL, &ts, NULL), tc->exp_errno,
			     "pselect6() %s", tc->name);
		if (memcmp(&r, &exp, sizeof(r)))
			tst_res(TFAIL, "the read set changed after the failed call");
	}
}

static void eintr(void)
{
	struct timespec ts = {20, 0};
	pid_t me = getpid();
	fd_set r;

	caught = 0;
	FD_ZERO(&r);
	FD_SET(pipefd[0], &r);
	if (!SAFE_FORK()) {
		TST_PROCESS_STATE_WAIT(me, 'S', 0);
		SAFE_KILL(me, SIGUSR1);
		exit(0);
	}
	TST_EXP_FAIL(do_pselect6(pipefd[0] + 1, &r, NULL, NULL, &ts, NULL), EINTR,
		     "pselect6() interrupted by a signal");
	tst_reap_children();
	if (!FD_ISSET(pipefd[0], &r))
		tst_res(TFAIL, "the read set changed after EINTR");
	if (caught != 1)
		tst_res(TFAIL, "the handler ran %d times, expected once", (int)caught);
}

static void run(void)
{
	table();
	eintr();
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};
	int tmp[2];

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	SAFE_PIPE(pipefd);
	SAFE_PIPE(tmp);
	closed_fd = tmp[1];
	SAFE_CLOSE(tmp[0]);
	SAFE_CLOSE(tmp[1]);
}

static void cleanup(void)
{
	if (pipefd[0] > 0) {
		SAFE_CLOSE(pipefd[0]);
		SAFE_CLOSE(pipefd[1]);
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
};
