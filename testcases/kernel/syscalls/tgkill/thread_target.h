/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A second thread that blocks every signal and tells its tid, for the tests of the calls
 * that signal one thread (rt_tgsigqueueinfo, tgkill, tkill): start_target() starts it and
 * returns its tid; the test sends, then target_take(sig) makes the thread take sig with
 * a zero timeout and returns the siginfo it got (si_signo 0: nothing was pending for it);
 * stop_target() ends it. Checkpoint 0 is used.
 */
#ifndef THREAD_TARGET_H__
#define THREAD_TARGET_H__

#include <pthread.h>
#include <signal.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_pid.h"
#include "tst_safe_pthread.h"

static pthread_t target_thread;
static volatile pid_t target_tid;
static volatile int target_sig, target_stop;
static siginfo_t target_info;

static void *target_fn(void *arg)
{
	struct timespec zero = {0, 0};
	sigset_t all;

	(void)arg;
	target_tid = tst_gettid();
	for (;;) {
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		if (target_stop)
			return NULL;
		sigemptyset(&all);
		sigaddset(&all, target_sig);
		memset(&target_info, 0, sizeof(target_info));
		/* the raw call: the C library reports SI_TKILL as SI_USER */
		syscall(__NR_rt_sigtimedwait, &all, &target_info, &zero, _NSIG / 8);
	}
}

static pid_t start_target(void)
{
	sigset_t all, old;

	sigfillset(&all);
	/* the thread inherits the full mask; the caller's own is restored */
	TST_EXP_PASS_SILENT(pthread_sigmask(SIG_SETMASK, &all, &old));
	target_stop = 0;
	SAFE_PTHREAD_CREATE(&target_thread, NULL, target_fn, NULL);
	TST_EXP_PASS_SILENT(pthread_sigmask(SIG_SETMASK, &old, NULL));
	TST_CHECKPOINT_WAIT(0);
	return target_tid;
}

static siginfo_t target_take(int sig)
{
	target_sig = sig;
	TST_CHECKPOINT_WAKE_AND_WAIT(0);
	return target_info;
}

static void stop_target(void)
{
	target_stop = 1;
	TST_CHECKPOINT_WAKE(0);
	SAFE_PTHREAD_JOIN(target_thread, NULL);
}

#endif
