/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Time values in the three layouts a syscall may take (included by tst_timer.h): libc's
 * struct timespec, the kernel's old one (long seconds) and the 64-bit one used by the
 * *_time64 syscalls. A test with .test_variants runs one syscall flavour per variant and
 * hands tst_ts_get(&ts) to it; the helpers below read and compute on any layout.
 * Also the matching raw syscall wrappers (libc_* and sys_*).
 */
#ifndef TST_TIMER_TS_H__
#define TST_TIMER_TS_H__

#include <stdint.h>
#include <time.h>
#include <linux/time_types.h>
#include "lapi/syscalls.h"

/* The timer ID as the kernel's timer_create(2) fills it in (libc's timer_t is a pointer). */
#ifndef LTK_KERNEL_TIMER_T_
# define LTK_KERNEL_TIMER_T_
typedef int kernel_timer_t;
#endif

enum tst_ts_type {
	TST_LIBC_TIMESPEC,
	TST_KERN_OLD_TIMESPEC,
	TST_KERN_TIMESPEC,
};

struct tst_ts {
	enum tst_ts_type type;
	union {
		struct timespec libc_ts;
		struct __kernel_old_timespec kern_old_ts;
		struct __kernel_timespec kern_ts;
	} ts;
};

struct __kernel_old_itimerspec {
	struct __kernel_old_timespec it_interval;
	struct __kernel_old_timespec it_value;
};

struct tst_its {
	enum tst_ts_type type;
	union {
		struct itimerspec libc_its;
		struct __kernel_old_itimerspec kern_old_its;
		struct __kernel_itimerspec kern_its;
	} ts;
};

/* The value in the layout of its type, to pass to a syscall (NULL stays NULL). */
static inline void *tst_ts_get(struct tst_ts *t)
{
	if (!t)
		return NULL;
	switch (t->type) {
	case TST_LIBC_TIMESPEC:
		return &t->ts.libc_ts;
	case TST_KERN_OLD_TIMESPEC:
		return &t->ts.kern_old_ts;
	default:
		return &t->ts.kern_ts;
	}
}

static inline void *tst_its_get(struct tst_its *t)
{
	if (!t)
		return NULL;
	switch (t->type) {
	case TST_LIBC_TIMESPEC:
		return &t->ts.libc_its;
	case TST_KERN_OLD_TIMESPEC:
		return &t->ts.kern_old_its;
	default:
		return &t->ts.kern_its;
	}
}

static inline long long tst_ts_get_sec(struct tst_ts t)
{
	switch (t.type) {
	case TST_LIBC_TIMESPEC:
		return t.ts.libc_ts.tv_sec;
	case TST_KERN_OLD_TIMESPEC:
		return t.ts.kern_old_ts.tv_sec;
	default:
		return t.ts.kern_ts.tv_sec;
	}
}

static inline long long tst_ts_get_nsec(struct tst_ts t)
{
	switch (t.type) {
	case TST_LIBC_TIMESPEC:
		return t.ts.libc_ts.tv_nsec;
	case TST_KERN_OLD_TIMESPEC:
		return t.ts.kern_old_ts.tv_nsec;
	default:
		return t.ts.kern_ts.tv_nsec;
	}
}

static inline void tst_ts_set_sec(struct tst_ts *t, long long sec)
{
	switch (t->type) {
	case TST_LIBC_TIMESPEC:
		t->ts.libc_ts.tv_sec = sec;
		break;
	case TST_KERN_OLD_TIMESPEC:
		t->ts.kern_old_ts.tv_sec = sec;
		break;
	default:
		t->ts.kern_ts.tv_sec = sec;
	}
}

static inline void tst_ts_set_nsec(struct tst_ts *t, long long nsec)
{
	switch (t->type) {
	case TST_LIBC_TIMESPEC:
		t->ts.libc_ts.tv_nsec = nsec;
		break;
	case TST_KERN_OLD_TIMESPEC:
		t->ts.kern_old_ts.tv_nsec = nsec;
		break;
	default:
		t->ts.kern_ts.tv_nsec = nsec;
	}
}

