// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rt_sigpending(2) (through sigpending(), which the C library implements with it):
 * "returns the set of signals that are pending for delivery to the calling thread (i.e.,
 * the signals which have been raised while blocked). The mask of pending signals is
 * returned in set":
 * - nothing pending: the set is empty (filled with ones before the call);
 * - SIGUSR1 sent to the process and SIGUSR2 sent to this thread with tgkill(), both
 *   blocked: both are in the set ("the union of the set of signals pending for the
 *   process as a whole and the signals that are pending for the calling thread");
 * - a signal pending for another thread only is not in this thread's set;
 * - after the signals are consumed (sigwaitinfo) the set is empty again.
 * Errors, by the raw system call: EFAULT for a set outside the address space, and a
 * sigsetsize larger than the kernel's sigset fails with EINVAL.
 */

#include <pthread.h>
#include <signal.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_pid.h"
#include "tst_safe_pthread.h"
#include "lapi/rt_sigaction.h"

static void *bad_addr;
static pid_t other_tid;

static int count_pending(sigset_t *set)
{
	int sig, n = 0;

	memset(set, 0xff, sizeof(*set));
	TEST(sigpending(set));
	if (TST_RET)
		tst_res(TFAIL | TTERRNO, "sigpending() returned %ld", TST_RET);
	for (sig = 1; sig < _NSIG; sig++)
		n += sigismember(set, sig) == 1;
	return n;
}

static void *other_thread(void *arg)
{
	(void)arg;
	other_tid = tst_gettid();
	TST_CHECKPOINT_WAKE_AND_WAIT(0);
	return NULL;
}

static void run(void)
{
	sigset_t mask, set;
	pthread_t t;
	int sig;

	sigemptyset(&mask);
	sigaddset(&mask, SIGUSR1);
	sigaddset(&mask, SIGUSR2);
	sigaddset(&mask, SIGCONT);
	SAFE_SIGPROCMASK(SIG_BLOCK, &mask, NULL);

	TST_EXP_EQ_LI(count_pending(&set), 0);

	SAFE_KILL(getpid(), SIGUSR1);
	if (syscall(__NR_tgkill, getpid(), tst_gettid(), SIGUSR2))
		tst_brk(TBROK | TERRNO, "tgkill()");
	TST_EXP_EQ_LI(count_pending(&set), 2);
	TST_EXP_EXPR(sigismember(&set, SIGUSR1) == 1 && sigismember(&set, SIGUSR2) == 1,
		     "process-wide SIGUSR1 and thread-directed SIGUSR2 are pending");

	SAFE_PTHREAD_CREATE(&t, NULL, other_thread, NULL);
	TST_CHECKPOINT_WAIT(0);
	if (syscall(__NR_tgkill, getpid(), other_tid, SIGCONT))
		tst_brk(TBROK | TERRNO, "tgkill()");
	count_pending(&set);
	TST_EXP_EXPR(!sigismember(&set, SIGCONT), "SIGCONT pending for the other thread only");
	TST_CHECKPOINT_WAKE(0);
	SAFE_PTHREAD_JOIN(t, NULL);

	sig = sigwaitinfo(&mask, NULL);
	sig = sigwaitinfo(&mask, NULL);
	if (sig < 0)
		tst_brk(TBROK | TERRNO, "sigwaitinfo()");
	TST_EXP_EQ_LI(count_pending(&set), 0);

	TST_EXP_FAIL(syscall(__NR_rt_sigpending, bad_addr, LTK_KERNEL_SIGSETSIZE), EFAULT,
		     "rt_sigpending(set outside the address space)");
	TST_EXP_FAIL(syscall(__NR_rt_sigpending, &set, LTK_KERNEL_SIGSETSIZE + 8), EINVAL,
		     "rt_sigpending(sigsetsize %d)", LTK_KERNEL_SIGSETSIZE + 8);

	SAFE_SIGPROCMASK(SIG_UNBLOCK, &mask, NULL);
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "rt_sigpending(): process and thread pending signals; EFAULT, EINVAL",
	.test_all = run,
	.setup = setup,
	.needs_checkpoints = 1,
};
