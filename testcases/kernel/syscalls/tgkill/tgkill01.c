// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tgkill(2) "sends the signal sig to the thread with the thread ID tid in the thread group
 * tgid", checked by the threads themselves (all keep the signals blocked):
 * - SIGUSR1 sent to the second thread is pending for that thread (it takes it, with
 *   si_code SI_TKILL and the sender's pid), and not for the calling thread;
 * - sent to the calling thread it is pending for the caller only;
 * - signal 0 checks existence and sends nothing.
 * Errors, in the order of the man page's ERRORS:
 * - EAGAIN: "The RLIMIT_SIGPENDING resource limit was reached and sig is a real-time
 *   signal": with RLIMIT_SIGPENDING 0, SIGRTMIN to the caller's own thread (in a child);
 * - EINVAL: "An invalid thread ID, thread group ID, or signal was specified": tid 0,
 *   tgid -1, signal -1 and 65;
 * - EPERM: nobody signals a thread of root;
 * - ESRCH: "No process with the specified thread ID (and thread group ID) exists": an
 *   unused tid, and the second thread's tid with the pid of another process as tgid.
 * After the errors nothing is pending for either thread.
 *
 * Not provoked: EAGAIN for insufficient kernel memory (needs the kernel out of memory).
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "thread_target.h"

static uid_t nobody_uid;
static gid_t nobody_gid;

static long do_tgkill(pid_t tgid, pid_t tid, int sig)
{
	return syscall(__NR_tgkill, tgid, tid, sig);
}

static int self_pending(int sig)
{
	sigset_t p;

	sigpending(&p);
	return sigismember(&p, sig);
}

static void eagain(void)
{
	struct rlimit rl;
	sigset_t all;

	sigfillset(&all);
	SAFE_SIGPROCMASK(SIG_SETMASK, &all, NULL);
	SAFE_GETRLIMIT(RLIMIT_SIGPENDING, &rl);
	rl.rlim_cur = 0;
	SAFE_SETRLIMIT(RLIMIT_SIGPENDING, &rl);
	TST_EXP_FAIL(do_tgkill(getpid(), tst_gettid(), SIGRTMIN), EAGAIN,
		     "SIGRTMIN over RLIMIT_SIGPENDING 0");
	TST_EXP_EQ_LI(self_pending(SIGRTMIN), 0);
}

static void run(void)
{
	sigset_t usr1;
	siginfo_t si;
	pid_t tid, other;

	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	SAFE_SIGPROCMASK(SIG_BLOCK, &usr1, NULL);
	tid = start_target();

	TST_EXP_PASS(do_tgkill(getpid(), tid, SIGUSR1), "tgkill(pid, second thread, SIGUSR1)");
	TST_EXP_EXPR(!self_pending(SIGUSR1), "not pending for the calling thread");
	si = target_take(SIGUSR1);
	TST_EXP_EXPR(si.si_signo == SIGUSR1 && si.si_code == SI_TKILL && si.si_pid == getpid(),
		     "the second thread took it: signo %d, code %d (SI_TKILL %d), pid %d",
		     si.si_signo, si.si_code, SI_TKILL, si.si_pid);

	TST_EXP_PASS(do_tgkill(getpid(), tst_gettid(), SIGUSR1), "tgkill(pid, own tid, SIGUSR1)");
	si = target_take(SIGUSR1);
	TST_EXP_EXPR(si.si_signo == 0 && self_pending(SIGUSR1) == 1,
		     "pending for the caller, not for the second thread");
	if (sigwaitinfo(&usr1, NULL) != SIGUSR1)
		tst_brk(TBROK | TERRNO, "sigwaitinfo()");

	TST_EXP_PASS(do_tgkill(getpid(), tid, 0), "tgkill(pid, second thread, 0)");
	si = target_take(SIGUSR1);
	TST_EXP_EQ_LI(si.si_signo, 0);

	if (!SAFE_FORK()) {
		eagain();
		exit(0);
	}
	tst_reap_children();

	TST_EXP_FAIL(do_tgkill(getpid(), 0, SIGUSR1), EINVAL, "tid 0");
	TST_EXP_FAIL(do_tgkill(-1, tid, SIGUSR1), EINVAL, "tgid -1");
	TST_EXP_FAIL(do_tgkill(getpid(), tid, -1), EINVAL, "signal -1");
	TST_EXP_FAIL(do_tgkill(getpid(), tid, 65), EINVAL, "signal 65");
	if (!SAFE_FORK()) {
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		TST_EXP_FAIL(do_tgkill(getppid(), tid, SIGUSR1), EPERM, "nobody to root's thread");
		exit(0);
	}
	tst_reap_children();
	TST_EXP_FAIL(do_tgkill(getpid(), tst_get_unused_pid(), SIGUSR1), ESRCH, "unused tid");
	other = getppid();
	TST_EXP_FAIL(do_tgkill(other, tid, SIGUSR1), ESRCH, "tid of another thread group");
	si = target_take(SIGUSR1);
	TST_EXP_EXPR(si.si_signo == 0 && !self_pending(SIGUSR1),
		     "after the errors nothing is pending");

	stop_target();
	SAFE_SIGPROCMASK(SIG_UNBLOCK, &usr1, NULL);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
}

static struct tst_test test = {
	.description = "tgkill(): one thread gets the signal; EAGAIN, EINVAL, EPERM, ESRCH",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
