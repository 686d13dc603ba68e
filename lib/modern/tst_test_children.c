// SPDX-License-Identifier: GPL-2.0-or-later
/* Children of a test: SAFE_FORK, reaping and checking them, and killing what is left over. */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
#include "tst_test_priv.h"
#include "tst_test_deps.h"


static void child_free_buffers(void)
{
	ltk_free_all();
}

pid_t safe_fork(const char *file, const int lineno)
{
	pid_t pid, parent = getpid();

	if (!tst_test || !tst_test->forks_child)
		tst_brk_(file, lineno, TBROK, "test.forks_child must be set!");
	tst_flush();
	pid = fork();
	if (pid < 0)
		tst_brk_(file, lineno, TBROK | TERRNO, "fork() failed");
	if (!pid && parent > 0 && getpid() == parent)
		tst_brk_(file, lineno, TBROK, "fork() returned 0 in the parent (pid %i)",
			 (int)parent);
	if (!pid)
		atexit(child_free_buffers);
	return pid;
}

void tst_reap_children(void)
{
	int status;
	pid_t pid;

	for (;;) {
		pid = wait(&status);
		if (pid < 0) {
			if (errno == EINTR)
				continue;
			if (errno != ECHILD)
				tst_brk(TBROK | TERRNO, "wait() failed");
			return;
		}
		if (!pid)
			tst_brk(TBROK, "wait() returned 0");
		if (WIFEXITED(status) && !WEXITSTATUS(status))
			continue;
		if (WIFSIGNALED(status))
			tst_brk(TBROK, "Child (%i) killed by signal %s", (int)pid,
				tst_strsig(WTERMSIG(status)));
		else if (WIFEXITED(status))
			tst_brk(TBROK, "Invalid child (%i) exit value %i", (int)pid,
				WEXITSTATUS(status));
		else
			tst_brk(TBROK, "Child (%i) exited abnormally", (int)pid);
	}
}

int tst_validate_children(int count)
{
	int i, status;
	pid_t pid;

	for (i = 0; i < count; i++) {
		pid = waitpid(-1, &status, 0);
		if (pid < 0) {
			if (errno == EINTR) {
				i--;
				continue;
			}
			tst_brk(TBROK | TERRNO, "waitpid(-1) failed");
			return 1;
		}
		if (!pid) {
			tst_brk(TBROK, "waitpid(-1) returned 0 without WNOHANG");
			return 1;
		}
		if (!WIFEXITED(status) || WEXITSTATUS(status)) {
			tst_res(TFAIL, "Child %d: %s", (int)pid, tst_strstatus(status));
			return 1;
		}
	}
	return 0;
}

static void reap_zombies(void)
{
	while (waitpid(-1, NULL, WNOHANG) > 0)
		;
}

int ltk_kill_leftovers(pid_t pgid)
{
	long long deadline;
	int left;

	/*
	 * The library is a child subreaper: orphans of the test are re-parented to it, so
	 * reaping first means kill() below only finds live members of the group.
	 */
	reap_zombies();
	left = !kill(-pgid, SIGKILL);
	deadline = ltk_now_ms() + 10000;
	while (left && !kill(-pgid, 0) && ltk_now_ms() < deadline) {
		reap_zombies();
		usleep(1000);
	}
	reap_zombies();
	return left;
}

/* Hooks of SAFE_CLONE (tst_clone.h): the same rules as SAFE_FORK. */
void tst_clone_check_(const char *file, const int lineno)
{
	if (!tst_test || !tst_test->forks_child)
		tst_brk_(file, lineno, TBROK, "test.forks_child must be set!");
}

void tst_clone_child_(void)
{
	atexit(child_free_buffers);
}
