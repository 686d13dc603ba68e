/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The futex2 system calls (futex_waitv, Linux 5.16; futex_wake, futex_wait and
 * futex_requeue, Linux 6.7) through syscall(2), their flags, and a probe that turns
 * ENOSYS into TCONF. Their semantics are those of the kernel's futex2 documentation:
 * timeouts are absolute on the clock passed, the flags give the word size
 * (FUTEX2_SIZE_U32) and FUTEX2_PRIVATE. Their timeouts are a struct __kernel_timespec
 * (64-bit seconds and nanoseconds) on every ABI, also for a 32-bit program, whose C
 * library's struct timespec has 32-bit fields: struct futex2_timespec is that layout.
 */
#ifndef FUTEX2_H__
#define FUTEX2_H__

#include <linux/time_types.h>
#include <signal.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "lapi/futex.h"
#include "lapi/syscalls.h"
#include "tst_timing.h"
#include "../futex/futex_util.h"

#ifndef FUTEX2_SIZE_U32
# define FUTEX2_SIZE_U32 0x02
#endif
#ifndef FUTEX2_PRIVATE
# define FUTEX2_PRIVATE FUTEX_PRIVATE_FLAG
#endif

#define futex2_timespec __kernel_timespec

static inline long sys_futex_waitv(struct futex_waitv *w, unsigned int nr,
				   unsigned int flags, const struct futex2_timespec *to,
				   clockid_t clk)
{
	return syscall(__NR_futex_waitv, w, nr, flags, to, clk);
}

static inline long sys_futex_wake(volatile void *uaddr, unsigned long mask, int nr,
				  unsigned int flags)
{
	return syscall(__NR_futex_wake, uaddr, mask, nr, flags);
}

static inline long sys_futex_wait(volatile void *uaddr, unsigned long val, unsigned long mask,
				  unsigned int flags, const struct futex2_timespec *to,
				  clockid_t clk)
{
	return syscall(__NR_futex_wait, uaddr, val, mask, flags, to, clk);
}

static inline long sys_futex_requeue(struct futex_waitv *w, unsigned int flags, int nr_wake,
				     int nr_requeue)
{
	return syscall(__NR_futex_requeue, w, flags, nr_wake, nr_requeue);
}

/* TCONF if ret/errno of a harmless call says the kernel lacks it; TBROK on other errors. */
static inline void futex2_probe(long ret, const char *name)
{
	if (ret >= 0)
		return;
	if (errno == ENOSYS)
		tst_brk(TCONF, "%s() is not supported by this kernel (ENOSYS)", name);
	tst_brk(TBROK | TERRNO, "%s() probe", name);
}

static inline struct futex2_timespec futex2_abs(clockid_t clk, long long ns_ahead)
{
	long long t = tst_timing_now(clk) + ns_ahead;

	return (struct futex2_timespec){t / TST_NS_PER_SEC, t % TST_NS_PER_SEC};
}

/* A thread in futex_wait/futex_waitv/futex_requeue: the generic waiter's shape. */
struct waiter2 {
	pthread_t thr;
	volatile pid_t tid;
	long (*fn)(struct waiter2 *w);
	struct futex_waitv *vec;
	unsigned int nr;
	futex_t *uaddr;
	uint32_t val;
	unsigned long mask;
	volatile long ret;
	volatile int err;
	volatile int done;
};

static inline void *waiter2_fn(void *arg)
{
	struct waiter2 *w = arg;

	w->tid = gettid();
	w->ret = w->fn(w);
	w->err = errno;
	w->done = 1;
	return NULL;
}

static inline int start_waiter2(struct waiter2 *w)
{
	w->tid = 0;
	w->done = 0;
	SAFE_PTHREAD_CREATE(&w->thr, NULL, waiter2_fn, w);
	while (!w->tid)
		sched_yield();
	if (wait_asleep_or_done(w->tid, &w->done))
		return 1;
	tst_res(TFAIL, "the waiter returned %ld (%s) instead of sleeping", w->ret,
		tst_strerrno(w->err));
	return 0;
}

static inline int finish_waiter2(struct waiter2 *w)
{
	int i;

	for (i = 0; i < 100000 && !w->done; i++)
		usleep(100);
	pthread_detach(w->thr);
	return w->done;
}

static volatile sig_atomic_t futex2_sigs;

static inline void futex2_on_sig(int sig)
{
	(void)sig;
	futex2_sigs++;
}

/*
 * A signal to w's thread while it waits (w->fn started anew): with a handler installed
 * without SA_RESTART the call fails with EINTR once the handler ran; with SA_RESTART it
 * goes back to sleep after the handler (the kernel restarts it), and a FUTEX_WAKE of
 * *word ends it with 0 (the index of the first waiter for futex_waitv).
 */
static inline void futex2_signal(struct waiter2 *w, const char *name, int restart,
				 futex_t *word)
{
	struct sigaction sa = {.sa_handler = futex2_on_sig};
	int sigs = futex2_sigs, i;

	sa.sa_flags = restart ? SA_RESTART : 0;
	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	if (!start_waiter2(w)) {
		finish_waiter2(w);
		return;
	}
	if (syscall(__NR_tgkill, getpid(), w->tid, SIGUSR1))
		tst_brk(TBROK | TERRNO, "tgkill(SIGUSR1)");
	if (!restart) {
		if (!finish_waiter2(w))
			tst_brk(TBROK, "%s never returned after the signal", name);
		if (w->ret != -1 || w->err != EINTR || futex2_sigs != sigs + 1)
			tst_res(TFAIL, "%s, a handler without SA_RESTART: returned %ld (%s), "
				"%d handler calls, expected -1 EINTR after 1", name, w->ret,
				tst_strerrno(w->err), futex2_sigs - sigs);
		else
			tst_res(TPASS, "%s cut by a handler without SA_RESTART: EINTR", name);
		return;
	}
	for (i = 0; i < 100000 && futex2_sigs == sigs; i++)
		usleep(100);
	if (futex2_sigs == sigs)
		tst_brk(TBROK, "the SIGUSR1 handler never ran");
	if (!wait_asleep_or_done(w->tid, &w->done)) {
		tst_res(TFAIL, "%s, a handler with SA_RESTART: returned %ld (%s) instead of "
			"sleeping on", name, w->ret, tst_strerrno(w->err));
		finish_waiter2(w);
		return;
	}
	TEST(futex_raw(word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0));
	if (!finish_waiter2(w))
		tst_brk(TBROK, "%s never returned after the wake", name);
	if (TST_RET != 1 || w->ret != 0)
		tst_res(TFAIL, "%s restarted after a handler with SA_RESTART: the wake returned "
			"%ld, the call %ld (%s)", name, TST_RET, w->ret, tst_strerrno(w->err));
	else
		tst_res(TPASS, "%s went on after a handler with SA_RESTART, a wake ended it", name);
}

static inline struct futex_waitv waitv_entry(futex_t *uaddr, uint32_t val, unsigned int flags)
{
	return (struct futex_waitv){
		.val = val,
		.uaddr = (uintptr_t)uaddr,
		.flags = flags,
	};
}

#endif
