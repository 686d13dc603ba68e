// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * epoll_wait(2) fails with the errors of man 2 epoll_wait, in its order:
 * - EBADF: epfd is closed;
 * - EFAULT: events points to memory the process cannot write, while a pipe is ready (the
 *   level-triggered event is still reported by the next, valid call);
 * - EINTR: a signal caught by a handler arrives while the call waits (sent by a child once
 *   the caller sleeps); the handler ran once;
 * - EINVAL: epfd is a pipe, not an epoll instance; maxevents is 0; maxevents is -1.
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/epoll.h>
#include "tst_test.h"
#include "tst_epoll.h"

static int epfd = -1, empty_ep = -1, pipefd[2] = {-1, -1}, closed_fd;
static void *bad;
static volatile sig_atomic_t caught;

static int do_wait(int efd, void *ev, int max, int timeout)
{
	return tst_syscall(__NR_epoll_wait, efd, ev, max, timeout);
}

static void handler(int sig)
{
	(void)sig;
	caught++;
}

static void still_reported(void)
{
	struct epoll_event ev = {};

	if (SAFE_EPOLL_WAIT(epfd, &ev, 1, 0) != 1 || ev.data.u64 != 0x77)
		tst_res(TFAIL, "the ready pipe is no longer reported after the failed call");
}

static void run(void)
{
	struct epoll_event ev[2];
	pid_t me = getpid();

	TST_EXP_FAIL(do_wait(closed_fd, ev, 2, 0), EBADF, "epoll_wait(closed epfd)");
	TST_EXP_FAIL(do_wait(epfd, bad, 2, 0), EFAULT, "epoll_wait(unwritable events)");
	still_reported();

	caught = 0;
	if (!SAFE_FORK()) {
		TST_PROCESS_STATE_WAIT(me, 'S', 0);
		SAFE_KILL(me, SIGUSR1);
		exit(0);
	}
	TST_EXP_FAIL(do_wait(empty_ep, ev, 2, 20000), EINTR,
		     "epoll_wait() interrupted by a signal");
	tst_reap_children();
	if (caught != 1)
		tst_res(TFAIL, "the handler ran %d times, expected once", (int)caught);

	TST_EXP_FAIL(do_wait(pipefd[0], ev, 2, 0), EINVAL, "epoll_wait(epfd is a pipe)");
	TST_EXP_FAIL(do_wait(epfd, ev, 0, 0), EINVAL, "epoll_wait(maxevents 0)");
	TST_EXP_FAIL(do_wait(epfd, ev, -1, 0), EINVAL, "epoll_wait(maxevents -1)");
	still_reported();
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};
	struct epoll_event ev = {.events = EPOLLIN, .data.u64 = 0x77};
	int tmp[2];

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	bad = tst_get_bad_addr(NULL);
	epfd = SAFE_EPOLL_CREATE1(0);
	empty_ep = SAFE_EPOLL_CREATE1(0);
	SAFE_PIPE(pipefd);
	SAFE_WRITE(SAFE_WRITE_ALL, pipefd[1], "x", 1);
	SAFE_EPOLL_CTL(epfd, EPOLL_CTL_ADD, pipefd[0], &ev);
	SAFE_PIPE(tmp);
	closed_fd = tmp[0];
	SAFE_CLOSE(tmp[0]);
	SAFE_CLOSE(tmp[1]);
}

static void cleanup(void)
{
	if (epfd > 0)
		SAFE_CLOSE(epfd);
	if (empty_ep > 0)
		SAFE_CLOSE(empty_ep);
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
