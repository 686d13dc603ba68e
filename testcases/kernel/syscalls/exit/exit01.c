// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * exit(2), the system call (_exit() in the C library uses exit_group(2); this test calls
 * exit by number): it "terminates only the calling thread", and the process ends with
 * the status of its last thread; "The value status & 0xFF is returned to the parent":
 * - in a child with two threads, a second thread calling exit ends alone: the main
 *   thread goes on, and joins it;
 * - the main thread then calls exit(0x1ff): the child is gone and its parent reads exit
 *   status 0xff;
 * - the main thread calling exit first leaves the process running (a zombie leader)
 *   until the second thread ends it with exit(5): the parent reads 5.
 */

#include <pthread.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"

static void *exit_thread(void *arg)
{
	syscall(__NR_exit, (long)arg);
	tst_res(TFAIL | TERRNO, "exit() returned in the thread");
	return NULL;
}

static void *late_thread(void *arg)
{
	(void)arg;
	TST_CHECKPOINT_WAIT(0);
	TST_EXP_PASS(kill(getpid(), 0), "the process still exists after the leader's exit");
	syscall(__NR_exit, 5);
	tst_res(TFAIL | TERRNO, "exit() returned in the last thread");
	return NULL;
}

static void expect_status(pid_t pid, int code, const char *why)
{
	int status;

	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && WEXITSTATUS(status) == code,
		     "%s: child %s, expected exit %d", why, tst_strstatus(status), code);
}

static void run(void)
{
	pthread_t t;
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		SAFE_PTHREAD_CREATE(&t, NULL, exit_thread, (void *)3L);
		SAFE_PTHREAD_JOIN(t, NULL);
		tst_res(TPASS, "the main thread runs on after the other thread's exit()");
		syscall(__NR_exit, 0x1ff);
		tst_res(TFAIL | TERRNO, "exit() returned in the main thread");
		_exit(1);
	}
	expect_status(pid, 0xff, "exit(0x1ff) of the only thread");

	pid = SAFE_FORK();
	if (!pid) {
		SAFE_PTHREAD_CREATE(&t, NULL, late_thread, NULL);
		syscall(__NR_exit, 9);
		tst_res(TFAIL | TERRNO, "exit() returned in the leader");
		_exit(1);
	}
	/* The leader has exited (a zombie), the process lives on. */
	TST_PROCESS_STATE_WAIT(pid, 'Z', 0);
	TST_EXP_EQ_LI(waitpid(pid, NULL, WNOHANG), 0);
	TST_CHECKPOINT_WAKE(0);
	expect_status(pid, 5, "exit(5) of the last thread after the leader's exit(9)");
}

static struct tst_test test = {
	.description = "exit(): ends the calling thread only; the last one's status counts",
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
