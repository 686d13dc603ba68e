/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the futex tests: the raw system call, waiter threads whose result is kept,
 * and a wait until a given thread is asleep (in the kernel, state S) so that a wake-up
 * is not sent before the wait: no sleeps for synchronisation.
 */
#ifndef FUTEX_UTIL_H__
#define FUTEX_UTIL_H__

#include <pthread.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"
#include "lapi/futex.h"

static inline long futex_raw(futex_t *uaddr, int op, uint32_t val, const void *timeout,
			     futex_t *uaddr2, uint32_t val3)
{
	return syscall(__NR_futex, uaddr, op, val, timeout, uaddr2, val3);
}

struct waiter {
	pthread_t thr;
	volatile pid_t tid;
	futex_t *uaddr;
	int op;
	uint32_t val;
	const struct timespec *timeout;
	futex_t *uaddr2;
	uint32_t val3;
	volatile long ret;
	volatile int err;
	volatile int done;
};

static inline void *waiter_fn(void *arg)
{
	struct waiter *w = arg;

	w->tid = gettid();
	w->ret = futex_raw(w->uaddr, w->op, w->val, w->timeout, w->uaddr2, w->val3);
	w->err = errno;
	w->done = 1;
	return NULL;
}

/* The state letter of a thread of this process (or a child process), 0 if it is gone. */
static inline char task_state(pid_t tid)
{
	char path[64], buf[512], *p;
	int fd, n;

	snprintf(path, sizeof(path), "/proc/%d/task/%d/stat", getpid(), tid);
	fd = open(path, O_RDONLY);
	if (fd < 0) {
		snprintf(path, sizeof(path), "/proc/%d/stat", tid);
		fd = open(path, O_RDONLY);
	}
	if (fd < 0)
		return 0;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = 0;
	p = strrchr(buf, ')');
	return p && p[1] ? p[2] : 0;
}

/*
 * Wait until tid sleeps (state S) or *done is set (it returned without sleeping): 1 if
 * asleep, 0 otherwise; TBROK after 10 s.
 */
static inline int wait_asleep_or_done(pid_t tid, volatile int *done)
{
	int i;

	for (i = 0; i < 1000000; i++) {
		if (done && *done)
			return 0;
		switch (task_state(tid)) {
		case 'S':
			return 1;
		case 0:
		case 'Z':
		case 'X':
			return 0;
		}
		if (i > 1000)
			usleep(10);
		else
			sched_yield();
	}
	tst_brk(TBROK, "task %d neither slept nor finished", tid);
	return 0;
}

/*
 * Start w in a thread: 1 once it sleeps in the kernel, 0 (after a TFAIL) if the call
 * returned at once.
 */
static inline int start_waiter(struct waiter *w)
{
	w->tid = 0;
	w->done = 0;
	SAFE_PTHREAD_CREATE(&w->thr, NULL, waiter_fn, w);
	while (!w->tid)
		sched_yield();
	if (wait_asleep_or_done(w->tid, &w->done))
		return 1;
	tst_res(TFAIL, "futex op %#x returned %ld (%s) instead of sleeping", w->op, w->ret,
		tst_strerrno(w->err));
	return 0;
}

/*
 * Wait (10 s at most) for w to return; 1 if it did. The thread is detached, not joined:
 * the C library's join is itself a futex wait, which must not break this check.
 */
static inline int finish_waiter(struct waiter *w)
{
	int i;

	for (i = 0; i < 100000 && !w->done; i++)
		usleep(100);
	pthread_detach(w->thr);
	return w->done;
}

#endif
