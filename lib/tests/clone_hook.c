// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_CLONE calls the face's hooks when the program defines them. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/wait.h>
#include "tst_clone.h"

char *TCID = "clone_hook";

void tst_clone_check_(const char *file, const int lineno)
{
	printf("check hook at %s:%d\n", file, lineno);
}

void tst_clone_child_(void)
{
	printf("child hook in the child: %s\n", getpid() != getppid() ? "yes" : "no");
}

int main(void)
{
	struct tst_clone_args args = { .exit_signal = SIGCHLD };
	int status;
	pid_t pid;

	pid = SAFE_CLONE(&args);
	if (!pid)
		exit(3);
	waitpid(pid, &status, 0);
	printf("child exit %d\n", WEXITSTATUS(status));
	return 0;
}
