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

#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include "tst_test.h"

#define SENTINEL 0x7777

static void *bad;
static struct pollfd *many;
static nfds_t too_many;
static int pipefd[2];
static volatile sig_atomic_t caught;

static struct tcase {
	const char *name;
	int bad_fds, bad_tmo, bad_mask;
	struct timespec tmo;
	int exp_errno;
} tcases[] = {
	{"fds outside the address space", 1, 0, 0, {0, 0}, EFAULT},
	{"tmo_p outside the address space", 0, 1, 0, {0, 0}, EFAULT},
	{"sigmask outside the address space", 0, 0, 1, {0, 0}, EFAULT},
	{"negative tv_sec", 0, 0, 0, {-1, 0}, EINVAL},
	{"negative tv_nsec", 0, 0, 0, {0, -1}, EINVAL},
	{"tv_nsec of 10^9", 0, 0, 0, {0, 1000000000}, EINVAL},
};

static void handler(int sig)
{
	(void)sig;
	caught++;
}

static int do_ppoll(void *fds, nfds_t n, void *tmo, void *mask)
{
	return tst_syscall(__NR_ppoll, fds, n, tmo, mask, _NSIG / 8);
}

static void table(void)
{
	struct pollfd pfd = {.fd = pipefd[0], .events = POLLIN, .revents = SENTINEL};
	sigset_t mask;
	unsigned int i;

	sigemptyset(&mask);
	for (i = 0; i < ARRAY_SIZE(tcases); i++) {
		struct tcase *tc = &tcases[i];
		struct timespec tmo = tc->tmo;

		TST_EXP_FAIL(do_ppoll(tc->bad_fds ? bad : &pfd, 1, tc->bad_tmo ? bad : &tmo,
				      tc->bad_mask ? bad : &mask), tc->exp_errno,
			     "ppoll() %s", tc->name);
		if (pfd.revents != SENTINEL)
			tst_res(TFAIL, "revents changed to 0x%x", pfd.revents);
	}
}

static void eintr(void)
{
	struct pollfd pfd = {.fd = pipefd[0], .events = POLLIN, .revents = SENTINEL};
	struct timespec tmo = {.tv_sec = 20};
	pid_t me = getpid();

	caught = 0;
	if (!SAFE_FORK()) {
		TST_PROCESS_STATE_WAIT(me, 'S', 0);
		SAFE_KILL(me, SIGUSR1);
		exit(0);
	}
	TST_EXP_FAIL(do_ppoll(&pfd, 1, &tmo, NULL), EINTR, "ppoll() interrupted by a signal");
	tst_reap_children();
	if (caught != 1)
		tst_res(TFAIL, "the handler ran %d times, expected once", (int)caught);
}

static void einval_nfds(void)
{
	struct timespec tmo = {0, 0};
	nfds_t i;

	for (i = 0; i < too_many; i++)
		many[i] = (struct pollfd){.fd = -1, .events = POLLIN, .revents = SENTINEL};
	TST_EXP_FAIL(do_ppoll(many, too_many, &tmo, NULL), EINVAL,
		     "ppoll(nfds = RLIMIT_NOFILE + 1 = %lu)", (unsigned long)too_many);
	for (i = 0; i < too_many; i++) {
		if (many[i].revents != SENTINEL) {
			tst_res(TFAIL, "entry %lu: revents changed to 0x%x", (unsigned long)i,
				many[i].revents);
			return;
		}
	}
}

static void run(void)
{
	table();
	eintr();
	einval_nfds();
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};
	struct rlimit rl;

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	SAFE_PIPE(pipefd);
	bad = tst_get_bad_addr(NULL);
	SAFE_GETRLIMIT(RLIMIT_NOFILE, &rl);
	if (rl.rlim_cur > 65536) {
		rl.rlim_cur = 1024;
		SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
	}
	too_many = rl.rlim_cur + 1;
	many = SAFE_MALLOC(too_many * sizeof(*many));
}

static void cleanup(void)
{
	if (pipefd[0] > 0) {
		SAFE_CLOSE(pipefd[0]);
		SAFE_CLOSE(pipefd[1]);
	}
	free(many);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
};
