// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Two threads break at the same moment: the cleanup must run once, in one of them, while the
 * other waits for the process to exit (neither returns from tst_brk()).
 */
#include <pthread.h>
#include "tst_test.h"

static pthread_barrier_t barrier;
static int cleanups;

static void *breaker(void *arg)
{
	pthread_barrier_wait(&barrier);
	tst_brk(TBROK, "thread %ld breaks", (long)arg);
	tst_res(TFAIL, "tst_brk() returned in thread %ld", (long)arg);
	return NULL;
}

static void run(void)
{
	pthread_t t[2];

	pthread_barrier_init(&barrier, NULL, 2);
	pthread_create(&t[0], NULL, breaker, (void *)1L);
	pthread_create(&t[1], NULL, breaker, (void *)2L);
	pthread_join(t[0], NULL);
	pthread_join(t[1], NULL);
	tst_res(TFAIL, "both threads returned");
}

static void cleanup(void)
{
	/* The second thread reaching here while the first is still in it is the bug. */
	cleanups++;
	usleep(100000);
	tst_res(TINFO, "cleanup run %d", cleanups);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
};
