// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pidfd_send_signal(2) "sends the signal sig to the target process referred to by pidfd",
 * checked in the receiving child (which blocks the signals and takes them with
 * sigtimedwait()):
 * - info NULL: the child gets SIGUSR1 with si_code SI_USER and the sender's pid and uid;
 * - info given (si_code SI_QUEUE, a value): the child gets exactly that;
 * - signal 0 sends nothing.
 * Errors, in the order of the man page's ERRORS, with nothing reaching the child:
 * - EBADF: "pidfd is not a valid PID file descriptor" (a pipe);
 * - EINVAL: an invalid signal (65); the caller in a PID namespace from which the target
 *   cannot be reached (a process in a new PID namespace signalling its parent); flags
 *   0x1000; info->si_signo differing from sig;
 * - EPERM: nobody to a process of root; info with si_code SI_USER to another process;
 * - ESRCH: the target "has terminated and been waited on".
 */

#include <pwd.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/pidfd.h>
#include <sys/wait.h>
#include "tst_test.h"

static uid_t nobody_uid;
static gid_t nobody_gid;

static pid_t start_receiver(void)
{
	pid_t pid = SAFE_FORK();
	sigset_t all;

	if (!pid) {
		sigfillset(&all);
		SAFE_SIGPROCMASK(SIG_SETMASK, &all, NULL);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	return pid;
}

/* The receiver takes SIGUSR1 (expect) or reports that none came, after the sends. */
static pid_t receiver_expecting(int expect, int code, pid_t sender, int value)
{
	pid_t pid = SAFE_FORK();
	struct timespec zero = {0, 0};
	sigset_t all, usr1;
	siginfo_t si;

	if (!pid) {
		sigfillset(&all);
		SAFE_SIGPROCMASK(SIG_SETMASK, &all, NULL);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		sigemptyset(&usr1);
		sigaddset(&usr1, SIGUSR1);
		memset(&si, 0, sizeof(si));
		TEST(sigtimedwait(&usr1, &si, &zero));
		if (!expect) {
			TST_EXP_EXPR(TST_RET == -1, "nothing reached the child (got %ld, code %d, pid %d)",
				     TST_RET, si.si_code, si.si_pid);
		} else {
			TST_EXP_EXPR(TST_RET == SIGUSR1 && si.si_code == code &&
				     si.si_pid == sender && si.si_uid == getuid() &&
				     (code != SI_QUEUE || si.si_value.sival_int == value),
				     "child got SIGUSR1: ret %ld, code %d (%d), pid %d, value %d",
				     TST_RET, si.si_code, code, si.si_pid, si.si_value.sival_int);
		}
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	return pid;
}

static void finish(pid_t pid, int pidfd)
{
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, NULL, 0);
	SAFE_CLOSE(pidfd);
}

static void fill(siginfo_t *si, int sig, int code, int value)
{
	memset(si, 0, sizeof(*si));
	si->si_signo = sig;
	si->si_code = code;
	si->si_pid = getpid();
	si->si_uid = getuid();
	si->si_value.sival_int = value;
}

static void functional(void)
{
	siginfo_t si;
	pid_t pid;
	int fd;

	pid = receiver_expecting(1, SI_USER, getpid(), 0);
	fd = SAFE_PIDFD_OPEN(pid, 0);
	TST_EXP_PASS(pidfd_send_signal(fd, SIGUSR1, NULL, 0), "pidfd_send_signal(SIGUSR1)");
	finish(pid, fd);

	pid = receiver_expecting(1, SI_QUEUE, getpid(), 4321);
	fd = SAFE_PIDFD_OPEN(pid, 0);
	fill(&si, SIGUSR1, SI_QUEUE, 4321);
	TST_EXP_PASS(pidfd_send_signal(fd, SIGUSR1, &si, 0), "pidfd_send_signal(SIGUSR1, info)");
	finish(pid, fd);

	pid = receiver_expecting(0, 0, 0, 0);
	fd = SAFE_PIDFD_OPEN(pid, 0);
	TST_EXP_PASS(pidfd_send_signal(fd, 0, NULL, 0), "pidfd_send_signal(0)");
	finish(pid, fd);
}

static void errors(void)
{
	int pipefd[2], fd, self_fd;
	siginfo_t si;
	pid_t pid;

	pid = receiver_expecting(0, 0, 0, 0);
	fd = SAFE_PIDFD_OPEN(pid, 0);
	SAFE_PIPE(pipefd);
	TST_EXP_FAIL(pidfd_send_signal(pipefd[0], SIGUSR1, NULL, 0), EBADF, "a pipe");
	TST_EXP_FAIL(pidfd_send_signal(fd, 65, NULL, 0), EINVAL, "signal 65");
	TST_EXP_FAIL(pidfd_send_signal(fd, SIGUSR1, NULL, 0x1000), EINVAL, "flags 0x1000");
	fill(&si, SIGUSR2, SI_QUEUE, 0);
	TST_EXP_FAIL(pidfd_send_signal(fd, SIGUSR1, &si, 0), EINVAL, "si_signo != sig");
	fill(&si, SIGUSR1, SI_USER, 0);
	TST_EXP_FAIL(pidfd_send_signal(fd, SIGUSR1, &si, 0), EPERM,
		     "si_code SI_USER to another process");

	self_fd = SAFE_PIDFD_OPEN(getpid(), 0);
	if (!SAFE_FORK()) {
		SAFE_UNSHARE(CLONE_NEWPID);
		if (!SAFE_FORK()) {
			TST_EXP_FAIL(pidfd_send_signal(self_fd, 0, NULL, 0), EINVAL,
				     "target outside the caller's PID namespace");
			exit(0);
		}
		tst_reap_children();
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		TST_EXP_FAIL(pidfd_send_signal(fd, SIGUSR1, NULL, 0), EPERM,
			     "nobody to a process of root");
		exit(0);
	}
	SAFE_WAIT(NULL);
	SAFE_CLOSE(self_fd);
	SAFE_CLOSE(pipefd[0]);
	SAFE_CLOSE(pipefd[1]);
	finish(pid, fd);

	pid = start_receiver();
	fd = SAFE_PIDFD_OPEN(pid, 0);
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, NULL, 0);
	TST_EXP_FAIL(pidfd_send_signal(fd, SIGUSR1, NULL, 0), ESRCH, "a reaped process");
	SAFE_CLOSE(fd);
}

static void run(void)
{
	functional();
	errors();
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
}

static struct tst_test test = {
	.description = "pidfd_send_signal(): delivery with and without info; EBADF, EINVAL, "
		       "EPERM, ESRCH",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.min_kver = "5.3",
	.needs_kconfigs = (const char *const []){"CONFIG_PID_NS", NULL},
};