/* sec/nsec as given: no normalisation, so invalid values can be built on purpose. */
static inline struct tst_ts tst_ts_from_parts_(enum tst_ts_type type, long long sec,
					       long long nsec)
{
	struct tst_ts t = { .type = type };

	tst_ts_set_sec(&t, sec);
	tst_ts_set_nsec(&t, nsec);
	return t;
}

static inline struct tst_ts tst_ts_normalize_(enum tst_ts_type type, long long sec,
					      long long nsec)
{
	sec += nsec / 1000000000LL;
	nsec %= 1000000000LL;
	if (nsec < 0) {
		nsec += 1000000000LL;
		sec--;
	}
	return tst_ts_from_parts_(type, sec, nsec);
}

/* 0 when valid, -1 for a negative nsec, -2 for nsec >= 1 s. */
static inline int tst_ts_valid(struct tst_ts *t)
{
	long long nsec = tst_ts_get_nsec(*t);

	if (nsec < 0)
		return -1;
	if (nsec >= 1000000000LL)
		return -2;
	return 0;
}

static inline long long tst_ts_to_ns(struct tst_ts t)
{
	return tst_ts_get_sec(t) * 1000000000LL + tst_ts_get_nsec(t);
}

static inline long long tst_ts_to_us(struct tst_ts t)
{
	return tst_ts_get_sec(t) * 1000000LL + (tst_ts_get_nsec(t) + 500) / 1000;
}

static inline long long tst_ts_to_ms(struct tst_ts t)
{
	return tst_ts_get_sec(t) * 1000LL + (tst_ts_get_nsec(t) + 500000) / 1000000;
}

static inline struct timespec tst_ts_to_timespec(struct tst_ts t)
{
	struct timespec ts = { .tv_sec = tst_ts_get_sec(t), .tv_nsec = tst_ts_get_nsec(t) };

	return ts;
}

static inline struct tst_ts tst_ts_from_timespec(struct timespec ts)
{
	return tst_ts_from_parts_(TST_LIBC_TIMESPEC, ts.tv_sec, ts.tv_nsec);
}

static inline struct tst_ts tst_ts_from_ns(enum tst_ts_type type, long long ns)
{
	return tst_ts_normalize_(type, 0, ns);
}

static inline struct tst_ts tst_ts_from_us(enum tst_ts_type type, long long us)
{
	return tst_ts_normalize_(type, us / 1000000, (us % 1000000) * 1000);
}

static inline struct tst_ts tst_ts_from_ms(enum tst_ts_type type, long long ms)
{
	return tst_ts_normalize_(type, ms / 1000, (ms % 1000) * 1000000);
}

static inline int tst_ts_lt(struct tst_ts t1, struct tst_ts t2)
{
	if (tst_ts_get_sec(t1) != tst_ts_get_sec(t2))
		return tst_ts_get_sec(t1) < tst_ts_get_sec(t2);
	return tst_ts_get_nsec(t1) < tst_ts_get_nsec(t2);
}

static inline struct tst_ts tst_ts_normalize(struct tst_ts t)
{
	return tst_ts_normalize_(t.type, tst_ts_get_sec(t), tst_ts_get_nsec(t));
}

static inline struct tst_ts tst_ts_add_us(struct tst_ts t, long long us)
{
	return tst_ts_normalize_(t.type, tst_ts_get_sec(t) + us / 1000000,
				 tst_ts_get_nsec(t) + (us % 1000000) * 1000);
}

static inline struct tst_ts tst_ts_sub_us(struct tst_ts t, long long us)
{
	return tst_ts_add_us(t, -us);
}

