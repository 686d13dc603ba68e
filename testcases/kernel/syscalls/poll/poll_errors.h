// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The errno rows poll02 and ppoll02 share (see their headers): EFAULT for fds, EINTR and
 * EINVAL for nfds above RLIMIT_NOFILE. The including file defines CALL_NAME and
 * do_call(fds, nfds, timeout in ms) and uses run_common(), setup() and cleanup().
 */
#ifndef POLL_ERRORS_H
#define POLL_ERRORS_H

#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include "tst_test.h"

#define SENTINEL 0x7777

static int do_call(struct pollfd *fds, nfds_t n, int timeout_ms);

static struct pollfd *many;
static nfds_t too_many;
static int pipefd[2];
static void *bad;
static volatile sig_atomic_t caught;

static void handler(int sig)
{
	(void)sig;
	caught++;
}

static void eintr(void)
{
	struct pollfd pfd = {.fd = pipefd[0], .events = POLLIN, .revents = SENTINEL};
	pid_t me = getpid();

	caught = 0;
	if (!SAFE_FORK()) {
		TST_PROCESS_STATE_WAIT(me, 'S', 0);
		SAFE_KILL(me, SIGUSR1);
		exit(0);
	}
	/* A long timeout, not -1: a signal that came too early gives TFAIL, not a hang. */
	TST_EXP_FAIL(do_call(&pfd, 1, 20000), EINTR, "%s interrupted by a signal", CALL_NAME);
	tst_reap_children();
	if (caught != 1)
		tst_res(TFAIL, "the handler ran %d times, expected once", (int)caught);
}

static void einval_nfds(void)
{
	nfds_t i;

	for (i = 0; i < too_many; i++)
		many[i] = (struct pollfd){.fd = -1, .events = POLLIN, .revents = SENTINEL};
	TST_EXP_FAIL(do_call(many, too_many, 0), EINVAL, "%s nfds = RLIMIT_NOFILE + 1 = %lu",
		     CALL_NAME, (unsigned long)too_many);
	for (i = 0; i < too_many; i++) {
		if (many[i].revents != SENTINEL) {
			tst_res(TFAIL, "entry %lu: revents changed to 0x%x", (unsigned long)i,
				many[i].revents);
			return;
		}
	}
}

static void run_common(void)
{
	TST_EXP_FAIL(do_call(bad, 1, 0), EFAULT, "%s fds outside the address space", CALL_NAME);
	eintr();
	einval_nfds();
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};
	struct rlimit rl;

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	SAFE_PIPE(pipefd);
	bad = tst_get_bad_addr(NULL);
	SAFE_GETRLIMIT(RLIMIT_NOFILE, &rl);
	if (rl.rlim_cur > 65536) {
		rl.rlim_cur = 1024;
		SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
	}
	too_many = rl.rlim_cur + 1;
	many = SAFE_MALLOC(too_many * sizeof(*many));
}

static void cleanup(void)
{
	if (pipefd[0] > 0) {
		SAFE_CLOSE(pipefd[0]);
		SAFE_CLOSE(pipefd[1]);
	}
	free(many);
}

#endif
