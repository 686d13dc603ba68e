// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * self_exec() + maybe_run_child(): the forked child re-executes this binary with -C, and
 * the new process runs the child function with the values decoded.
 */
#include <sys/wait.h>
#include "test.h"

char *TCID = "self_exec";
int TST_TOTAL = 1;

static int num;
static long big;
static char *str;

static void child_one(void)
{
	printf("child one: num=%d big=%ld str='%s'\n", num, big, str);
	exit(0);
}

static void child_two(void)
{
	printf("child two: str='%s'\n", str);
	exit(3);
}

static void run_child(int which)
{
	int status;
	pid_t pid;

	pid = tst_fork();
	if (!pid) {
		if (which == 1)
			self_exec("self_exec", "ndls", 1, -42, 1234567890123L, "a:b%c");
		else
			self_exec("self_exec", "ns", 2, "");
		printf("self_exec() failed: %s\n", strerror(errno));
		exit(1);
	}
	waitpid(pid, &status, 0);
	tst_resm(TINFO, "child %d: %s", which, tst_strstatus(status));
}

int main(int argc, char *argv[])
{
	tst_parse_opts(argc, argv, NULL, NULL);
	maybe_run_child(child_one, "ndls", 1, &num, &big, &str);
	maybe_run_child(child_two, "ns", 2, &str);
	maybe_run_child(child_one, "d", &num);

	/* Not started with -C (or the -C did not fit any child): the test itself. */
	run_child(1);
	run_child(2);
	tst_resm(TPASS, "parent done");
	tst_exit();
}