/* t1 - t2, in t1's layout. */
static inline struct tst_ts tst_ts_diff(struct tst_ts t1, struct tst_ts t2)
{
	return tst_ts_normalize_(t1.type, tst_ts_get_sec(t1) - tst_ts_get_sec(t2),
				 tst_ts_get_nsec(t1) - tst_ts_get_nsec(t2));
}

static inline long long tst_ts_diff_ns(struct tst_ts t1, struct tst_ts t2)
{
	return tst_ts_to_ns(tst_ts_diff(t1, t2));
}

static inline long long tst_ts_diff_us(struct tst_ts t1, struct tst_ts t2)
{
	return tst_ts_to_us(tst_ts_diff(t1, t2));
}

static inline long long tst_ts_diff_ms(struct tst_ts t1, struct tst_ts t2)
{
	return tst_ts_to_ms(tst_ts_diff(t1, t2));
}

static inline struct tst_ts tst_ts_abs_diff(struct tst_ts t1, struct tst_ts t2)
{
	if (tst_ts_lt(t1, t2))
		return tst_ts_diff(t2, t1);
	return tst_ts_diff(t1, t2);
}

static inline long long tst_ts_abs_diff_us(struct tst_ts t1, struct tst_ts t2)
{
	return tst_ts_to_us(tst_ts_abs_diff(t1, t2));
}

static inline long long tst_ts_abs_diff_ms(struct tst_ts t1, struct tst_ts t2)
{
	return tst_ts_to_ms(tst_ts_abs_diff(t1, t2));
}

/* ---- struct tst_its: interval and value of a timer in one of the layouts ------------- */

#define TST_ITS_ACCESSORS_(part)						\
static inline long long tst_its_get_##part##_sec(struct tst_its t)		\
{										\
	switch (t.type) {							\
	case TST_LIBC_TIMESPEC:							\
		return t.ts.libc_its.it_##part.tv_sec;				\
	case TST_KERN_OLD_TIMESPEC:						\
		return t.ts.kern_old_its.it_##part.tv_sec;			\
	default:								\
		return t.ts.kern_its.it_##part.tv_sec;				\
	}									\
}										\
static inline long long tst_its_get_##part##_nsec(struct tst_its t)		\
{										\
	switch (t.type) {							\
	case TST_LIBC_TIMESPEC:							\
		return t.ts.libc_its.it_##part.tv_nsec;				\
	case TST_KERN_OLD_TIMESPEC:						\
		return t.ts.kern_old_its.it_##part.tv_nsec;			\
	default:								\
		return t.ts.kern_its.it_##part.tv_nsec;				\
	}									\
}										\
static inline void tst_its_set_##part##_sec(struct tst_its *t, long long sec)	\
{										\
	switch (t->type) {							\
	case TST_LIBC_TIMESPEC:							\
		t->ts.libc_its.it_##part.tv_sec = sec;				\
		break;								\
	case TST_KERN_OLD_TIMESPEC:						\
		t->ts.kern_old_its.it_##part.tv_sec = sec;			\
		break;								\
	default:								\
		t->ts.kern_its.it_##part.tv_sec = sec;				\
	}									\
}										\
static inline void tst_its_set_##part##_nsec(struct tst_its *t, long long nsec)	\
{										\
	switch (t->type) {							\
	case TST_LIBC_TIMESPEC:							\
		t->ts.libc_its.it_##part.tv_nsec = nsec;			\
		break;								\
	case TST_KERN_OLD_TIMESPEC:						\
		t->ts.kern_old_its.it_##part.tv_nsec = nsec;			\
		break;								\
	default:								\
		t->ts.kern_its.it_##part.tv_nsec = nsec;			\
	}									\
}

TST_ITS_ACCESSORS_(interval)
TST_ITS_ACCESSORS_(value)

/* ---- the calls, as libc and as each raw syscall (the caller picks by variant) --------- */

static inline int libc_clock_getres(clockid_t clk_id, void *ts)
{
	return clock_getres(clk_id, ts);
}

