// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_atomic.h counters across threads and processes; tst_minmax.h single evaluation. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <sys/param.h>
#include "tst_atomic.h"
#include "tst_minmax.h"

#define THREADS 4
#define ROUNDS 100000

static tst_atomic_t counter;
static int failures;

static void check(int cond, const char *what)
{
	printf("%s %s\n", cond ? "ok" : "not ok", what);
	failures += !cond;
}

static void *bump(void *arg)
{
	int i;

	for (i = 0; i < ROUNDS; i++) {
		tst_atomic_inc(&counter);
		tst_atomic_add_return(2, &counter);
		tst_atomic_dec(&counter);
	}
	return arg;
}

int main(void)
{
	pthread_t threads[THREADS];
	tst_atomic_t *shared;
	int i, a = 1, b = 5;
	pid_t pid;

	for (i = 0; i < THREADS; i++)
		pthread_create(&threads[i], NULL, bump, NULL);
	for (i = 0; i < THREADS; i++)
		pthread_join(threads[i], NULL);
	check(tst_atomic_load(&counter) == THREADS * ROUNDS * 2, "threads: no lost update");

	shared = mmap(NULL, sizeof(*shared), PROT_READ | PROT_WRITE,
		      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (shared == MAP_FAILED)
		return 2;
	tst_atomic_store(0, shared);
	pid = fork();
	for (i = 0; i < ROUNDS; i++)
		tst_atomic_inc(shared);
	if (!pid)
		_exit(0);
	waitpid(pid, NULL, 0);
	check(tst_atomic_load(shared) == 2 * ROUNDS, "processes: no lost update");

	check(MIN(a++, b) == 1 && a == 2, "MIN evaluates each argument once");
	check(MAX(a, b++) == 5 && b == 6, "MAX evaluates each argument once");
	check(MIN(-3L, 2L) == -3L && MAX(-3L, 2L) == 2L, "MIN/MAX of signed values");
	check(MIN3(4, 2, 9) == 2 && MAX3(4, 2, 9) == 9, "MIN3/MAX3");
	return failures ? 1 : 0;
}
