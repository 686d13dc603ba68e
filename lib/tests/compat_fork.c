// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A SAFE_FORK() child that reports and returns from the test function exits with 0 there:
 * it must not go on to the next cases, further iterations or the cleanup. argv[1]:
 *   fork    three cases, each forks a child that reports TPASS and returns
 *   arch    .supported_archs names only another architecture and there is no test function
 *           for this one: TCONF, not TBROK "No test function specified"
 */
#include <string.h>
#include <sys/wait.h>
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"

static void cleanup(void)
{
	tst_res(TINFO, "cleanup in pid %d", getpid());
}

static void run(unsigned int n)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		tst_res(TPASS, "child of case %u", n);
		return;
	}
	SAFE_WAITPID(pid, NULL, 0);
	tst_res(TPASS, "parent of case %u", n);
}

static struct tst_test fork_test = {
	.tcnt = 3,
	.test = run,
	.cleanup = cleanup,
	.forks_child = 1,
};

static struct tst_test arch_test = {
	.supported_archs = (const char *const []){"ltk-no-such-arch", NULL},
};

int main(int argc, char *argv[])
{
	const char *mode = argc > 1 ? argv[1] : "fork";

	if (!strcmp(mode, "arch"))
		tst_run_tcases(1, argv, &arch_test);
	argv[1] = argv[0];
	tst_run_tcases(argc - 1, argv + 1, &fork_test);
}
