// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * select(2), the raw system call, fails with the errors of man 2 select, in its order:
 * - EBADF: readfds holds a closed descriptor (next to a ready pipe);
 * - EINTR: a signal caught by a handler arrives while select() waits on an empty pipe
 *   (sent by a child once the caller sleeps); the handler ran once;
 * - EINVAL: nfds is negative;
 * - EINVAL: the timeout is negative.
 * After each failure the fd sets are unchanged (the ready pipe's bit is still set, no
 * other bit appeared).
 *
 * Not provoked: EINVAL for nfds above RLIMIT_NOFILE: Linux clamps nfds to the size of the
 * descriptor table instead of failing; ENOMEM needs the kernel's allocation to fail, which
 * cannot be caused safely.
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/select.h>
#include "tst_test.h"

static int pipefd[2], ready_pipe[2], closed_fd;
static volatile sig_atomic_t caught;

static int do_select(int n, fd_set *r, fd_set *w, fd_set *e, struct timeval *tv)
{
	return tst_syscall(__NR_select, n, r, w, e, tv);
}

static void handler(int sig)
{
	(void)sig;
	caught++;
}

static void check_unchanged(fd_set *r, fd_set *exp)
{
	if (memcmp(r, exp, sizeof(*r)))
		tst_res(TFAIL, "the read set changed after the failed select()");
}

static void run(void)
{
	fd_set r, exp;
	struct timeval tv = {0, 0};
	int n = MAX(closed_fd, ready_pipe[0]) + 1;
	pid_t me = getpid();

	FD_ZERO(&r);
	FD_SET(ready_pipe[0], &r);
	FD_SET(closed_fd, &r);
	exp = r;
	TST_EXP_FAIL(do_select(n, &r, NULL, NULL, &tv), EBADF, "select() with a closed fd");
	check_unchanged(&r, &exp);

	caught = 0;
	FD_ZERO(&r);
	FD_SET(pipefd[0], &r);
	exp = r;
	tv = (struct timeval){20, 0};
	if (!SAFE_FORK()) {
		TST_PROCESS_STATE_WAIT(me, 'S', 0);
		SAFE_KILL(me, SIGUSR1);
		exit(0);
	}
	TST_EXP_FAIL(do_select(pipefd[0] + 1, &r, NULL, NULL, &tv), EINTR,
		     "select() interrupted by a signal");
	tst_reap_children();
	check_unchanged(&r, &exp);
	if (caught != 1)
		tst_res(TFAIL, "the handler ran %d times, expected once", (int)caught);

	FD_ZERO(&r);
	FD_SET(ready_pipe[0], &r);
	exp = r;
	tv = (struct timeval){0, 0};
	TST_EXP_FAIL(do_select(-1, &r, NULL, NULL, &tv), EINVAL, "select(nfds = -1)");
	check_unchanged(&r, &exp);

	tv = (struct timeval){-1, 0};
	TST_EXP_FAIL(do_select(ready_pipe[0] + 1, &r, NULL, NULL, &tv), EINVAL,
		     "select(timeout {-1, 0})");
	check_unchanged(&r, &exp);
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};
	int tmp[2];

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	SAFE_PIPE(pipefd);
	SAFE_PIPE(ready_pipe);
	SAFE_WRITE(SAFE_WRITE_ALL, ready_pipe[1], "x", 1);
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
	if (ready_pipe[0] > 0) {
		SAFE_CLOSE(ready_pipe[0]);
		SAFE_CLOSE(ready_pipe[1]);
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
};
