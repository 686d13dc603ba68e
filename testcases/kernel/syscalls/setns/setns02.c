// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setns(2) errors, in the order of the man page's ERRORS section, each in a child; after
 * each failure the child's namespaces are those it had (same /proc/self/ns inodes):
 *   EBADF   fd -1
 *   EINVAL  a UTS namespace descriptor with nstype CLONE_NEWNET
 *   EINVAL  joining an ancestor PID namespace (from inside a child PID namespace)
 *   EINVAL  joining the user namespace the caller is already in
 *   EINVAL  joining another user namespace while the caller has a second thread
 *   EINVAL  a regular file, neither a namespace nor a pidfd
 *   EINVAL  a pidfd with nstype 0, and with CLONE_VM
 *   EPERM   uid 65534 without capabilities joining another UTS namespace
 *   ESRCH   a pidfd of a process that has exited and been reaped
 *
 * Not provoked:
 *   ENOMEM  exhausting kernel memory is not safe on a shared machine.
 */
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"
#include "../unshare/ns_util.h"

static pid_t holder;

static void try_setns(int fd, int nstype, int exp_errno, const char *desc)
{
	static const char *const names[] = {"uts", "net", "user", "pid_for_children", "mnt"};
	ino_t before[ARRAY_SIZE(names)];
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(names); i++)
		before[i] = ns_ino(0, names[i]);
	TST_EXP_FAIL(setns(fd, nstype), exp_errno, "%s", desc);
	for (i = 0; i < ARRAY_SIZE(names); i++) {
		if (ns_ino(0, names[i]) != before[i])
			tst_res(TFAIL, "%s: /proc/self/ns/%s changed", desc, names[i]);
	}
}

static int open_ns(pid_t pid, const char *name)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/ns/%s", pid, name);
	return SAFE_OPEN(path, O_RDONLY);
}

static int pidfd_of(pid_t pid)
{
	int fd = syscall(SYS_pidfd_open, pid, 0);

	if (fd < 0)
		tst_brk(TBROK | TERRNO, "pidfd_open(%d)", pid);
	return fd;
}

static void bad_fd(void)
{
	try_setns(-1, 0, EBADF, "fd -1");
}

static void wrong_type(void)
{
	try_setns(open_ns(getpid(), "uts"), CLONE_NEWNET, EINVAL, "a UTS fd as CLONE_NEWNET");
}

static void ancestor_pid(void)
{
	int fd = open_ns(getpid(), "pid");

	SAFE_UNSHARE(CLONE_NEWPID);
	if (!SAFE_FORK()) {
		try_setns(fd, CLONE_NEWPID, EINVAL, "an ancestor PID namespace");
		exit(0);
	}
	tst_reap_children();
}

static void own_user(void)
{
	try_setns(open_ns(getpid(), "user"), CLONE_NEWUSER, EINVAL, "the own user namespace");
}

static void *idle_thread(void *arg)
{
	TST_CHECKPOINT_WAIT(1);
	return arg;
}

static void threaded_user(void)
{
	int fd = open_ns(holder, "user");
	pthread_t t;

	SAFE_PTHREAD_CREATE(&t, NULL, idle_thread, NULL);
	try_setns(fd, CLONE_NEWUSER, EINVAL, "a user namespace with two threads");
	TST_CHECKPOINT_WAKE(1);
	SAFE_PTHREAD_JOIN(t, NULL);
}

static void not_ns(void)
{
	try_setns(SAFE_OPEN("/proc/self/status", O_RDONLY), 0, EINVAL, "a regular file");
}

static void pidfd_flags(void)
{
	int fd = pidfd_of(holder);

	try_setns(fd, 0, EINVAL, "a pidfd with nstype 0");
	try_setns(fd, CLONE_VM, EINVAL, "a pidfd with CLONE_VM");
}

static void unprivileged(void)
{
	int fd = open_ns(holder, "uts");

	SAFE_SETGID(65534);
	SAFE_SETUID(65534);
	try_setns(fd, CLONE_NEWUTS, EPERM, "uid 65534 joining a UTS namespace");
}

static void dead_pidfd(void)
{
	pid_t pid = SAFE_FORK();
	int fd;

	if (!pid) {
		TST_CHECKPOINT_WAIT(2);
		exit(0);
	}
	fd = pidfd_of(pid);
	TST_CHECKPOINT_WAKE(2);
	SAFE_WAITPID(pid, NULL, 0);
	try_setns(fd, CLONE_NEWUTS, ESRCH, "a pidfd of a reaped process");
}

static void (*const cases[])(void) = {
	bad_fd, wrong_type, ancestor_pid, own_user, threaded_user, not_ns, pidfd_flags,
	unprivileged, dead_pidfd,
};

static void run(unsigned int n)
{
	pid_t pid;

	/* The holder is in new UTS and user namespaces (a root-owned one, unmapped). */
	holder = SAFE_FORK();
	if (!holder) {
		SAFE_UNSHARE(CLONE_NEWUTS);
		SAFE_UNSHARE(CLONE_NEWUSER);
		TST_CHECKPOINT_WAKE(0);
		for (;;)
			pause();
	}
	TST_CHECKPOINT_WAIT(0);
	pid = SAFE_FORK();
	if (!pid) {
		cases[n]();
		exit(0);
	}
	SAFE_WAITPID(pid, NULL, 0);
	SAFE_KILL(holder, SIGKILL);
	SAFE_WAITPID(holder, NULL, 0);
}

static void setup(void)
{
	ns_require_all();
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(cases),
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
