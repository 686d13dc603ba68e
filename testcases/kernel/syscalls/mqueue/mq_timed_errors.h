// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What mq_timedsend02 and mq_timedreceive02 share: the queues (one full, one empty, one
 * opened for the other direction only), the signal handler and the sleeper that a signal
 * interrupts.
 */
#ifndef MQ_TIMED_ERRORS_H
#define MQ_TIMED_ERRORS_H

#include <signal.h>
#include <stdlib.h>
#include "mqueue.h"

#define MSGSIZE 16

static mqd_t full_q = -1, empty_q = -1, wrong_dir = -1;
static void *bad;

static void handler(int sig)
{
	(void)sig;
}

/* A child blocked in call() on a queue is hit by SIGUSR1 and must fail with EINTR. */
static void interrupted(int (*call)(void), const char *what)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		TST_EXP_FAIL(call(), EINTR, "%s interrupted by a signal", what);
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	SAFE_KILL(pid, SIGUSR1);
	SAFE_WAITPID(pid, NULL, 0);
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};
	struct mq_attr attr = {.mq_maxmsg = 1, .mq_msgsize = MSGSIZE};

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	mq_ns_setup();
	bad = tst_get_bad_addr(NULL);
	full_q = mq_make("/full", O_RDWR, 1, MSGSIZE);
	SAFE_MQ_SEND(full_q, "x", 1, 0);
	empty_q = mq_make("/empty", O_RDWR, 1, MSGSIZE);
	wrong_dir = mq_open("/full", WRONG_DIRECTION, 0600, &attr);
	if (wrong_dir == (mqd_t)-1)
		tst_brk(TBROK | TERRNO, "mq_open(/full)");
}

static void cleanup(void)
{
	if (full_q != (mqd_t)-1)
		mq_close(full_q);
	if (empty_q != (mqd_t)-1)
		mq_close(empty_q);
	if (wrong_dir != (mqd_t)-1)
		mq_close(wrong_dir);
	mq_unlink("/full");
	mq_unlink("/empty");
}

#endif
