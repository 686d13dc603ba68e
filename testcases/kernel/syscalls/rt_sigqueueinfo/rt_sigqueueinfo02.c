// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rt_sigqueueinfo(2) errors, in the order of the man page's ERRORS; the would-be receiver
 * (a child blocking the signals) checks afterwards that nothing is pending:
 * - EAGAIN: "The RLIMIT_SIGPENDING resource limit was reached and sig is a real-time
 *   signal": a child with RLIMIT_SIGPENDING 0 queues SIGRTMIN to itself;
 * - EINVAL: an invalid signal (-1, 65);
 * - EPERM: permission denied as for kill(2) (nobody to a process of root), and, to a
 *   process other than the caller, an si_code >= 0 (SI_USER) or SI_TKILL;
 * - ESRCH: "No thread group matching tgid was found".
 *
 * Not provoked: EAGAIN for insufficient kernel memory (needs the kernel out of memory).
 */

#include <pwd.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_pid.h"

static uid_t nobody_uid;
static gid_t nobody_gid;

static long queue(pid_t pid, int sig, int code)
{
	siginfo_t si;

	memset(&si, 0, sizeof(si));
	si.si_signo = sig;
	si.si_code = code;
	si.si_pid = getpid();
	si.si_uid = getuid();
	return syscall(__NR_rt_sigqueueinfo, pid, sig, &si);
}

static int any_pending(void)
{
	sigset_t p;
	int sig, n = 0;

	sigpending(&p);
	for (sig = 1; sig < _NSIG; sig++)
		n += sigismember(&p, sig) == 1;
	return n;
}

static void block_all(void)
{
	sigset_t all;

	sigfillset(&all);
	SAFE_SIGPROCMASK(SIG_SETMASK, &all, NULL);
}

static void run(void)
{
	struct rlimit rl;
	pid_t target;
	int status;

	if (!SAFE_FORK()) {
		block_all();
		SAFE_GETRLIMIT(RLIMIT_SIGPENDING, &rl);
		rl.rlim_cur = 0;
		SAFE_SETRLIMIT(RLIMIT_SIGPENDING, &rl);
		TST_EXP_FAIL(queue(getpid(), SIGRTMIN, SI_QUEUE), EAGAIN,
			     "SIGRTMIN over RLIMIT_SIGPENDING 0");
		TST_EXP_EQ_LI(any_pending(), 0);
		exit(0);
	}
	tst_reap_children();

	target = SAFE_FORK();
	if (!target) {
		block_all();
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(any_pending());
	}
	TST_CHECKPOINT_WAIT(0);
	TST_EXP_FAIL(queue(target, -1, SI_QUEUE), EINVAL, "signal -1");
	TST_EXP_FAIL(queue(target, 65, SI_QUEUE), EINVAL, "signal 65");
	TST_EXP_FAIL(queue(target, SIGUSR1, SI_USER), EPERM, "SI_USER to another process");
	TST_EXP_FAIL(queue(target, SIGUSR1, SI_TKILL), EPERM, "SI_TKILL to another process");
	if (!SAFE_FORK()) {
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		TST_EXP_FAIL(queue(target, SIGUSR1, SI_QUEUE), EPERM,
			     "nobody to a process of root");
		exit(0);
	}
	SAFE_WAIT(&status);
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(target, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && !WEXITSTATUS(status),
		     "nothing pending in the target (%s, exit code = pending count)",
		     tst_strstatus(status));

	TST_EXP_FAIL(queue(tst_get_unused_pid(), SIGUSR1, SI_QUEUE), ESRCH, "unused pid");
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
}

static struct tst_test test = {
	.description = "rt_sigqueueinfo() errors: EAGAIN, EINVAL, EPERM, ESRCH",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
