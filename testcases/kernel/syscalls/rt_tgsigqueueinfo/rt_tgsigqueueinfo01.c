// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rt_tgsigqueueinfo(2) "is like rt_sigqueueinfo(), but sends the signal and data to the
 * single thread specified by the combination of tgid ... and tid", checked by the threads
 * (all keep the signals blocked):
 * - SIGRTMIN sent to the second thread three times with values 1, 2, 3 arrives there, in
 *   order, with the si_code (SI_QUEUE), si_pid, si_uid and si_value given; nothing is
 *   pending for the calling thread;
 * - to the caller's own thread, si_code SI_USER is allowed and arrives with the si_pid
 *   and si_uid given (the fields of an SI_USER signal: a 32-bit program's siginfo is
 *   converted field by field by that layout, so a value given with it does not pass).
 * Errors, in the order of the man page's ERRORS:
 * - EAGAIN: with RLIMIT_SIGPENDING 0, SIGRTMIN to the caller's own thread (in a child);
 * - EINVAL: tid 0, tgid 0, signal -1 and 65;
 * - EPERM: si_code SI_USER, or SI_TKILL, to a thread other than the caller; nobody to a
 *   thread of root;
 * - ESRCH: an unused tid; the second thread's tid with another process as tgid.
 * After the errors nothing is pending for either thread.
 *
 * Not provoked: EAGAIN for insufficient kernel memory (needs the kernel out of memory).
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "../tgkill/thread_target.h"

static uid_t nobody_uid;
static gid_t nobody_gid;

static long tgsq(pid_t tgid, pid_t tid, int sig, int code, int value)
{
	siginfo_t si;

	memset(&si, 0, sizeof(si));
	si.si_signo = sig;
	si.si_code = code;
	si.si_pid = getpid();
	si.si_uid = getuid();
	si.si_value.sival_int = value;
	return syscall(__NR_rt_tgsigqueueinfo, tgid, tid, sig, &si);
}

static int self_pending(int sig)
{
	sigset_t p;

	sigpending(&p);
	return sigismember(&p, sig);
}

static void run(void)
{
	struct timespec zero = {0, 0};
	struct rlimit rl;
	sigset_t rt, all;
	siginfo_t si;
	pid_t tid;
	int v;

	sigemptyset(&rt);
	sigaddset(&rt, SIGRTMIN);
	SAFE_SIGPROCMASK(SIG_BLOCK, &rt, NULL);
	tid = start_target();

	for (v = 1; v <= 3; v++)
		TST_EXP_PASS(tgsq(getpid(), tid, SIGRTMIN, SI_QUEUE, v),
			     "SIGRTMIN value %d to the second thread", v);
	TST_EXP_EXPR(!self_pending(SIGRTMIN), "not pending for the calling thread");
	for (v = 1; v <= 3; v++) {
		si = target_take(SIGRTMIN);
		TST_EXP_EXPR(si.si_signo == SIGRTMIN && si.si_code == SI_QUEUE &&
			     si.si_pid == getpid() && si.si_uid == getuid() &&
			     si.si_value.sival_int == v,
			     "second thread took SIGRTMIN: code %d, pid %d, value %d (expected %d)",
			     si.si_code, si.si_pid, si.si_value.sival_int, v);
	}

	TST_EXP_PASS(tgsq(getpid(), tst_gettid(), SIGRTMIN, SI_USER, 9), "SI_USER to own thread");
	memset(&si, 0, sizeof(si));
	TEST(syscall(__NR_rt_sigtimedwait, &rt, &si, &zero, _NSIG / 8));
	TST_EXP_EXPR(TST_RET == SIGRTMIN && si.si_code == SI_USER && si.si_pid == getpid() &&
		     si.si_uid == getuid(), "own thread got it: code %d, pid %d, uid %d",
		     si.si_code, si.si_pid, si.si_uid);

	if (!SAFE_FORK()) {
		sigfillset(&all);
		SAFE_SIGPROCMASK(SIG_SETMASK, &all, NULL);
		SAFE_GETRLIMIT(RLIMIT_SIGPENDING, &rl);
		rl.rlim_cur = 0;
		SAFE_SETRLIMIT(RLIMIT_SIGPENDING, &rl);
		TST_EXP_FAIL(tgsq(getpid(), tst_gettid(), SIGRTMIN, SI_QUEUE, 0), EAGAIN,
			     "SIGRTMIN over RLIMIT_SIGPENDING 0");
		TST_EXP_EQ_LI(self_pending(SIGRTMIN), 0);
		exit(0);
	}
	tst_reap_children();

	TST_EXP_FAIL(tgsq(getpid(), 0, SIGRTMIN, SI_QUEUE, 0), EINVAL, "tid 0");
	TST_EXP_FAIL(tgsq(0, tid, SIGRTMIN, SI_QUEUE, 0), EINVAL, "tgid 0");
	TST_EXP_FAIL(tgsq(getpid(), tid, -1, SI_QUEUE, 0), EINVAL, "signal -1");
	TST_EXP_FAIL(tgsq(getpid(), tid, 65, SI_QUEUE, 0), EINVAL, "signal 65");
	TST_EXP_FAIL(tgsq(getpid(), tid, SIGRTMIN, SI_USER, 0), EPERM,
		     "SI_USER to another thread");
	TST_EXP_FAIL(tgsq(getpid(), tid, SIGRTMIN, SI_TKILL, 0), EPERM,
		     "SI_TKILL to another thread");
	if (!SAFE_FORK()) {
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		TST_EXP_FAIL(tgsq(getppid(), tid, SIGRTMIN, SI_QUEUE, 0), EPERM,
			     "nobody to root's thread");
		exit(0);
	}
	tst_reap_children();
	TST_EXP_FAIL(tgsq(getpid(), tst_get_unused_pid(), SIGRTMIN, SI_QUEUE, 0), ESRCH,
		     "unused tid");
	TST_EXP_FAIL(tgsq(getppid(), tid, SIGRTMIN, SI_QUEUE, 0), ESRCH,
		     "tid of another thread group");
	si = target_take(SIGRTMIN);
	TST_EXP_EXPR(si.si_signo == 0 && !self_pending(SIGRTMIN),
		     "after the errors nothing is pending");

	stop_target();
	SAFE_SIGPROCMASK(SIG_UNBLOCK, &rt, NULL);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
}

static struct tst_test test = {
	.description = "rt_tgsigqueueinfo(): data to one thread, in order; EAGAIN, EINVAL, "
		       "EPERM, ESRCH",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
