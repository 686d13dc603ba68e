// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The errno rows epoll_wait02, epoll_pwait02 and epoll_pwait2_02 share (see their headers).
 * The including file defines CALL_NAME and do_call(), and uses run_common(), setup() and
 * cleanup(); a call without a signal mask (epoll_wait) also defines CALL_WITHOUT_SIGMASK,
 * which skips the rows about the mask.
 */
#ifndef EPOLL_PWAIT_ERRORS_H
#define EPOLL_PWAIT_ERRORS_H

#include <signal.h>
#include <stdlib.h>
#include <sys/epoll.h>
#include "tst_test.h"
#include "tst_epoll.h"

static int epfd = -1, empty_ep = -1, pipefd[2] = {-1, -1}, closed_fd;
static void *bad;
static sigset_t mask;
static volatile sig_atomic_t caught;

/* The call under test, defined by the including file: timeout in ms, -1 infinite. */
static int do_call(int efd, void *ev, int max, int timeout_ms, void *mask, size_t setsize);

#ifdef CALL_WITHOUT_SIGMASK
# define HAS_SIGMASK 0
#else
# define HAS_SIGMASK 1
#endif

/* mask_row: a row about the signal mask, for the calls that take one. */
static struct tcase {
	const char *name;
	int *epfd;
	int bad_events, maxevents, bad_mask;
	size_t setsize;
	int exp_errno, mask_row;
} tcases[] = {
	{"closed epfd", &closed_fd, 0, 2, 0, _NSIG / 8, EBADF, 0},
	{"unwritable events", &epfd, 1, 2, 0, _NSIG / 8, EFAULT, 0},
	{"unreadable sigmask", &epfd, 0, 2, 1, _NSIG / 8, EFAULT, 1},
	{"epfd is a pipe", &pipefd[0], 0, 2, 0, _NSIG / 8, EINVAL, 0},
	{"maxevents 0", &epfd, 0, 0, 0, _NSIG / 8, EINVAL, 0},
	{"maxevents -1", &epfd, 0, -1, 0, _NSIG / 8, EINVAL, 0},
	{"sigsetsize 4", &epfd, 0, 2, 0, 4, EINVAL, 1},
};

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

static void run_common(void)
{
	struct epoll_event ev[2];
	pid_t me = getpid();
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(tcases); i++) {
		struct tcase *tc = &tcases[i];

		if (tc->mask_row && !HAS_SIGMASK)
			continue;
		TST_EXP_FAIL(do_call(*tc->epfd, tc->bad_events ? bad : ev, tc->maxevents, 0,
				     tc->bad_mask ? bad : &mask, tc->setsize), tc->exp_errno,
			     "%s %s", CALL_NAME, tc->name);
		still_reported();
	}

	caught = 0;
	if (!SAFE_FORK()) {
		TST_PROCESS_STATE_WAIT(me, 'S', 0);
		SAFE_KILL(me, SIGUSR1);
		exit(0);
	}
	TST_EXP_FAIL(do_call(empty_ep, ev, 2, 20000, &mask, _NSIG / 8), EINTR,
		     "%s interrupted by a signal", CALL_NAME);
	tst_reap_children();
	if (caught != 1)
		tst_res(TFAIL, "the handler ran %d times, expected once", (int)caught);
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};
	struct epoll_event ev = {.events = EPOLLIN, .data.u64 = 0x77};
	int tmp[2];

	sigemptyset(&mask);
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

#endif
