// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ppoll(2), the raw system call, fails with the errors of man 2 poll, in its order:
 * - EFAULT: fds points outside the address space; so does tmo_p, so does sigmask;
 * - EINTR: a signal caught by a handler arrives while ppoll() waits on an empty pipe (sent
 *   by a child once the caller sleeps); the handler ran exactly once;
 * - EINVAL: nfds is one more than the RLIMIT_NOFILE soft limit;
 * - EINVAL: the timeout is negative (tv_sec -1, and tv_nsec -1), or tv_nsec is 10^9.
 * A failed call returned at once and left the revents sentinel alone.
 *
 * Not provoked: ENOMEM needs the kernel's allocation to fail, which cannot be caused
 * safely.
 */

#define CALL_NAME "ppoll()"
#include "poll_errors.h"

static struct tcase {
	const char *name;
	int bad_tmo, bad_mask;
	struct timespec tmo;
	int exp_errno;
} tcases[] = {
	{"tmo_p outside the address space", 1, 0, {0, 0}, EFAULT},
	{"sigmask outside the address space", 0, 1, {0, 0}, EFAULT},
	{"negative tv_sec", 0, 0, {-1, 0}, EINVAL},
	{"negative tv_nsec", 0, 0, {0, -1}, EINVAL},
	{"tv_nsec of 10^9", 0, 0, {0, 1000000000}, EINVAL},
};

static int do_ppoll(void *fds, nfds_t n, void *tmo, void *mask)
{
	return tst_syscall(__NR_ppoll, fds, n, tmo, mask, _NSIG / 8);
}

static int do_call(struct pollfd *fds, nfds_t n, int timeout_ms)
{
	struct timespec tmo = {timeout_ms / 1000, (timeout_ms % 1000) * 1000000L};

	return do_ppoll(fds, n, &tmo, NULL);
}

static void run(void)
{
	struct pollfd pfd = {.fd = pipefd[0], .events = POLLIN, .revents = SENTINEL};
	sigset_t mask;
	unsigned int i;

	run_common();
	sigemptyset(&mask);
	for (i = 0; i < ARRAY_SIZE(tcases); i++) {
		struct tcase *tc = &tcases[i];
		struct timespec tmo = tc->tmo;

		TST_EXP_FAIL(do_ppoll(&pfd, 1, tc->bad_tmo ? bad : (void *)&tmo,
				      tc->bad_mask ? bad : (void *)&mask), tc->exp_errno,
			     "ppoll() %s", tc->name);
		if (pfd.revents != SENTINEL)
			tst_res(TFAIL, "revents changed to 0x%x", pfd.revents);
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
};
