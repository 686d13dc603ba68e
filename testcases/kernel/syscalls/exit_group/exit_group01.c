// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * exit_group(2) "is equivalent to exit(2) except that it terminates not only the calling
 * thread, but all threads in the calling process's thread group":
 * - the main thread of a child with three blocked threads calls exit_group(3): the
 *   whole child ends (the parent reads 3) though the other threads never returned;
 * - a non-main thread calls exit_group(0x105) while the main thread sleeps: the parent
 *   reads 5 (status & 0xff);
 * - the process is gone: it turns zombie although its other threads never returned,
 *   and once reaped no thread of it is left (kill(pid, 0) fails with ESRCH).
 */

#include <pthread.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"

#define THREADS 3

static void *blocked_thread(void *arg)
{
	(void)arg;
	for (;;)
		pause();
	return NULL;
}

static void *group_exit_thread(void *arg)
{
	(void)arg;
	syscall(__NR_exit_group, 0x105);
	tst_res(TFAIL | TERRNO, "exit_group() returned in the thread");
	return NULL;
}

static void expect_status(pid_t pid, int code, const char *why)
{
	int status;

	TST_PROCESS_STATE_WAIT(pid, 'Z', 0);
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && WEXITSTATUS(status) == code,
		     "%s: child %s, expected exit %d", why, tst_strstatus(status), code);
	TST_EXP_FAIL(kill(pid, 0), ESRCH, "%s: no thread of the child is left", why);
}

static void run(void)
{
	pthread_t t[THREADS];
	pid_t pid;
	int i;

	pid = SAFE_FORK();
	if (!pid) {
		for (i = 0; i < THREADS; i++)
			SAFE_PTHREAD_CREATE(&t[i], NULL, blocked_thread, NULL);
		syscall(__NR_exit_group, 3);
		tst_res(TFAIL | TERRNO, "exit_group() returned");
		/* the threads are still there: end them the hard way */
		SAFE_KILL(getpid(), SIGKILL);
	}
	expect_status(pid, 3, "exit_group(3) from the main thread of 4");

	pid = SAFE_FORK();
	if (!pid) {
		SAFE_PTHREAD_CREATE(&t[0], NULL, group_exit_thread, NULL);
		for (;;)
			pause();
	}
	expect_status(pid, 5, "exit_group(0x105) from a second thread");
}

static struct tst_test test = {
	.description = "exit_group(): all threads end, status & 0xff reaches the parent",
	.test_all = run,
	.forks_child = 1,
};
