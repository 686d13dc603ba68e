// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The tst_test.h forms: TST_PROCESS_STATE_WAIT(pid, state, msec), TST_PROCESS_EXIT_WAIT,
 * TST_THREAD_STATE_WAIT. Built without test.h, so the modern arity is picked; prints one
 * "ok"/"not ok" line per check.
 */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/wait.h>
#include "tst_process_state.h"

char *TCID = "process_state_modern";

static int failures;
static int pipefd[2];

static void check(int cond, const char *what)
{
	printf("%s %s\n", cond ? "ok" : "not ok", what);
	failures += !cond;
}

static void *reader(void *arg)
{
	char c;

	*(pid_t *)arg = gettid();
	if (read(pipefd[0], &c, 1) != 1)
		return NULL;
	return arg;
}

int main(void)
{
	volatile pid_t tid = 0;
	pthread_t thread;
	int status;
	pid_t pid;

	pid = fork();
	if (!pid) {
		pause();
		_exit(0);
	}
	check(TST_PROCESS_STATE_WAIT(pid, 'S', 5000) == 0, "child reaches 'S'");
	errno = 0;
	check(TST_PROCESS_STATE_WAIT(pid, 'T', 100) == -1 && errno == ETIMEDOUT,
	      "waiting for 'T' times out with ETIMEDOUT");
	errno = 0;
	check(TST_PROCESS_EXIT_WAIT(pid, 50) == 0 && errno == ETIMEDOUT,
	      "exit wait on a live child times out");
	kill(pid, SIGTERM);
	check(TST_PROCESS_EXIT_WAIT(pid, 5000) == 1, "exit wait sees the child exit");
	waitpid(pid, &status, 0);
	check(TST_PROCESS_EXIT_WAIT(pid, 100) == 1, "exit wait on a reaped child");

	if (pipe(pipefd) || pthread_create(&thread, NULL, reader, (void *)&tid))
		return 2;
	while (!tid)
		usleep(1000);
	check(TST_THREAD_STATE_WAIT(tid, 'S', 5000) == 0, "blocked thread reaches 'S'");
	if (write(pipefd[1], "x", 1) != 1)
		return 2;
	pthread_join(thread, NULL);

	return failures ? 1 : 0;
}
