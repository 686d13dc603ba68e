/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What clock_settime02 and settimeofday02 share: a set of CLOCK_REALTIME that leaves the
 * wall clock where it was, and the timerfds that see the kernel notice it.
 *
 * The step: the offset CLOCK_REALTIME - CLOCK_MONOTONIC is read, and right before the
 * call the new time is that offset plus CLOCK_MONOTONIC now, minus 1 us: the value read
 * plus the time elapsed since. The wall clock steps back by that 1 us plus the call's own
 * latency (the time from the last clock read to the kernel's; about a microsecond). NTP
 * slews the clock by up to 500 us every second, so the step is far below what a running
 * clock is corrected by anyway. The 1 us makes sure the offset changes even with a coarse
 * clocksource whose reads may repeat: the kernel cancels TFD_TIMER_CANCEL_ON_SET timers
 * only when the offset changed. If the task was preempted between its read and the set
 * (the step measured afterwards exceeds CLK_STEP_MAX_NS), one more set of the same kind
 * puts the offset back, at most CLK_STEP_TRIES times.
 *
 * Any set of the clock also marks it unsynchronised for NTP (STA_UNSYNC, maxerror and
 * esterror at their limit) and ends an adjtime() slew in progress. clk_step_setup()
 * therefore gives TCONF while a slew is in progress (ending it would leave the clock off
 * by what remains of it), and clk_step_sync_restore() puts back the status and error
 * bounds of a clock an NTP client had synchronised, which the step left as accurate as
 * it was.
 *
 * The probe: settimeofday(NULL, NULL) does nothing but the permission check, so EPERM
 * there (no CAP_SYS_TIME, or a container's seccomp filter) is TCONF.
 *
 * The timerfds, on CLOCK_REALTIME, armed an hour ahead with TFD_TIMER_ABSTIME:
 * - cancel: with TFD_TIMER_CANCEL_ON_SET; read() fails with EAGAIN before the set and
 *   ECANCELED after it, then EAGAIN again (the cancellation is reported once);
 * - rearm: with TFD_TIMER_CANCEL_ON_SET; re-armed after the set without a read,
 *   timerfd_settime() fails with ECANCELED and yet arms the timer (man 2 timerfd_create,
 *   NOTES): timerfd_gettime() shows the new expiry;
 * - plain: without TFD_TIMER_CANCEL_ON_SET; read() still fails with EAGAIN after the set.
 */
#ifndef CLOCK_STEP_H__
#define CLOCK_STEP_H__

#include <poll.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <sys/timex.h>
#include "tst_test.h"
#include "tst_capability.h"
#include "tst_safe_clocks.h"
#include "tst_safe_timerfd.h"
#include "tst_timing.h"
#include "lapi/syscalls.h"

#define CLK_STEP_BACK_NS TST_NS_PER_US
#define CLK_STEP_MAX_NS (100 * TST_NS_PER_US)
#define CLK_STEP_READ_NS (10 * TST_NS_PER_US)
#define CLK_STEP_TRIES 5
#define CLK_STEP_AHEAD_S 3600

/* The set under test: the new CLOCK_REALTIME in ns; returns the call's result. */
typedef long (*clk_step_set_fn)(long long real_ns);

static int clk_step_cancel = -1, clk_step_rearm = -1, clk_step_plain = -1;
static struct timex clk_step_timex;

/*
 * CLOCK_REALTIME - CLOCK_MONOTONIC: the realtime clock read between two monotonic reads
 * at most CLK_STEP_READ_NS apart (a read that was preempted is taken again), against
 * their middle.
 */
static inline long long clk_step_offset(void)
{
	long long m1, real, m2;
	int i;

	for (i = 0; i < 1000; i++) {
		m1 = tst_timing_now(CLOCK_MONOTONIC);
		real = tst_timing_now(CLOCK_REALTIME);
		m2 = tst_timing_now(CLOCK_MONOTONIC);
		if (m2 - m1 <= CLK_STEP_READ_NS)
			return real - m1 - (m2 - m1) / 2;
	}
	tst_brk(TBROK, "no two CLOCK_MONOTONIC reads within %lld ns in 1000 tries",
		CLK_STEP_READ_NS);
	return 0;
}

/* The value a set made now should carry for the offset off. */
static inline long long clk_step_value(long long off)
{
	return off + tst_timing_now(CLOCK_MONOTONIC) - CLK_STEP_BACK_NS;
}

static inline void clk_step_setup(void)
{
	struct timex tx = {.modes = ADJ_OFFSET_SS_READ};

	if (syscall(__NR_settimeofday, NULL, NULL)) {
		if (errno == EPERM)
			tst_brk(TCONF, "CLOCK_REALTIME cannot be set here: settimeofday(NULL, "
				"NULL) fails with EPERM (no CAP_SYS_TIME or a seccomp filter)");
		tst_brk(TBROK | TERRNO, "settimeofday(NULL, NULL)");
	}
	if (adjtimex(&tx) < 0)
		tst_brk(TBROK | TERRNO, "adjtimex(ADJ_OFFSET_SS_READ)");
	if (tx.offset)
		tst_brk(TCONF, "an adjtime() slew of %ld us is in progress: a set would end it",
			tx.offset);
	clk_step_cancel = SAFE_TIMERFD_CREATE(CLOCK_REALTIME, TFD_NONBLOCK);
	clk_step_rearm = SAFE_TIMERFD_CREATE(CLOCK_REALTIME, TFD_NONBLOCK);
	clk_step_plain = SAFE_TIMERFD_CREATE(CLOCK_REALTIME, TFD_NONBLOCK);
}

static inline void clk_step_cleanup(void)
{
	if (clk_step_cancel >= 0)
		SAFE_CLOSE(clk_step_cancel);
	if (clk_step_rearm >= 0)
		SAFE_CLOSE(clk_step_rearm);
	if (clk_step_plain >= 0)
		SAFE_CLOSE(clk_step_plain);
}

static inline struct itimerspec clk_step_ahead(void)
{
	struct itimerspec its = {};

	SAFE_CLOCK_GETTIME(CLOCK_REALTIME, &its.it_value);
	its.it_value.tv_sec += CLK_STEP_AHEAD_S;
	return its;
}

/* Arm the three timerfds; NTP's view of the clock is saved for clk_step_sync_restore(). */
static inline void clk_step_arm(void)
{
	struct itimerspec its = clk_step_ahead();
	int cos = TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET;

	SAFE_TIMERFD_SETTIME(clk_step_cancel, cos, &its, NULL);
	SAFE_TIMERFD_SETTIME(clk_step_rearm, cos, &its, NULL);
	SAFE_TIMERFD_SETTIME(clk_step_plain, TFD_TIMER_ABSTIME, &its, NULL);
	clk_step_timex.modes = 0;
	if (adjtimex(&clk_step_timex) < 0)
		tst_brk(TBROK | TERRNO, "adjtimex(0)");
}

/* A synchronised clock's NTP status and error bounds back as they were before the step. */
static inline void clk_step_sync_restore(void)
{
	struct timex tx = clk_step_timex;

	if (tx.status & STA_UNSYNC)
		return;
	tx.modes = ADJ_STATUS | ADJ_MAXERROR | ADJ_ESTERROR;
	if (adjtimex(&tx) < 0)
		tst_brk(TBROK | TERRNO, "adjtimex() restoring the NTP status 0x%x", tx.status);
}

/* read() of a timerfd: the errno it fails with, 0 if it returned a count. */
static inline int clk_step_read(int fd)
{
	uint64_t n;

	if (read(fd, &n, sizeof(n)) == (ssize_t)sizeof(n))
		return 0;
	return errno;
}

/* Nothing was set: the cancel-on-set timerfd reads EAGAIN (after a failed set). */
static inline void clk_step_check_unset(const char *what)
{
	int err = clk_step_read(clk_step_cancel);

	if (err == EAGAIN)
		tst_res(TPASS, "after %s the TFD_TIMER_CANCEL_ON_SET timerfd is not cancelled",
			what);
	else
		tst_res(TFAIL, "after %s the TFD_TIMER_CANCEL_ON_SET timerfd read: %s "
			"(expected EAGAIN)", what, err ? tst_strerrno(err) : "a count");
}

/*
 * If the task was preempted between the read and the set, the step was larger than
 * intended: set the offset back with more sets of the same kind. Returns the step left.
 */
static inline long long clk_step_settle(clk_step_set_fn set, long long off)
{
	long long step = clk_step_offset() - off;
	int i;

	for (i = 0; i < CLK_STEP_TRIES && llabs(step) > CLK_STEP_MAX_NS; i++) {
		tst_res(TINFO, "the step was %lld ns (preempted?), setting the offset back", step);
		if (set(clk_step_value(off)))
			tst_brk(TBROK | TERRNO, "setting the offset back");
		step = clk_step_offset() - off;
	}
	return step;
}

/*
 * The step itself through set(), and what it must have done: (a) returned 0, (b) the
 * clock reads from the value set on, (c) the timerfds see the set. res_ns is the
 * resolution of the value set (1 us for a struct timeval), get() reads the clock back.
 */
static inline void clk_step_run(const char *name, clk_step_set_fn set, long long res_ns,
				long long (*get)(void))
{
	long long off = clk_step_offset(), val, since, back, step;
	struct itimerspec its, cur;
	int err;

	val = clk_step_value(off) / res_ns * res_ns;
	since = tst_timing_now(CLOCK_MONOTONIC);
	TEST(set(val));
	back = get();
	since = tst_timing_now(CLOCK_MONOTONIC) - since;
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "%s(the current time) returned %ld", name, TST_RET);
		return;
	}
	step = clk_step_settle(set, off);
	clk_step_sync_restore();
	if (llabs(step) > CLK_STEP_MAX_NS)
		tst_res(TFAIL, "%s left CLOCK_REALTIME off by %lld ns after %d more sets", name,
			step, CLK_STEP_TRIES);
	else
		tst_res(TINFO, "%s stepped CLOCK_REALTIME by %lld ns", name, step);
	if (back < val || back - val > since + res_ns + CLK_STEP_MAX_NS)
		tst_res(TFAIL, "%s(%lld ns): the clock then read %lld ns (%+lld ns, %lld ns "
			"passed)", name, val, back, back - val, since);
	else
		tst_res(TPASS, "%s(): the clock reads from the value set on (+%lld ns)", name,
			back - val);

	err = clk_step_read(clk_step_cancel);
	if (err != ECANCELED)
		tst_res(TFAIL, "TFD_TIMER_CANCEL_ON_SET timerfd after %s: read %s, expected "
			"ECANCELED", name, err ? tst_strerrno(err) : "a count");
	else
		tst_res(TPASS, "TFD_TIMER_CANCEL_ON_SET timerfd after %s: ECANCELED", name);
	err = clk_step_read(clk_step_cancel);
	if (err != EAGAIN)
		tst_res(TFAIL, "the cancelled timerfd read again: %s, expected EAGAIN",
			err ? tst_strerrno(err) : "a count");
	err = clk_step_read(clk_step_plain);
	if (err != EAGAIN)
		tst_res(TFAIL, "the timerfd without TFD_TIMER_CANCEL_ON_SET read %s after %s, "
			"expected EAGAIN", err ? tst_strerrno(err) : "a count", name);

	its = clk_step_ahead();
	TEST(tst_syscall(sizeof(time_t) == sizeof(long) ? __NR_timerfd_settime :
			 __NR_timerfd_settime64, clk_step_rearm,
			 TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, &its, NULL));
	SAFE_TIMERFD_GETTIME(clk_step_rearm, &cur);
	if (TST_RET != -1 || TST_ERR != ECANCELED)
		tst_res(TFAIL | TTERRNO, "timerfd_settime() re-arming after %s returned %ld, "
			"expected ECANCELED", name, TST_RET);
	else if (cur.it_value.tv_sec < CLK_STEP_AHEAD_S - 60 ||
		 cur.it_value.tv_sec > CLK_STEP_AHEAD_S)
		tst_res(TFAIL, "timerfd_settime() failed with ECANCELED but the timer expires "
			"in %lld s, not in %d s", (long long)cur.it_value.tv_sec, CLK_STEP_AHEAD_S);
	else
		tst_res(TPASS, "timerfd_settime() re-arming after %s: ECANCELED, and armed for "
			"%lld s", name, (long long)cur.it_value.tv_sec);
}

/* Run fn() in a child that dropped CAP_SYS_TIME (still uid 0). Needs .forks_child. */
static inline void clk_step_without_cap(void (*fn)(void))
{
	if (!SAFE_FORK()) {
		tst_cap_action(&(struct tst_cap)TST_CAP(TST_CAP_DROP, CAP_SYS_TIME));
		fn();
		exit(0);
	}
	tst_reap_children();
}

#endif