static inline int sys_clock_getres(clockid_t clk_id, void *ts)
{
	return tst_syscall(__NR_clock_getres, clk_id, ts);
}

static inline int sys_clock_getres64(clockid_t clk_id, void *ts)
{
	return tst_syscall(__NR_clock_getres_time64, clk_id, ts);
}

static inline int libc_clock_gettime(clockid_t clk_id, void *ts)
{
	return clock_gettime(clk_id, ts);
}

static inline int sys_clock_gettime(clockid_t clk_id, void *ts)
{
	return tst_syscall(__NR_clock_gettime, clk_id, ts);
}

static inline int sys_clock_gettime64(clockid_t clk_id, void *ts)
{
	return tst_syscall(__NR_clock_gettime64, clk_id, ts);
}

static inline int libc_clock_settime(clockid_t clk_id, void *ts)
{
	return clock_settime(clk_id, ts);
}

static inline int sys_clock_settime(clockid_t clk_id, void *ts)
{
	return tst_syscall(__NR_clock_settime, clk_id, ts);
}

static inline int sys_clock_settime64(clockid_t clk_id, void *ts)
{
	return tst_syscall(__NR_clock_settime64, clk_id, ts);
}

/* clock_nanosleep(3) returns the error number; the syscall wrappers return -1/errno. */
static inline int libc_clock_nanosleep(clockid_t clk_id, int flags, void *request,
				       void *remain)
{
	return clock_nanosleep(clk_id, flags, request, remain);
}

static inline int sys_clock_nanosleep(clockid_t clk_id, int flags, void *request,
				      void *remain)
{
	return tst_syscall(__NR_clock_nanosleep, clk_id, flags, request, remain);
}

static inline int sys_clock_nanosleep64(clockid_t clk_id, int flags, void *request,
					void *remain)
{
	return tst_syscall(__NR_clock_nanosleep_time64, clk_id, flags, request, remain);
}

static inline int sys_timer_gettime(kernel_timer_t timerid, void *its)
{
	return tst_syscall(__NR_timer_gettime, timerid, its);
}

static inline int sys_timer_gettime64(kernel_timer_t timerid, void *its)
{
	return tst_syscall(__NR_timer_gettime64, timerid, its);
}

static inline int sys_timer_settime(kernel_timer_t timerid, int flags, void *its, void *old_its)
{
	return tst_syscall(__NR_timer_settime, timerid, flags, its, old_its);
}

static inline int sys_timer_settime64(kernel_timer_t timerid, int flags, void *its, void *old_its)
{
	return tst_syscall(__NR_timer_settime64, timerid, flags, its, old_its);
}

/* futex(2) with a struct __kernel_old_timespec / a struct __kernel_timespec timeout. */
static inline int sys_futex(int *uaddr, int futex_op, int val, void *to, int *uaddr2, int val3)
{
	return tst_syscall(__NR_futex, uaddr, futex_op, val, to, uaddr2, val3);
}

static inline int sys_futex_time64(int *uaddr, int futex_op, int val, void *to, int *uaddr2,
				   int val3)
{
	return tst_syscall(__NR_futex_time64, uaddr, futex_op, val, to, uaddr2, val3);
}

static inline int sys_timerfd_gettime(int fd, void *its)
{
	return tst_syscall(__NR_timerfd_gettime, fd, its);
}

static inline int sys_timerfd_gettime64(int fd, void *its)
{
	return tst_syscall(__NR_timerfd_gettime64, fd, its);
}

static inline int sys_timerfd_settime(int fd, int flags, void *its, void *old_its)
{
	return tst_syscall(__NR_timerfd_settime, fd, flags, its, old_its);
}

static inline int sys_timerfd_settime64(int fd, int flags, void *its, void *old_its)
{
	return tst_syscall(__NR_timerfd_settime64, fd, flags, its, old_its);
}

#endif
