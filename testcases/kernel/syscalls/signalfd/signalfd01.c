// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * signalfd(2): "creates a file descriptor that can be used to accept signals targeted at
 * the caller", for both system calls (signalfd4 through the C library's signalfd() with
 * flags, and the older signalfd by number):
 * - a blocked SIGUSR1 sent by sigqueue() is read as a struct signalfd_siginfo with
 *   ssi_signo, ssi_code SI_QUEUE, ssi_pid, ssi_uid and ssi_int, and is then no longer
 *   pending; poll() reports POLLIN only while a signal is pending;
 * - signals not in the mask are not read and stay pending;
 * - fd != -1 "replace[s] the signal set" of that descriptor: after it SIGUSR2 is read;
 * - SFD_NONBLOCK: read() with nothing pending fails with EAGAIN; SFD_CLOEXEC sets
 *   FD_CLOEXEC;
 * - a buffer smaller than a signalfd_siginfo fails with EINVAL and consumes nothing.
 */

#include <poll.h>
#include <signal.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#include "tst_test.h"

static int fd = -1;

static int is_pending(int sig)
{
	sigset_t p;

	sigpending(&p);
	return sigismember(&p, sig);
}

static int readable(int sfd)
{
	struct pollfd pfd = {.fd = sfd, .events = POLLIN};

	return poll(&pfd, 1, 0) == 1 && (pfd.revents & POLLIN);
}

static void expect_read(int sfd, int sig, int value, const char *how)
{
	struct signalfd_siginfo info;

	memset(&info, 0, sizeof(info));
	TEST(read(sfd, &info, sizeof(info)));
	if (TST_RET == sizeof(info) && info.ssi_signo == (uint32_t)sig &&
	    info.ssi_code == SI_QUEUE && info.ssi_pid == (uint32_t)getpid() &&
	    info.ssi_uid == getuid() && info.ssi_int == value)
		tst_res(TPASS, "%s: read signal %d with value %d", how, sig, value);
	else
		tst_res(TFAIL | TTERRNO, "%s: read %ld bytes: signo %u code %d pid %u int %d, "
			"expected %d SI_QUEUE %d %d", how, TST_RET, info.ssi_signo,
			info.ssi_code, info.ssi_pid, info.ssi_int, sig, getpid(), value);
	TST_EXP_EXPR(!is_pending(sig), "%s: signal %d consumed", how, sig);
}

static void queue_signal(int sig, int value)
{
	if (sigqueue(getpid(), sig, (union sigval){.sival_int = value}))
		tst_brk(TBROK | TERRNO, "sigqueue()");
}

static void run(void)
{
	struct signalfd_siginfo info;
	sigset_t usr1, usr2, both;
	int raw_fd;

	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	sigemptyset(&usr2);
	sigaddset(&usr2, SIGUSR2);
	sigemptyset(&both);
	sigaddset(&both, SIGUSR1);
	sigaddset(&both, SIGUSR2);
	SAFE_SIGPROCMASK(SIG_BLOCK, &both, NULL);

	fd = TST_EXP_FD(signalfd(-1, &usr1, SFD_NONBLOCK | SFD_CLOEXEC),
			"signalfd4(-1, {SIGUSR1}, SFD_NONBLOCK | SFD_CLOEXEC)");
	if (fd < 0)
		return;
	TST_EXP_EQ_LI(SAFE_FCNTL(fd, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	TST_EXP_EQ_LI(SAFE_FCNTL(fd, F_GETFL) & O_NONBLOCK, O_NONBLOCK);
	TST_EXP_FAIL2(read(fd, &info, sizeof(info)), EAGAIN, "read() with nothing pending");
	TST_EXP_EXPR(!readable(fd), "poll(): not readable with nothing pending");

	queue_signal(SIGUSR1, 11);
	queue_signal(SIGUSR2, 22);
	TST_EXP_EXPR(readable(fd), "poll(): readable with SIGUSR1 pending");
	TST_EXP_FAIL2(read(fd, &info, sizeof(info) - 1), EINVAL, "read() of %zu bytes",
		      sizeof(info) - 1);
	expect_read(fd, SIGUSR1, 11, "signalfd4");
	TST_EXP_EXPR(is_pending(SIGUSR2) == 1 && !readable(fd),
		     "SIGUSR2, not in the mask, still pending and not readable");

	TST_EXP_VAL(signalfd(fd, &usr2, 0), fd, "signalfd4(fd, {SIGUSR2}) replaces the mask");
	TST_EXP_EXPR(readable(fd), "readable with the new mask");
	expect_read(fd, SIGUSR2, 22, "after replacing the mask");
	SAFE_CLOSE(fd);

	raw_fd = syscall(__NR_signalfd, -1, &usr1, _NSIG / 8);
	if (raw_fd < 0) {
		tst_res(TFAIL | TERRNO, "signalfd(-1, {SIGUSR1})");
	} else {
		tst_res(TPASS, "signalfd(-1, {SIGUSR1}) returned fd %d", raw_fd);
		TST_EXP_EQ_LI(SAFE_FCNTL(raw_fd, F_GETFD) & FD_CLOEXEC, 0);
		queue_signal(SIGUSR1, 33);
		expect_read(raw_fd, SIGUSR1, 33, "signalfd");
		SAFE_CLOSE(raw_fd);
	}
	SAFE_SIGPROCMASK(SIG_UNBLOCK, &both, NULL);
}

static void cleanup(void)
{
	if (fd > -1)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.description = "signalfd/signalfd4: reading signals, mask replacement, flags, poll",
	.test_all = run,
	.cleanup = cleanup,
};
