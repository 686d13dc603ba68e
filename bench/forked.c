// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The floor of a test run in a child process, as tst_test runs every test: fork, the child
 * prints a result and exits, the parent waits for it and prints a summary.
 */
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
	pid_t pid = fork();

	if (pid < 0)
		return 2;
	if (!pid) {
		printf("PASS\n");
		fflush(stdout);
		_exit(0);
	}
	if (waitpid(pid, NULL, 0) != pid)
		return 2;
	printf("passed 1\n");
	return 0;
}
