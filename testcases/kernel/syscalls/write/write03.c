// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * write(2) to a pipe whose reading end is closed, from the man page's EPIPE entry: "When
 * this happens the writing process will also receive a SIGPIPE signal. (Thus, the write
 * return value is seen only if the program catches, blocks or ignores this signal.)"
 * - with a SIGPIPE handler installed, write() returns -1/EPIPE and the handler ran once;
 * - with the default disposition, a child writing to such a pipe is killed by SIGPIPE.
 */

#include <signal.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_fd_state.h"

static volatile sig_atomic_t sigpipe_count;

static void on_sigpipe(int sig)
{
	(void)sig;
	sigpipe_count++;
}

static void run(void)
{
	struct sigaction sa = {.sa_handler = on_sigpipe};
	struct tst_fd_state before;
	int fds[2], status;
	pid_t pid;

	SAFE_PIPE(fds);
	SAFE_CLOSE(fds[0]);
	SAFE_SIGACTION(SIGPIPE, &sa, NULL);
	sigpipe_count = 0;
	tst_fd_state_get(fds[1], &before);
	TST_EXP_FAIL2(write(fds[1], "x", 1), EPIPE, "write() to a pipe without a reader");
	TST_EXP_EQ_LI(sigpipe_count, 1);
	if (!TST_FD_UNCHANGED(fds[1], &before))
		tst_res(TPASS, "the write end is unchanged (flags, file, FIONREAD)");

	sa.sa_handler = SIG_DFL;
	SAFE_SIGACTION(SIGPIPE, &sa, NULL);
	pid = SAFE_FORK();
	if (!pid) {
		write(fds[1], "x", 1);
		exit(0);
	}
	SAFE_WAITPID(pid, &status, 0);
	if (WIFSIGNALED(status) && WTERMSIG(status) == SIGPIPE)
		tst_res(TPASS, "a writer with the default disposition is killed by SIGPIPE");
	else
		tst_res(TFAIL, "the writer child was not killed by SIGPIPE (status 0x%x)", status);
	SAFE_CLOSE(fds[1]);
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
};
