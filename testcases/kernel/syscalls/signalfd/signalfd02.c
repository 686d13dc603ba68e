// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * signalfd(2) errors, for signalfd4 (through the C library's signalfd()) and the older
 * signalfd (by number), in the order of the man page's ERRORS:
 * - EBADF: "The fd file descriptor is not a valid file descriptor" (a closed one);
 * - EINVAL: "fd is not a valid signalfd file descriptor" (a pipe); "flags is invalid"
 *   (signalfd4 only); and a sigmask size other than the kernel's sigset size;
 * - EMFILE: the per-process descriptor limit is reached (RLIMIT_NOFILE lowered in a child
 *   to the number of descriptors it has open).
 * After each failure a SIGUSR1 kept pending is still pending and no descriptor was made
 * (the next free descriptor is the one before the call).
 *
 * Not provoked: ENFILE (needs the system-wide file limit reached), ENODEV (the anonymous
 * inode filesystem is always built in), ENOMEM (needs the kernel out of memory).
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#include "tst_test.h"

static int pipefd[2] = {-1, -1}, closed_fd;
static sigset_t usr1;

static long raw_signalfd(int fd, const sigset_t *mask, size_t size)
{
	return syscall(__NR_signalfd, fd, mask, size);
}

static void expect_nothing_made(const char *why)
{
	sigset_t p;
	int next = SAFE_DUP(0), got = next;

	SAFE_CLOSE(next);
	sigpending(&p);
	TST_EXP_EXPR(got == closed_fd && sigismember(&p, SIGUSR1) == 1,
		     "%s: no descriptor made (next free %d), SIGUSR1 still pending", why, got);
}

static void emfile(void)
{
	struct rlimit rl;

	/* descriptors 0 .. closed_fd - 1 are open, closed_fd is the lowest free one */
	rl.rlim_cur = rl.rlim_max = closed_fd;
	SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
	TST_EXP_FAIL2(signalfd(-1, &usr1, 0), EMFILE, "signalfd4() at RLIMIT_NOFILE");
	TST_EXP_FAIL2(raw_signalfd(-1, &usr1, _NSIG / 8), EMFILE, "signalfd() at RLIMIT_NOFILE");
}

static void run(void)
{
	int tmp = SAFE_DUP(0);

	/* SAFE_CLOSE() would set the variable to -1 */
	closed_fd = tmp;
	SAFE_CLOSE(tmp);
	SAFE_KILL(getpid(), SIGUSR1);

	TST_EXP_FAIL2(signalfd(closed_fd, &usr1, 0), EBADF, "signalfd4(closed fd)");
	TST_EXP_FAIL2(raw_signalfd(closed_fd, &usr1, _NSIG / 8), EBADF, "signalfd(closed fd)");
	expect_nothing_made("EBADF");

	TST_EXP_FAIL2(signalfd(pipefd[0], &usr1, 0), EINVAL, "signalfd4(a pipe)");
	TST_EXP_FAIL2(raw_signalfd(pipefd[0], &usr1, _NSIG / 8), EINVAL, "signalfd(a pipe)");
	TST_EXP_FAIL2(signalfd(-1, &usr1, 0x10), EINVAL, "signalfd4() flags 0x10");
	TST_EXP_FAIL2(syscall(__NR_signalfd4, -1, &usr1, _NSIG / 8 + 1, 0), EINVAL,
		      "signalfd4() sigmask size %d", _NSIG / 8 + 1);
	TST_EXP_FAIL2(raw_signalfd(-1, &usr1, _NSIG / 8 + 1), EINVAL,
		      "signalfd() sigmask size %d", _NSIG / 8 + 1);
	expect_nothing_made("EINVAL");

	if (!SAFE_FORK()) {
		emfile();
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	SAFE_SIGPROCMASK(SIG_BLOCK, &usr1, NULL);
	SAFE_PIPE(pipefd);
}

static void cleanup(void)
{
	if (pipefd[0] > -1) {
		SAFE_CLOSE(pipefd[0]);
		SAFE_CLOSE(pipefd[1]);
	}
}

static struct tst_test test = {
	.description = "signalfd/signalfd4 errors: EBADF, EINVAL, EMFILE",
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
};
