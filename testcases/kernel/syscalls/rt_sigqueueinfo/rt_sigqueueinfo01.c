// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rt_sigqueueinfo(2) "sends the signal sig to the thread group with the ID tgid" with the
 * data in info, which the receiver gets through sigwaitinfo():
 * - to a child that blocks SIGRTMIN+1 and SIGRTMIN+2: SIGRTMIN+2 with value 100, then
 *   SIGRTMIN+1 three times with values 1, 2, 3. Real-time signals are queued: all four
 *   arrive; those of the same number in the order sent, lower numbers first (signal(7));
 *   each with the si_code (SI_QUEUE), si_pid, si_uid and si_value the sender put there,
 *   and si_signo set by the kernel;
 * - a standard signal (SIGUSR1) sent twice while blocked is pending once;
 * - to the caller itself any si_code is allowed: SI_USER arrives as SI_USER, with the si_pid
 *   of the first of two sends (this process's pid, then its parent's).
 * A 64-bit kernel's compat layer converts a 32-bit program's siginfo by the layout its
 * si_code selects, and SI_USER's (that of kill(2)) holds si_pid and si_uid only: there
 * si_value does not accompany the signal as man 2 rt_sigqueueinfo says, so the SI_USER
 * row checks si_value only in a 64-bit program.
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "tst_test.h"

static int queue_from(pid_t from, pid_t pid, int sig, int code, int value)
{
	siginfo_t si;

	memset(&si, 0, sizeof(si));
	si.si_signo = sig;
	si.si_code = code;
	si.si_pid = from;
	si.si_uid = getuid();
	si.si_value.sival_int = value;
	return syscall(__NR_rt_sigqueueinfo, pid, sig, &si);
}

static int queue(pid_t pid, int sig, int code, int value)
{
	return queue_from(getpid(), pid, sig, code, value);
}

static void expect_next(const sigset_t *set, int sig, int value, pid_t sender)
{
	struct timespec ts = {.tv_sec = 10};
	siginfo_t si;

	memset(&si, 0, sizeof(si));
	TEST(sigtimedwait(set, &si, &ts));
	if (TST_RET == sig && si.si_signo == sig && si.si_code == SI_QUEUE &&
	    si.si_pid == sender && si.si_uid == getuid() && si.si_value.sival_int == value)
		tst_res(TPASS, "received SIGRTMIN+%d with value %d", sig - SIGRTMIN, value);
	else
		tst_res(TFAIL | TTERRNO, "received %ld (signo %d code %d pid %d value %d), "
			"expected SIGRTMIN+%d value %d from %d", TST_RET, si.si_signo,
			si.si_code, si.si_pid, si.si_value.sival_int, sig - SIGRTMIN, value,
			sender);
}

static void rt_queue_order(void)
{
	pid_t parent = getpid(), pid;
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGRTMIN + 1);
	sigaddset(&set, SIGRTMIN + 2);
	pid = SAFE_FORK();
	if (!pid) {
		SAFE_SIGPROCMASK(SIG_BLOCK, &set, NULL);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		expect_next(&set, SIGRTMIN + 1, 1, parent);
		expect_next(&set, SIGRTMIN + 1, 2, parent);
		expect_next(&set, SIGRTMIN + 1, 3, parent);
		expect_next(&set, SIGRTMIN + 2, 100, parent);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	TST_EXP_PASS(queue(pid, SIGRTMIN + 2, SI_QUEUE, 100), "queue SIGRTMIN+2 value 100");
	TST_EXP_PASS(queue(pid, SIGRTMIN + 1, SI_QUEUE, 1), "queue SIGRTMIN+1 value 1");
	TST_EXP_PASS(queue(pid, SIGRTMIN + 1, SI_QUEUE, 2), "queue SIGRTMIN+1 value 2");
	TST_EXP_PASS(queue(pid, SIGRTMIN + 1, SI_QUEUE, 3), "queue SIGRTMIN+1 value 3");
	TST_CHECKPOINT_WAKE(0);
	tst_reap_children();
}

static void to_self(void)
{
	struct timespec zero = {0, 0};
	pid_t self = getpid(), parent = getppid();
	sigset_t set;
	siginfo_t si;
	int value_ok;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	SAFE_SIGPROCMASK(SIG_BLOCK, &set, NULL);
	TST_EXP_PASS(queue_from(self, self, SIGUSR1, SI_USER, 7),
		     "queue SIGUSR1 (SI_USER, si_pid %d) to self", self);
	TST_EXP_PASS(queue_from(parent, self, SIGUSR1, SI_USER, 8),
		     "queue SIGUSR1 (SI_USER, si_pid %d) again", parent);
	memset(&si, 0, sizeof(si));
	TEST(sigtimedwait(&set, &si, &zero));
	/* a 32-bit program's SI_USER siginfo loses si_value in the compat layer */
	value_ok = si.si_value.sival_int == 7 || (sizeof(long) == 4 && !si.si_value.sival_int);
	TST_EXP_EXPR(TST_RET == SIGUSR1 && si.si_code == SI_USER && si.si_pid == self &&
		     value_ok, "SIGUSR1 with SI_USER and the first si_pid (%d) and value (7): "
		     "got %ld, code %d, si_pid %d, value %d", self, TST_RET, si.si_code,
		     si.si_pid, si.si_value.sival_int);
	TST_EXP_FAIL(sigtimedwait(&set, &si, &zero), EAGAIN,
		     "the second standard SIGUSR1 was not queued");
	SAFE_SIGPROCMASK(SIG_UNBLOCK, &set, NULL);
}

static void run(void)
{
	rt_queue_order();
	to_self();
}

static struct tst_test test = {
	.description = "rt_sigqueueinfo(): queued real-time signals in order with their data",
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
