// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pselect6, the system call behind pselect(2), fails with the errors of man 2 select, in
 * its order:
 * - EBADF: readfds holds a closed descriptor;
 * - EINTR: a signal caught by a handler arrives while the call waits (sent by a child once
 *   the caller sleeps); the handler ran once;
 * - EINVAL: nfds is negative;
 * - EINVAL: the timeout is invalid: tv_sec -1, tv_nsec -1, tv_nsec 10^9.
 * After each failure the read set is unchanged.
 *
 * Not provoked: EINVAL for nfds above RLIMIT_NOFILE: Linux clamps nfds to the size of the
 * descriptor table instead of failing; ENOMEM needs the kernel's allocation to fail, which
 * cannot be caused safely.
 */

#define CALL_NAME "pselect6()"
#include "select_errors.h"
#include "pselect6_lapi.h"

static int do_call(int n, fd_set *r, int timeout_ms)
{
	struct timespec ts = {timeout_ms / 1000, (timeout_ms % 1000) * 1000000L};

	return do_pselect6(n, r, NULL, NULL, &ts, NULL);
}

static void run(void)
{
	static const struct timespec invalid[] = {{-1, 0}, {0, -1}, {0, 1000000000}};
	unsigned int i;
	fd_set r, exp;

	run_common();
	for (i = 0; i < ARRAY_SIZE(invalid); i++) {
		struct timespec ts = invalid[i];

		FD_ZERO(&r);
		FD_SET(ready_pipe[0], &r);
		exp = r;
		TST_EXP_FAIL(do_pselect6(ready_pipe[0] + 1, &r, NULL, NULL, &ts, NULL), EINVAL,
			     "pselect6() timeout {%lld, %ld}", (long long)ts.tv_sec, ts.tv_nsec);
		check_unchanged(&r, &exp);
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
};
