// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fork/tst_record_childstatus (child results join the parent's exit value), tst_sig
 * poisoned handlers, TST_DECLARE_ONCE_FN from several threads, TCID_DEFINE.
 */
#include <pthread.h>
#include <sys/wait.h>
#include "test.h"

TCID_DEFINE(legacy_proc);
int TST_TOTAL = 1;

static int once_runs;

static void once_body(void)
{
	__atomic_add_fetch(&once_runs, 1, __ATOMIC_SEQ_CST);
}

TST_DECLARE_ONCE_FN(run_once, once_body)

static void *thread_fn(void *arg)
{
	(void)arg;
	run_once();
	return NULL;
}

static void cleanup(void)
{
	printf("cleanup ran\n");
}

int main(int argc, char *argv[])
{
	const char *mode = argc > 1 ? argv[1] : "";
	pthread_t threads[4];
	pid_t pid;
	int i;

	if (!strcmp(mode, "child-fail") || !strcmp(mode, "child-conf") ||
	    !strcmp(mode, "child-exit")) {
		tst_resm(TFAIL, "parent result before fork");
		pid = tst_fork();
		if (pid == 0) {
			/* The child starts with a clean exit value. */
			if (!strcmp(mode, "child-fail"))
				tst_resm(TFAIL, "child failed");
			else if (!strcmp(mode, "child-conf"))
				tst_resm(TCONF, "child not configured");
			else
				exit(TBROK);
			tst_exit();
		}
		tst_record_childstatus(cleanup, pid);
		tst_exit();
	}
	if (!strcmp(mode, "child-pass")) {
		pid = tst_fork();
		if (pid == 0) {
			tst_resm(TPASS, "child passed");
			tst_exit();
		}
		tst_record_childstatus(cleanup, pid);
		tst_exit();
	}
	if (!strcmp(mode, "child-signal")) {
		pid = tst_fork();
		if (pid == 0) {
			raise(SIGKILL);
			pause();
		}
		tst_record_childstatus(cleanup, pid);
		tst_exit();
	}
	if (!strcmp(mode, "sig")) {
		tst_sig(NOFORK, DEF_HANDLER, cleanup);
		raise(SIGUSR1);
		tst_resm(TFAIL, "still running after SIGUSR1");
		tst_exit();
	}
	if (!strcmp(mode, "sig-fork")) {
		/* With FORK, SIGCHLD keeps its default so children can be waited for. */
		tst_sig(FORK, DEF_HANDLER, cleanup);
		pid = fork();
		if (pid == 0)
			_exit(0);
		waitpid(pid, NULL, 0);
		tst_resm(TPASS, "SIGCHLD did not break the test");
		tst_exit();
	}
	if (!strcmp(mode, "once")) {
		for (i = 0; i < 4; i++)
			pthread_create(&threads[i], NULL, thread_fn, NULL);
		for (i = 0; i < 4; i++)
			pthread_join(threads[i], NULL);
		run_once();
		if (once_runs == 1)
			tst_resm(TPASS, "once function ran once");
		else
			tst_resm(TFAIL, "once function ran %d times", once_runs);
		tst_exit();
	}
	tst_resm(TINFO, "TCID=%s", TCID);
	tst_exit();
}
