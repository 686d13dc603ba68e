/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * POSIX timers through the raw system calls, shared by the timer_* tests: the C library's
 * timer_t is its own handle (SIGEV_THREAD timers are emulated), the kernel's is an int.
 * Signals are taken with sigtimedwait() while blocked, so none is lost and a missing one
 * ends the wait after a bound.
 */
#ifndef POSIX_TIMER_H__
#define POSIX_TIMER_H__

#include <signal.h>
#include <sys/syscall.h>
#include <time.h>
#include "tst_test.h"
#include "tst_timing.h"

#ifndef sigev_notify_thread_id
# define sigev_notify_thread_id _sigev_un._tid
#endif

#define PT_SIG SIGRTMIN

static inline long pt_create(clockid_t clk, struct sigevent *sev, int *id)
{
	return syscall(__NR_timer_create, clk, sev, id);
}

static inline long pt_settime(int id, int flags, const struct itimerspec *nv,
			      struct itimerspec *ov)
{
	return syscall(__NR_timer_settime, id, flags, nv, ov);
}

static inline long pt_gettime(int id, struct itimerspec *cur)
{
	return syscall(__NR_timer_gettime, id, cur);
}

static inline long pt_getoverrun(int id)
{
	return syscall(__NR_timer_getoverrun, id);
}

static inline long pt_delete(int id)
{
	return syscall(__NR_timer_delete, id);
}

/* A timer sending PT_SIG with the given cookie; TBROK if it cannot be made. */
static inline int pt_make(clockid_t clk, int cookie)
{
	struct sigevent sev = {
		.sigev_notify = SIGEV_SIGNAL,
		.sigev_signo = PT_SIG,
		.sigev_value.sival_int = cookie,
	};
	int id;

	if (pt_create(clk, &sev, &id))
		tst_brk(TBROK | TERRNO, "timer_create(%d, SIGEV_SIGNAL)", (int)clk);
	return id;
}

static inline struct itimerspec pt_spec(long long value_ns, long long interval_ns)
{
	return (struct itimerspec){
		.it_interval = {interval_ns / TST_NS_PER_SEC, interval_ns % TST_NS_PER_SEC},
		.it_value = {value_ns / TST_NS_PER_SEC, value_ns % TST_NS_PER_SEC},
	};
}

static inline void pt_block(int sig)
{
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, sig);
	SAFE_SIGPROCMASK(SIG_BLOCK, &set, NULL);
}

/* sig within timeout_ns (into *si): 1, or 0 after the bound. */
static inline int pt_wait(int sig, siginfo_t *si, long long timeout_ns)
{
	struct timespec ts = {timeout_ns / TST_NS_PER_SEC, timeout_ns % TST_NS_PER_SEC};
	sigset_t set;
	int ret;

	sigemptyset(&set);
	sigaddset(&set, sig);
	ret = sigtimedwait(&set, si, &ts);
	if (ret == -1 && errno != EAGAIN && errno != EINTR)
		tst_brk(TBROK | TERRNO, "sigtimedwait()");
	return ret == sig;
}

static inline long long pt_ns(struct timespec ts)
{
	return ts.tv_sec * TST_NS_PER_SEC + ts.tv_nsec;
}

#endif
