// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * set_tid_address(2) sets the clear_child_tid address: "When a thread whose
 * clear_child_tid is not NULL terminates, then, if the thread is sharing memory with
 * other threads, then 0 is written at the address specified in clear_child_tid and the
 * kernel performs the following operation: futex(clear_child_tid, FUTEX_WAKE, 1, ...)";
 * "set_tid_address() always returns the caller's thread ID". In a child process:
 * - a second thread stores its tid in a word, sets the word's address (the call returns
 *   its tid) and ends with the exit system call;
 * - the main thread, waiting on the word with FUTEX_WAIT, is woken and finds 0 there.
 * (It has no errors.)
 */

#include <linux/futex.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"

static volatile int word;

static void *thread_fn(void *arg)
{
	(void)arg;
	word = gettid();
	TST_EXP_VAL(syscall(__NR_set_tid_address, &word), gettid(),
		    "set_tid_address() returns the caller's tid");
	TST_CHECKPOINT_WAKE(0);
	/* not pthread_exit(): the C library's own clear-tid address was replaced */
	syscall(__NR_exit, 0);
	return NULL;
}

static void child(void)
{
	struct timespec ts = {.tv_sec = 10};
	pthread_t t;
	int tid;
	long ret = 0;

	word = 0;
	SAFE_PTHREAD_CREATE(&t, NULL, thread_fn, NULL);
	TST_CHECKPOINT_WAIT(0);
	tid = word;
	if (tid) {
		ret = syscall(__NR_futex, &word, FUTEX_WAIT, tid, &ts, NULL, 0);
		TST_EXP_EXPR(ret == 0 || (ret == -1 && errno == EAGAIN),
			     "the futex wait on the word ended with the thread's exit (%ld, %s)",
			     ret, tst_strerrno(ret ? errno : 0));
	}
	TST_EXP_EQ_LI(word, 0);
}

static void run(void)
{
	if (!SAFE_FORK()) {
		child();
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.description = "set_tid_address(): the tid is cleared and the futex woken at exit",
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
