// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Running commands for tests. argv goes straight to execvp(): no shell ever sees test
 * input. SIGCHLD is put back to its default while we wait, because a legacy test may
 * have poisoned it with tst_sig(NOFORK, DEF_HANDLER, ...), and our own child exiting
 * must not be taken for an unexpected signal.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include "ltk_core.h"
#include "ltk_fs.h"
#include "tst_cmd.h"

/* Exit status reported for a command that could not be executed because it is missing. */
#define CMD_MISSING 255

static int move_fd(int from, int to)
{
	if (from < 0 || from == to)
		return 0;
	return dup2(from, to) < 0 ? -1 : 0;
}

/*
 * fork + execvp, exec errors sent back through a close-on-exec pipe so the parent knows
 * "not found" from "exited 255". Returns the wait status, or -1 with errno when the
 * command could not be started (ENOENT: not in $PATH).
 */
static int spawn_wait(const char *const argv[], int out_fd, int err_fd)
{
	struct sigaction dfl, old_chld;
	int pipefd[2], status, child_errno = 0;
	ssize_t n;
	pid_t pid;

	if (pipe2(pipefd, O_CLOEXEC))
		return -1;

	memset(&dfl, 0, sizeof(dfl));
	dfl.sa_handler = SIG_DFL;
	sigaction(SIGCHLD, &dfl, &old_chld);

	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0) {
		int err = errno;

		sigaction(SIGCHLD, &old_chld, NULL);
		close(pipefd[0]);
		close(pipefd[1]);
		errno = err;
		return -1;
	}
	if (pid == 0) {
		close(pipefd[0]);
		if (move_fd(out_fd, STDOUT_FILENO) || move_fd(err_fd, STDERR_FILENO))
			child_errno = errno;
		else
			execvp(argv[0], (char *const *)argv);
		if (!child_errno)
			child_errno = errno;
		if (write(pipefd[1], &child_errno, sizeof(child_errno)) < 0)
			_exit(CMD_MISSING);
		_exit(CMD_MISSING);
	}
	close(pipefd[1]);
	do {
		n = read(pipefd[0], &child_errno, sizeof(child_errno));
	} while (n < 0 && errno == EINTR);
	close(pipefd[0]);

	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR) {
			int err = errno;

			sigaction(SIGCHLD, &old_chld, NULL);
			errno = err;
			return -1;
		}
	}
	sigaction(SIGCHLD, &old_chld, NULL);

	if (n == (ssize_t)sizeof(child_errno)) {
		errno = child_errno;
		return -1;
	}
	return status;
}

int tst_cmd_fds_(void (*cleanup_fn)(void), const char *const argv[], int stdout_fd,
		 int stderr_fd, enum tst_cmd_flags flags)
{
	int status;

	if (!argv || !argv[0]) {
		ltk_brk(__FILE__, __LINE__, TBROK, cleanup_fn, "Empty argv for a command");
		return -1;
	}

	status = spawn_wait(argv, stdout_fd, stderr_fd);
	if (status < 0) {
		if (errno == ENOENT) {
			if (flags & TST_CMD_TCONF_ON_MISSING) {
				ltk_brk(__FILE__, __LINE__, TCONF, cleanup_fn,
					"Couldn't find '%s' in $PATH", argv[0]);
				return CMD_MISSING;
			}
			if (flags & TST_CMD_PASS_RETVAL)
				return CMD_MISSING;
		}
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup_fn,
			"Failed to run '%s'", argv[0]);
		return CMD_MISSING;
	}
	if (WIFSIGNALED(status)) {
		ltk_brk(__FILE__, __LINE__, TBROK, cleanup_fn, "'%s' was killed by %s",
			argv[0], strsignal(WTERMSIG(status)));
		return -1;
	}
	if (WEXITSTATUS(status) && !(flags & TST_CMD_PASS_RETVAL)) {
		ltk_brk(__FILE__, __LINE__, TBROK, cleanup_fn, "'%s' exited with %d",
			argv[0], WEXITSTATUS(status));
	}
	return WEXITSTATUS(status);
}

static int open_output(void (*cleanup_fn)(void), const char *path)
{
	int fd;

	if (!path)
		return -1;
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
	if (fd < 0)
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup_fn, "open(%s) failed", path);
	return fd;
}

int tst_cmd_(void (*cleanup_fn)(void), const char *const argv[], const char *stdout_path,
	     const char *stderr_path, enum tst_cmd_flags flags)
{
	int out_fd = -1, err_fd = -1, ret = -1;

	out_fd = open_output(cleanup_fn, stdout_path);
	if (stdout_path && out_fd < 0)
		return -1;
	err_fd = open_output(cleanup_fn, stderr_path);
	if (stderr_path && err_fd < 0)
		goto close_out;

	ret = tst_cmd_fds_(cleanup_fn, argv, out_fd, err_fd, flags);

	if (err_fd >= 0)
		close(err_fd);
close_out:
	if (out_fd >= 0)
		close(out_fd);
	return ret;
}

void safe_cmd(const char *file, const int lineno, const char *const argv[],
	      const char *stdout_path, const char *stderr_path)
{
	int ret;

	ret = tst_cmd_(NULL, argv, stdout_path, stderr_path,
		       TST_CMD_PASS_RETVAL | TST_CMD_TCONF_ON_MISSING);
	if (ret)
		ltk_brk(file, lineno, TBROK, NULL, "%s failed with exit status %d", argv[0], ret);
}

int tst_system(const char *command)
{
	struct sigaction dfl, old_chld;
	int ret;

	memset(&dfl, 0, sizeof(dfl));
	dfl.sa_handler = SIG_DFL;
	sigaction(SIGCHLD, &dfl, &old_chld);
	ret = system(command);
	sigaction(SIGCHLD, &old_chld, NULL);
	return ret;
}

int tst_get_path(const char *prog_name, char *buf, size_t buf_len)
{
	if (!ltk_find_in_path(prog_name, buf, buf_len)) {
		errno = ENOENT;
		return -1;
	}
	return 0;
}
