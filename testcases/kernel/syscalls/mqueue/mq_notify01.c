// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mq_notify(3), the mq_notify system call, registers for a notification when a message
 * arrives in an empty queue (man 3 mq_notify), in a new IPC namespace:
 * - SIGEV_SIGNAL: a send to the empty queue queues the signal with si_code SI_MESGQ, the
 *   sigev_value given and the sender's pid; the registration is then gone: a second send
 *   (queue emptied first) queues no signal;
 * - a registration is removed by a NULL sevp: another process can then register;
 * - SIGEV_NONE registers (another process gets EBUSY) but queues no signal;
 * - SIGEV_THREAD (through the C library, in a child so that the library's helper thread
 *   does not outlive it): the function runs in a new thread with the value given.
 */

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include "tst_safe_pthread.h"
#include "mqueue.h"

static mqd_t q = -1;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cond = PTHREAD_COND_INITIALIZER;
static int thread_value;

static int do_notify(const struct sigevent *sev)
{
	return tst_syscall(__NR_mq_notify, q, sev);
}

static void drain(void)
{
	char buf[32];

	while (mq_curmsgs(q))
		do_receive(q, buf, sizeof(buf), NULL, NULL);
}

static int usr1_pending(siginfo_t *si)
{
	struct timespec zero = {0, 0};
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	return sigtimedwait(&set, si, &zero) == SIGUSR1;
}

static void signal_notify(void)
{
	struct sigevent sev = {.sigev_notify = SIGEV_SIGNAL, .sigev_signo = SIGUSR1};
	siginfo_t si = {0};

	sev.sigev_value.sival_int = 42;
	TST_EXP_PASS(do_notify(&sev), "mq_notify(SIGEV_SIGNAL SIGUSR1, value 42)");
	SAFE_MQ_SEND(q, "a", 2, 0);
	if (usr1_pending(&si) && si.si_code == SI_MESGQ && si.si_value.sival_int == 42 &&
	    si.si_pid == getpid())
		tst_res(TPASS, "SIGUSR1 queued with SI_MESGQ, value 42, the sender's pid");
	else
		tst_res(TFAIL, "signal: signo %d code %d value %d pid %d", si.si_signo, si.si_code,
			si.si_value.sival_int, si.si_pid);
	drain();
	SAFE_MQ_SEND(q, "b", 2, 0);
	TST_EXP_EXPR(!usr1_pending(&si), "a second message queues no signal (one-shot)");
	drain();
}

static void unregister_and_none(void)
{
	struct sigevent sev = {.sigev_notify = SIGEV_SIGNAL, .sigev_signo = SIGUSR1};
	struct sigevent none = {.sigev_notify = SIGEV_NONE};
	siginfo_t si;

	SAFE_MQ_NOTIFY(q, &sev);
	TST_EXP_PASS(do_notify(NULL), "mq_notify(NULL) removes the registration");
	if (!SAFE_FORK()) {
		TST_EXP_PASS(do_notify(&none), "child: mq_notify(SIGEV_NONE) after the removal");
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	TST_EXP_FAIL(do_notify(&sev), EBUSY, "mq_notify() while the child is registered");
	TST_CHECKPOINT_WAKE(0);
	tst_reap_children();

	TST_EXP_PASS(do_notify(&none), "mq_notify(SIGEV_NONE)");
	SAFE_MQ_SEND(q, "c", 2, 0);
	TST_EXP_EXPR(!usr1_pending(&si), "SIGEV_NONE queues no signal");
	drain();
}

static void thread_fn(union sigval v)
{
	pthread_mutex_lock(&lock);
	thread_value = v.sival_int;
	pthread_cond_signal(&cond);
	pthread_mutex_unlock(&lock);
}

static void thread_notify(void)
{
	struct sigevent sev = {.sigev_notify = SIGEV_THREAD, .sigev_notify_function = thread_fn};
	struct timespec ts;

	if (SAFE_FORK()) {
		tst_reap_children();
		drain();
		return;
	}
	thread_value = 0;
	sev.sigev_value.sival_int = 77;
	TST_EXP_PASS(mq_notify(q, &sev), "mq_notify(SIGEV_THREAD, value 77)");
	SAFE_MQ_SEND(q, "d", 2, 0);
	SAFE_CLOCK_GETTIME(CLOCK_REALTIME, &ts);
	ts.tv_sec += 10;
	pthread_mutex_lock(&lock);
	while (!thread_value && !pthread_cond_timedwait(&cond, &lock, &ts))
		;
	pthread_mutex_unlock(&lock);
	TST_EXP_EQ_LI(thread_value, 77);
	exit(0);
}

static void run(void)
{
	signal_notify();
	unregister_and_none();
	thread_notify();
}

static void setup(void)
{
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	SAFE_SIGPROCMASK(SIG_BLOCK, &set, NULL);
	mq_ns_setup();
	q = mq_make(QNAME, O_RDWR, 4, 32);
}

static void cleanup(void)
{
	if (q != (mqd_t)-1) {
		mq_close(q);
		mq_unlink(QNAME);
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
