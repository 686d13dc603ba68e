// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SAFE_CLONE (modern form, built without test.h): plain child, pidfd, new pid namespace,
 * and a failing clone reported as TBROK. With argv[1] == "hook" the program defines
 * tst_clone_check_() and tst_clone_child_() in hook form (see clone_hook.c).
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sched.h>
#include <sys/wait.h>
#include "tst_clone.h"

char *TCID = "clone_safe";

static int failures;

static void check(int cond, const char *what)
{
	printf("%s %s\n", cond ? "ok" : "not ok", what);
	failures += !cond;
}

static int exit_status(pid_t pid)
{
	int status;

	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return -1;
	return WEXITSTATUS(status);
}

int main(int argc, char *argv[])
{
	struct tst_clone_args args = { .exit_signal = SIGCHLD };
	int pidfd = -1;
	pid_t pid;

	if (argc > 1 && !strcmp(argv[1], "fail")) {
		/* CLONE_THREAD needs CLONE_SIGHAND and CLONE_VM: EINVAL. */
		args.flags = CLONE_THREAD;
		SAFE_CLONE(&args);
		printf("not reached\n");
		return 0;
	}
	if (argc > 1 && !strcmp(argv[1], "stack")) {
		args.stack_size = 4096;
		SAFE_CLONE(&args);
		return 0;
	}

	printf("before clone\n");
	pid = SAFE_CLONE(&args);
	if (!pid)
		exit(5);
	check(exit_status(pid) == 5, "child ran and exited with 5");

	args.flags = CLONE_PIDFD;
	args.pidfd = (uintptr_t)&pidfd;
	pid = SAFE_CLONE(&args);
	if (!pid)
		exit(6);
	check(pidfd >= 0, "CLONE_PIDFD gave a pidfd");
	check(exit_status(pid) == 6, "pidfd child exited with 6");
	if (pidfd >= 0)
		close(pidfd);

	if (geteuid() == 0) {
		args.flags = CLONE_NEWPID;
		args.pidfd = 0;
		pid = SAFE_CLONE(&args);
		if (!pid)
			exit(getpid() == 1 ? 7 : 8);
		check(exit_status(pid) == 7, "child is pid 1 of a new pid namespace");
	}
	return failures ? 1 : 0;
}
