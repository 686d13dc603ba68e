// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clone3(2) with a struct clone_args, each feature observed from outside the child:
 * - CLONE_PIDFD: args.pidfd receives a PID file descriptor of the child (its fdinfo
 *   names the child's pid) that becomes readable when the child exits;
 * - exit_signal SIGUSR1: delivered to the caller at the child's exit, and waitpid()
 *   needs __WCLONE for such a child;
 * - CLONE_CLEAR_SIGHAND: a handled SIGUSR2 is SIG_DFL in the child, an ignored SIGINT
 *   stays ignored (the child exits with a code saying so);
 * - set_tid with CLONE_NEWPID: set_tid {1} makes the child pid 1 of its new namespace;
 * - CLONE_PARENT_SETTID: args.parent_tid receives the child's pid.
 * Errors: EINVAL (size smaller than the first published struct; exit_signal 99;
 * CLONE_CLEAR_SIGHAND with CLONE_SIGHAND; set_tid_size larger than the namespace
 * nesting), E2BIG (size larger than a page with non-zero bytes beyond the struct),
 * EFAULT (cl_args outside the address space), EEXIST (set_tid naming the caller's own
 * pid in its namespace), EPERM (set_tid by an unprivileged caller), EAGAIN (as "nobody"
 * with RLIMIT_NPROC 0), ENOSPC (CLONE_NEWUSER at the user namespace nesting limit, reached
 * with unshare() in a child), ENOMEM (a child in a PID namespace whose init has exited,
 * pid_namespaces(7)). After a failure no child exists.
 *
 * Not provoked: EACCES, EBUSY and EOPNOTSUPP (CLONE_INTO_CGROUP needs a cgroup set up
 * for it: clone302 checks EACCES and EOPNOTSUPP), ERESTARTNOINTR (seen only inside the
 * kernel), EUSERS (the nesting error before Linux 4.9, ENOSPC since), ENOMEM from memory
 * exhaustion (needs the kernel out of memory).
 */

#include <linux/sched.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "../clone/clone_limits.h"

#ifndef CLONE_CLEAR_SIGHAND
# define CLONE_CLEAR_SIGHAND 0x100000000ULL
#endif

static volatile sig_atomic_t usr1;
static void *bad_addr;
static char *big;

static void handler(int sig)
{
	(void)sig;
	usr1 = 1;
}

static long clone3(struct clone_args *args, size_t size)
{
	return syscall(__NR_clone3, args, size);
}

static void check_pidfd_settid(void)
{
	int pidfd = -1, fdinfo_pid = -1;
	pid_t parent_tid = 0;
	struct clone_args args = {
		.flags = CLONE_PIDFD | CLONE_PARENT_SETTID,
		.pidfd = (uintptr_t)&pidfd,
		.parent_tid = (uintptr_t)&parent_tid,
		.exit_signal = SIGCHLD,
	};
	struct pollfd pfd = {.events = POLLIN};
	char path[64];
	pid_t pid;

	pid = clone3(&args, sizeof(args));
	if (!pid) {
		TST_CHECKPOINT_WAIT(0);
		_exit(0);
	}
	if (pid < 0) {
		tst_res(TFAIL | TERRNO, "clone3(CLONE_PIDFD | CLONE_PARENT_SETTID)");
		return;
	}
	TST_EXP_EQ_LI(parent_tid, pid);
	snprintf(path, sizeof(path), "/proc/self/fdinfo/%d", pidfd);
	if (pidfd >= 0)
		FILE_LINES_SCANF(path, "Pid: %d", &fdinfo_pid);
	TST_EXP_EXPR(pidfd >= 0 && fdinfo_pid == pid, "CLONE_PIDFD: descriptor %d names pid %d",
		     pidfd, fdinfo_pid);
	TST_CHECKPOINT_WAKE(0);
	TST_PROCESS_EXIT_WAIT(pid, 0);
	pfd.fd = pidfd;
	TST_EXP_EXPR(poll(&pfd, 1, 0) == 1, "the pidfd is readable after the exit");
	SAFE_WAITPID(pid, NULL, 0);
	if (pidfd >= 0)
		SAFE_CLOSE(pidfd);
}

static void check_exit_signal(void)
{
	struct clone_args args = {.exit_signal = SIGUSR1};
	pid_t pid;

	SAFE_SIGNAL(SIGUSR1, handler);
	usr1 = 0;
	pid = clone3(&args, sizeof(args));
	if (!pid)
		_exit(0);
	TST_EXP_EXPR(pid > 0, "clone3(exit_signal SIGUSR1) returned %d", pid);
	if (pid > 0) {
		TST_EXP_FAIL2(waitpid(pid, NULL, 0), ECHILD, "waitpid() without __WCLONE");
		TST_EXP_VAL(waitpid(pid, NULL, __WCLONE), pid, "waitpid(__WCLONE)");
	}
	TST_EXP_EQ_LI(usr1, 1);
	SAFE_SIGNAL(SIGUSR1, SIG_DFL);
}

static void check_clear_sighand(void)
{
	struct clone_args args = {.flags = CLONE_CLEAR_SIGHAND, .exit_signal = SIGCHLD};
	struct sigaction sa;
	int status;
	pid_t pid;

	SAFE_SIGNAL(SIGUSR2, handler);
	SAFE_SIGNAL(SIGINT, SIG_IGN);
	pid = clone3(&args, sizeof(args));
	if (!pid) {
		int code = 0;

		sigaction(SIGUSR2, NULL, &sa);
		code |= sa.sa_handler == SIG_DFL ? 0 : 1;
		sigaction(SIGINT, NULL, &sa);
		code |= sa.sa_handler == SIG_IGN ? 0 : 2;
		_exit(code);
	}
	if (pid < 0) {
		tst_res(TFAIL | TERRNO, "clone3(CLONE_CLEAR_SIGHAND)");
	} else {
		SAFE_WAITPID(pid, &status, 0);
		TST_EXP_EXPR(WIFEXITED(status) && !WEXITSTATUS(status),
			     "CLONE_CLEAR_SIGHAND: handled reset, ignored kept (child %s)",
			     tst_strstatus(status));
	}
	SAFE_SIGNAL(SIGUSR2, SIG_DFL);
	SAFE_SIGNAL(SIGINT, SIG_DFL);
}

static void check_set_tid(void)
{
	pid_t tid[1] = {1};
	struct clone_args args = {
		.flags = CLONE_NEWPID,
		.exit_signal = SIGCHLD,
		.set_tid = (uintptr_t)tid,
		.set_tid_size = 1,
	};
	int status;
	pid_t pid;

	pid = clone3(&args, sizeof(args));
	if (!pid)
		_exit(getpid() == 1 ? 0 : 1);
	if (pid < 0) {
		tst_res(TFAIL | TERRNO, "clone3(CLONE_NEWPID, set_tid {1})");
		return;
	}
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && !WEXITSTATUS(status),
		     "set_tid {1}: the child is pid 1 of its namespace (%s)", tst_strstatus(status));
}

