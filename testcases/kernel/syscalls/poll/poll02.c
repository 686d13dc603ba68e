// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * poll(2) fails with the errors of man 2 poll, in its order:
 * - EFAULT: fds points outside the address space;
 * - EINTR: a signal (caught by a handler) arrives while poll() waits on an empty pipe,
 *   sent by a child once the caller is asleep; the handler ran exactly once;
 * - EINVAL: nfds is one more than the RLIMIT_NOFILE soft limit (the array itself is
 *   valid, all entries with fd -1); the revents fields stay as the test set them.
 *
 * Not provoked: EINVAL for an invalid ppoll() timeout belongs to ppoll (ppoll02);
 * ENOMEM needs the kernel's allocation to fail, which cannot be caused safely.
 */

#define CALL_NAME "poll()"
#include "poll_errors.h"

static int do_call(struct pollfd *fds, nfds_t n, int timeout_ms)
{
	return tst_syscall(__NR_poll, fds, n, timeout_ms);
}

static struct tst_test test = {
	.test_all = run_common,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
};
