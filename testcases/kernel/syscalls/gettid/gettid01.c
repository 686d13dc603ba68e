// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * gettid(2) "returns the caller's thread ID (TID). In a single-threaded process, the
 * thread ID is equal to the process ID ... In a multithreaded process, all threads have
 * the same PID, but each one has a unique TID":
 * - the main thread's tid is its pid;
 * - each of three more threads has a tid different from the pid and from each other,
 *   present as /proc/self/task/<tid>, and /proc/thread-self names it.
 */

#include <pthread.h>
#include <stdlib.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"

#define THREADS 3

static pid_t tids[THREADS];
static char thread_self[THREADS][64];

static void *thread_fn(void *arg)
{
	long i = (long)arg;

	tids[i] = gettid();
	if (readlink("/proc/thread-self", thread_self[i], sizeof(thread_self[i]) - 1) < 0)
		thread_self[i][0] = '\0';
	TST_CHECKPOINT_WAKE(0);
	TST_CHECKPOINT_WAIT(1);
	return NULL;
}

static void run(void)
{
	pthread_t t[THREADS];
	char path[64], exp[64];
	struct stat st;
	long i, j;

	TST_EXP_EQ_LI(gettid(), getpid());
	memset(tids, 0, sizeof(tids));
	for (i = 0; i < THREADS; i++) {
		SAFE_PTHREAD_CREATE(&t[i], NULL, thread_fn, (void *)i);
		TST_CHECKPOINT_WAIT(0);
	}
	for (i = 0; i < THREADS; i++) {
		snprintf(path, sizeof(path), "/proc/self/task/%d", tids[i]);
		snprintf(exp, sizeof(exp), "%d/task/%d", getpid(), tids[i]);
		TST_EXP_EXPR(tids[i] > 0 && tids[i] != getpid() && !stat(path, &st) &&
			     !strcmp(thread_self[i], exp),
			     "thread %ld: tid %d, not the pid, in /proc/self/task, "
			     "/proc/thread-self '%s'", i, tids[i], thread_self[i]);
		for (j = 0; j < i; j++)
			TST_EXP_EXPR(tids[i] != tids[j], "threads %ld and %ld differ", i, j);
	}
	TST_CHECKPOINT_WAKE2(1, THREADS);
	for (i = 0; i < THREADS; i++)
		SAFE_PTHREAD_JOIN(t[i], NULL);
}

static struct tst_test test = {
	.description = "gettid(): the pid in the main thread, a distinct tid in every other",
	.test_all = run,
	.needs_checkpoints = 1,
};
