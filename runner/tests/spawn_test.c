// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Self-test of runner/spawn.c, built and run by mk/check-runner.sh:
 *   spawn_test [CGROUP_DIR]
 * Prints "ok WHAT" or "FAIL WHAT" per check, or "skip: REASON" where this build has no
 * shared spawn (spawn_shared() answers ENOSYS: not x86_64). Exit 1 on any FAIL.
 * Checked: the child shares the caller's memory (what it writes, the caller reads), runs
 * with every signal blocked until it unblocks them, its exit status reaches waitpid(), the
 * caller resumes once the child has exec'ed, and with CGROUP_DIR it is born in that cgroup.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "spawn.h"

static struct {
	pid_t pid;
	int blocked;
	char cgroup[256];
} seen;

static int failed;

static void check(int ok, const char *what)
{
	printf("%s %s\n", ok ? "ok" : "FAIL", what);
	failed |= !ok;
}

static int child_report(void *arg)
{
	sigset_t mask;

	seen.pid = getpid();
	seen.blocked = !sigprocmask(SIG_SETMASK, NULL, &mask) && sigismember(&mask, SIGTERM) &&
		       sigismember(&mask, SIGCHLD);
	if (arg) {
		int fd = open("/proc/self/cgroup", O_RDONLY);
		ssize_t n = fd < 0 ? -1 : read(fd, seen.cgroup, sizeof(seen.cgroup) - 1);

		seen.cgroup[n > 0 ? n : 0] = 0;
	}
	_exit(7);
}

static int child_exec(void *arg)
{
	char *argv[] = { "true", NULL }, *envp[] = { NULL };

	(void)arg;
	execve("/bin/true", argv, envp);
	_exit(127);
}

static int wait_status(pid_t pid)
{
	int st;

	if (waitpid(pid, &st, 0) != pid)
		return -1;
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

int main(int argc, char *argv[])
{
	pid_t pid = spawn_shared(-1, child_report, NULL);

	if (pid < 0 && errno == ENOSYS) {
		printf("skip: no shared spawn in this build\n");
		return 0;
	}
	check(pid > 0, "spawn_shared() started a child");
	if (pid <= 0)
		return 1;
	check(wait_status(pid) == 7, "its exit status reaches waitpid()");
	check(seen.pid == pid, "what the child wrote is in the caller's memory");
	check(seen.blocked, "the child starts with signals blocked");

	pid = spawn_shared(-1, child_exec, NULL);
	check(pid > 0 && wait_status(pid) == 0, "a child that execs /bin/true exits 0");

	if (argc > 1) {
		int fd = open(argv[1], O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		const char *leaf = strrchr(argv[1], '/');

		memset(&seen, 0, sizeof(seen));
		pid = fd < 0 ? -1 : spawn_shared(fd, child_report, "cgroup");
		check(pid > 0 && wait_status(pid) == 7, "a child started into a cgroup");
		check(leaf && strstr(seen.cgroup, leaf), "it was born in that cgroup");
		if (fd >= 0)
			close(fd);
	}
	return failed;
}
