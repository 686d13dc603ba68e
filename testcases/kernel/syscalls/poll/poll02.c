// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * poll(2) fails with the errors of man 2 poll, in its order:
 * - EFAULT: fds points outside the address space;
 * - EINTR: a signal (caught by a handler) arrives while poll() waits on an empty pipe,
 *   sent by a child once the caller is asleep; the handler ran exactly once;
 * - EINVAL: nfds is one more than the RLIMIT_NOFILE soft limit (the array itself is
 *   valid, all entries with fd -1).
 * After each failure the revents fields the kernel could have written are still the
 * sentinel the test put there.
 *
 * Not provoked: EINVAL for an invalid ppoll() timeout belongs to ppoll (ppoll02);
 * ENOMEM needs the kernel's allocation to fail, which cannot be caused safely.
 */

#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include "tst_test.h"

#define SENTINEL 0x7777

static struct pollfd *bad_fds, *many;
static nfds_t too_many;
static int pipefd[2];
static volatile sig_atomic_t caught;

static void handler(int sig)
{
	(void)sig;
	caught++;
}

static int do_poll(struct pollfd *fds, nfds_t n, int timeout)
{
	return tst_syscall(__NR_poll, fds, n, timeout);
}

static void efault(void)
{
	TST_EXP_FAIL(do_poll(bad_fds, 1, 0), EFAULT, "poll(bad address)");
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
	TST_EXP_FAIL(do_poll(&pfd, 1, 20000), EINTR, "poll() interrupted by a signal");
	tst_reap_children();
	if (caught != 1)
		tst_res(TFAIL, "the handler ran %d times, expected once", (int)caught);
	if (pfd.revents != SENTINEL && pfd.revents != 0)
		tst_res(TFAIL, "revents 0x%x after EINTR", pfd.revents);
}

static void einval(void)
{
	nfds_t i;

	for (i = 0; i < too_many; i++)
		many[i] = (struct pollfd){.fd = -1, .events = POLLIN, .revents = SENTINEL};
	TST_EXP_FAIL(do_poll(many, too_many, 0), EINVAL, "poll(nfds = RLIMIT_NOFILE + 1 = %lu)",
		     (unsigned long)too_many);
	for (i = 0; i < too_many; i++) {
		if (many[i].revents != SENTINEL) {
			tst_res(TFAIL, "entry %lu: revents changed to 0x%x", (unsigned long)i,
				many[i].revents);
			return;
		}
	}
}

static void run(void)
{
	efault();
	eintr();
	einval();
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};
	struct rlimit rl;

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	SAFE_PIPE(pipefd);
	bad_fds = tst_get_bad_addr(NULL);
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

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
};
