// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * select(2), the raw system call (_newselect on i386: select_nr.h), fails with the errors of
 * man 2 select, in its order:
 * - EBADF: readfds holds a closed descriptor (next to a ready pipe);
 * - EINTR: a signal caught by a handler arrives while select() waits on an empty pipe
 *   (sent by a child once the caller sleeps); the handler ran once;
 * - EINVAL: nfds is negative;
 * - EINVAL: the timeout is negative.
 * After each failure the fd sets are unchanged (the ready pipe's bit is still set, no
 * other bit appeared).
 *
 * Not provoked: EINVAL for nfds above RLIMIT_NOFILE: Linux clamps nfds to the size of the
 * descriptor table instead of failing; ENOMEM needs the kernel's allocation to fail, which
 * cannot be caused safely.
 */

#define CALL_NAME "select()"
#include "select_errors.h"
#include "select_nr.h"

static int do_call(int n, fd_set *r, int timeout_ms)
{
	struct timeval tv = {timeout_ms / 1000, (timeout_ms % 1000) * 1000};

	return tst_syscall(SELECT_NR, n, r, NULL, NULL, &tv);
}

static void run(void)
{
	struct timeval tv = {-1, 0};
	fd_set r, exp;

	run_common();
	FD_ZERO(&r);
	FD_SET(ready_pipe[0], &r);
	exp = r;
	TST_EXP_FAIL(tst_syscall(SELECT_NR, ready_pipe[0] + 1, &r, NULL, NULL, &tv), EINVAL,
		     "select(timeout {-1, 0})");
	check_unchanged(&r, &exp);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
};
