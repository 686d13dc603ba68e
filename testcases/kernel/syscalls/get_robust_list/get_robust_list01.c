// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * get_robust_list(2) as man 2 get_robust_list describes it (raw system call): "returns
 * the head of the robust futex list of the thread whose thread ID is specified in pid
 * ... If pid is 0, the head of the list for the calling thread is returned":
 * - a child registers a list with set_robust_list(2) and waits; the parent (root) reads
 *   the child's head and length: the address the child registered, and
 *   sizeof(struct robust_list_head); the outputs are pre-filled with a pattern;
 * - the list is per thread: a second thread of the test, which the C library gave a list
 *   of its own, reports a head different from the main thread's (pid 0 in each).
 */

#include <pthread.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"
#include "../set_robust_list/robust.h"

static struct robust_area area;

static void *thread_head(void *arg)
{
	size_t len;

	if (sys_get_robust_list(0, arg, &len))
		*(void **)arg = (void *)-1L;
	return NULL;
}

static void run(void)
{
	struct robust_list_head *got = (void *)0x5a5a, *main_head, *thr_head;
	size_t len = 0x5a5a;
	pthread_t thr;
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		robust_init(&area, 0);
		if (sys_set_robust_list(&area.head, sizeof(area.head)))
			tst_brk(TBROK | TERRNO, "set_robust_list()");
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	TEST(sys_get_robust_list(pid, &got, &len));
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, NULL, 0);
	if (TST_RET || got != &area.head || len != sizeof(area.head))
		tst_res(TFAIL | TTERRNO, "get_robust_list(child) returned %ld, %p/%zu; registered "
			"%p/%zu", TST_RET, got, len, &area.head, sizeof(area.head));
	else
		tst_res(TPASS, "get_robust_list(child): the head and length it registered");

	main_head = thr_head = (void *)0x5a5a;
	TEST(sys_get_robust_list(0, &main_head, &len));
	SAFE_PTHREAD_CREATE(&thr, NULL, thread_head, &thr_head);
	SAFE_PTHREAD_JOIN(thr, NULL);
	if (TST_RET || main_head == (void *)0x5a5a || thr_head == (void *)0x5a5a ||
	    thr_head == (void *)-1L || main_head == thr_head)
		tst_res(TFAIL | TTERRNO, "get_robust_list(0): main thread %p, second thread %p",
			main_head, thr_head);
	else
		tst_res(TPASS, "per thread: main thread's head %p, second thread's %p", main_head,
			thr_head);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
