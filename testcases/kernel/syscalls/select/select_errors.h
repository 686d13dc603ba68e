// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The errno rows select02 and pselect02 share (see their headers): EBADF, EINTR and
 * EINVAL for a negative nfds, each followed by a check that the read set is unchanged.
 * The including file defines CALL_NAME and do_call(nfds, readfds, timeout in ms) and uses
 * run_common(), setup() and cleanup().
 */
#ifndef SELECT_ERRORS_H
#define SELECT_ERRORS_H

#include <signal.h>
#include <stdlib.h>
#include <sys/select.h>
#include "tst_test.h"

static int do_call(int n, fd_set *r, int timeout_ms);

static int pipefd[2] = {-1, -1}, ready_pipe[2] = {-1, -1}, closed_fd;
static volatile sig_atomic_t caught;

static void handler(int sig)
{
	(void)sig;
	caught++;
}

static void check_unchanged(fd_set *r, fd_set *exp)
{
	if (memcmp(r, exp, sizeof(*r)))
		tst_res(TFAIL, "the read set changed after the failed %s", CALL_NAME);
}

static void run_common(void)
{
	fd_set r, exp;
	pid_t me = getpid();

	FD_ZERO(&r);
	FD_SET(ready_pipe[0], &r);
	FD_SET(closed_fd, &r);
	exp = r;
	TST_EXP_FAIL(do_call(MAX(closed_fd, ready_pipe[0]) + 1, &r, 0), EBADF,
		     "%s with a closed fd", CALL_NAME);
	check_unchanged(&r, &exp);

	caught = 0;
	FD_ZERO(&r);
	FD_SET(pipefd[0], &r);
	exp = r;
	if (!SAFE_FORK()) {
		TST_PROCESS_STATE_WAIT(me, 'S', 0);
		SAFE_KILL(me, SIGUSR1);
		exit(0);
	}
	TST_EXP_FAIL(do_call(pipefd[0] + 1, &r, 20000), EINTR, "%s interrupted by a signal",
		     CALL_NAME);
	tst_reap_children();
	check_unchanged(&r, &exp);
	if (caught != 1)
		tst_res(TFAIL, "the handler ran %d times, expected once", (int)caught);

	FD_ZERO(&r);
	FD_SET(ready_pipe[0], &r);
	exp = r;
	TST_EXP_FAIL(do_call(-1, &r, 0), EINVAL, "%s nfds = -1", CALL_NAME);
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

#endif