static void expect_fail(struct clone_args *args, size_t size, int exp, const char *why)
{
	TEST(clone3(args, size));
	if (!TST_RET)
		_exit(0);
	if (TST_RET > 0) {
		tst_res(TFAIL, "%s: clone3() made child %ld", why, TST_RET);
		SAFE_WAITPID(TST_RET, NULL, __WALL);
		return;
	}
	if (TST_ERR == exp)
		tst_res(TPASS | TTERRNO, "%s", why);
	else
		tst_res(TFAIL | TTERRNO, "%s: expected %s", why, tst_strerrno(exp));
}

static void errors(void)
{
	pid_t own[1] = {getpid()};
	struct clone_args a = {.exit_signal = SIGCHLD};
	struct clone_args settid = {
		.exit_signal = SIGCHLD, .set_tid = (uintptr_t)own, .set_tid_size = 1,
	};

	expect_fail(&a, 63, EINVAL, "size 63 < CLONE_ARGS_SIZE_VER0");
	a.exit_signal = 99;
	expect_fail(&a, sizeof(a), EINVAL, "exit_signal 99");
	a.exit_signal = SIGCHLD;
	a.flags = CLONE_CLEAR_SIGHAND | CLONE_SIGHAND | CLONE_VM;
	expect_fail(&a, sizeof(a), EINVAL, "CLONE_CLEAR_SIGHAND with CLONE_SIGHAND");
	settid.set_tid_size = 2;
	expect_fail(&settid, sizeof(settid), EINVAL, "set_tid_size 2 without a new namespace");
	settid.set_tid_size = 1;

	memset(big, 0, getpagesize() + 8);
	memcpy(big, &(struct clone_args){.exit_signal = SIGCHLD}, sizeof(struct clone_args));
	big[getpagesize() + 4] = 1;
	expect_fail((struct clone_args *)big, getpagesize() + 8, E2BIG,
		    "size over a page with non-zero tail");
	expect_fail(bad_addr, sizeof(a), EFAULT, "cl_args outside the address space");
	expect_fail(&settid, sizeof(settid), EEXIST, "set_tid of the caller's own pid");

	if (!SAFE_FORK()) {
		tst_become_nobody();
		own[0] = 30000;
		expect_fail(&settid, sizeof(settid), EPERM, "set_tid by an unprivileged caller");
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		clone_nobody_nproc0();
		a.flags = 0;
		expect_fail(&a, sizeof(a), EAGAIN, "nobody with RLIMIT_NPROC 0");
		TST_EXP_FAIL2(waitpid(-1, NULL, WNOHANG | __WALL), ECHILD, "EAGAIN made no child");
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		int depth = clone_nest_userns();

		a.flags = CLONE_NEWUSER;
		tst_res(TINFO, "user namespace depth %d", depth);
		expect_fail(&a, sizeof(a), ENOSPC, "CLONE_NEWUSER at the nesting limit");
		TST_EXP_FAIL2(waitpid(-1, NULL, WNOHANG | __WALL), ECHILD, "ENOSPC made no child");
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		clone_dead_pidns();
		a.flags = 0;
		expect_fail(&a, sizeof(a), ENOMEM, "into a PID namespace whose init has exited");
		TST_EXP_FAIL2(waitpid(-1, NULL, WNOHANG | __WALL), ECHILD, "ENOMEM made no child");
		exit(0);
	}
	tst_reap_children();
	TST_EXP_FAIL2(waitpid(-1, NULL, WNOHANG | __WALL), ECHILD, "no child was left");
}

static void run(void)
{
	check_pidfd_settid();
	check_exit_signal();
	check_clear_sighand();
	check_set_tid();
	errors();
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	big = tst_alloc(getpagesize() + 8);
}

static struct tst_test test = {
	.description = "clone3(): PIDFD, PARENT_SETTID, exit_signal, CLEAR_SIGHAND, set_tid; "
		       "EINVAL, E2BIG, EFAULT, EEXIST, EPERM, EAGAIN, ENOSPC, ENOMEM",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.min_kver = "5.5",
	.needs_kconfigs = (const char *const []){"CONFIG_PID_NS", "CONFIG_USER_NS", NULL},
};
