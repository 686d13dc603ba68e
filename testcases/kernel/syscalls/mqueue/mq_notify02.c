// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mq_notify(3), the mq_notify system call, fails with the errors of man 3 mq_notify, in
 * its order (in a new IPC namespace):
 * - EBADF: a closed descriptor; a regular file's descriptor;
 * - EBUSY: another process is registered for the queue;
 * - EINVAL: sigev_notify 99; SIGEV_SIGNAL with signal -1, and with signal _NSIG + 1;
 * plus (not in the man page) EFAULT: sevp outside the address space.
 * After the failures the parent is still not registered: a send to the empty queue
 * queues no signal, and the child's registration still holds (EBUSY again).
 *
 * Not provoked: ENOMEM needs the kernel's allocation to fail.
 */

#include <signal.h>
#include <stdlib.h>
#include "mqueue.h"

static mqd_t q = -1;
static int file_fd = -1;
static void *bad;

static void run(void)
{
	struct sigevent sev = {.sigev_notify = SIGEV_SIGNAL, .sigev_signo = SIGUSR1};
	struct sigevent none = {.sigev_notify = SIGEV_NONE};
	struct timespec zero = {0, 0};
	sigset_t set;
	mqd_t closed = mq_make("/closed", O_RDWR, 1, 8);

	mq_close(closed);
	mq_unlink("/closed");
	TST_EXP_FAIL(tst_syscall(__NR_mq_notify, closed, &sev), EBADF, "closed descriptor");
	TST_EXP_FAIL(tst_syscall(__NR_mq_notify, file_fd, &sev), EBADF, "regular file");
	sev.sigev_notify = 99;
	TST_EXP_FAIL(tst_syscall(__NR_mq_notify, q, &sev), EINVAL, "sigev_notify 99");
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = -1;
	TST_EXP_FAIL(tst_syscall(__NR_mq_notify, q, &sev), EINVAL, "SIGEV_SIGNAL, signal -1");
	sev.sigev_signo = _NSIG + 1;
	TST_EXP_FAIL(tst_syscall(__NR_mq_notify, q, &sev), EINVAL, "SIGEV_SIGNAL, signal 66");
	TST_EXP_FAIL(tst_syscall(__NR_mq_notify, q, bad), EFAULT, "sevp at a bad address");

	SAFE_MQ_SEND(q, "a", 2, 0);
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	TST_EXP_EXPR(sigtimedwait(&set, NULL, &zero) == -1,
		     "no registration was left by the failed calls");
	do_receive(q, (char[8]){0}, 8, NULL, NULL);

	if (!SAFE_FORK()) {
		SAFE_MQ_NOTIFY(q, &none);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	sev.sigev_signo = SIGUSR1;
	TST_EXP_FAIL(tst_syscall(__NR_mq_notify, q, &sev), EBUSY, "another process registered");
	TST_EXP_FAIL(tst_syscall(__NR_mq_notify, q, &sev), EBUSY, "still registered");
	TST_CHECKPOINT_WAKE(0);
	tst_reap_children();
}

static void setup(void)
{
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	SAFE_SIGPROCMASK(SIG_BLOCK, &set, NULL);
	mq_ns_setup();
	bad = tst_get_bad_addr(NULL);
	q = mq_make(QNAME, O_RDWR, 2, 8);
	file_fd = SAFE_OPEN("file", O_CREAT | O_RDWR, 0600);
}

static void cleanup(void)
{
	if (file_fd > 0)
		SAFE_CLOSE(file_fd);
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
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
