/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Measuring time in tests: a stopwatch (tst_timer_*) and arithmetic on struct timespec and
 * struct timeval. Every result is normalised: 0 <= tv_nsec < 1000000000 (tv_usec < 1000000),
 * so a negative time t is t.tv_sec + t.tv_nsec/1e9 with t.tv_sec < 0 (e.g. -1.5 s is
 * {-2, 500000000}). Conversions to us/ms round to nearest; durations are signed.
 */
#ifndef TST_TIMER_H__
#define TST_TIMER_H__

#include <sys/time.h>
#include <time.h>

#define TST_NSEC_PER_SEC 1000000000LL
#define TST_USEC_PER_SEC 1000000LL

/* Bring nsec into [0, 1e9), carrying whole seconds (either sign) into tv_sec. */
static inline struct timespec tst_timespec_normalize_(long long sec, long long nsec)
{
	struct timespec t;

	sec += nsec / TST_NSEC_PER_SEC;
	nsec %= TST_NSEC_PER_SEC;
	if (nsec < 0) {
		nsec += TST_NSEC_PER_SEC;
		sec--;
	}
	t.tv_sec = sec;
	t.tv_nsec = nsec;
	return t;
}

static inline struct timeval tst_timeval_normalize_(long long sec, long long usec)
{
	struct timeval t;

	sec += usec / TST_USEC_PER_SEC;
	usec %= TST_USEC_PER_SEC;
	if (usec < 0) {
		usec += TST_USEC_PER_SEC;
		sec--;
	}
	t.tv_sec = sec;
	t.tv_usec = usec;
	return t;
}

/* ---- conversions --------------------------------------------------------------------- */

static inline long long tst_timespec_to_ns(struct timespec t)
{
	return t.tv_sec * TST_NSEC_PER_SEC + t.tv_nsec;
}

static inline long long tst_timespec_to_us(struct timespec t)
{
	return t.tv_sec * 1000000LL + (t.tv_nsec + 500) / 1000;
}

static inline long long tst_timespec_to_ms(struct timespec t)
{
	return t.tv_sec * 1000LL + (t.tv_nsec + 500000) / 1000000;
}

static inline long long tst_timeval_to_us(struct timeval t)
{
	return t.tv_sec * 1000000LL + t.tv_usec;
}

static inline long long tst_timeval_to_ms(struct timeval t)
{
	return t.tv_sec * 1000LL + (t.tv_usec + 500) / 1000;
}

static inline struct timespec tst_timespec_from_ns(long long ns)
{
	return tst_timespec_normalize_(0, ns);
}

static inline struct timespec tst_us_to_timespec(long long us)
{
	return tst_timespec_normalize_(us / 1000000, (us % 1000000) * 1000);
}

static inline struct timespec tst_ms_to_timespec(long long ms)
{
	return tst_timespec_normalize_(ms / 1000, (ms % 1000) * 1000000);
}

#define tst_timespec_from_us tst_us_to_timespec
#define tst_timespec_from_ms tst_ms_to_timespec

static inline struct timeval tst_us_to_timeval(long long us)
{
	return tst_timeval_normalize_(0, us);
}

static inline struct timeval tst_ms_to_timeval(long long ms)
{
	return tst_timeval_normalize_(ms / 1000, (ms % 1000) * 1000);
}

/* ---- comparison and arithmetic on timespec --------------------------------------------- */

/* 1 if t1 is earlier than t2. */
static inline int tst_timespec_lt(struct timespec t1, struct timespec t2)
{
	if (t1.tv_sec != t2.tv_sec)
		return t1.tv_sec < t2.tv_sec;
	return t1.tv_nsec < t2.tv_nsec;
}

static inline struct timespec tst_timespec_add(struct timespec t1, struct timespec t2)
{
	return tst_timespec_normalize_((long long)t1.tv_sec + t2.tv_sec,
				       (long long)t1.tv_nsec + t2.tv_nsec);
}

static inline struct timespec tst_timespec_add_us(struct timespec t, long long us)
{
	return tst_timespec_normalize_((long long)t.tv_sec + us / 1000000,
				       t.tv_nsec + (us % 1000000) * 1000);
}

static inline struct timespec tst_timespec_sub_us(struct timespec t, long long us)
{
	return tst_timespec_normalize_((long long)t.tv_sec - us / 1000000,
				       t.tv_nsec - (us % 1000000) * 1000);
}

/* t1 - t2, negative when t1 is earlier. */
static inline struct timespec tst_timespec_diff(struct timespec t1, struct timespec t2)
{
	return tst_timespec_normalize_((long long)t1.tv_sec - t2.tv_sec,
				       (long long)t1.tv_nsec - t2.tv_nsec);
}

#define tst_timespec_sub tst_timespec_diff

static inline long long tst_timespec_diff_ns(struct timespec t1, struct timespec t2)
{
	return tst_timespec_to_ns(tst_timespec_diff(t1, t2));
}

static inline long long tst_timespec_diff_us(struct timespec t1, struct timespec t2)
{
	return tst_timespec_to_us(tst_timespec_diff(t1, t2));
}

static inline long long tst_timespec_diff_ms(struct timespec t1, struct timespec t2)
{
	return tst_timespec_to_ms(tst_timespec_diff(t1, t2));
}

/* |t1 - t2| */
static inline struct timespec tst_timespec_abs_diff(struct timespec t1, struct timespec t2)
{
	if (tst_timespec_lt(t1, t2))
		return tst_timespec_diff(t2, t1);
	return tst_timespec_diff(t1, t2);
}

static inline long long tst_timespec_abs_diff_us(struct timespec t1, struct timespec t2)
{
	return tst_timespec_to_us(tst_timespec_abs_diff(t1, t2));
}

static inline long long tst_timespec_abs_diff_ms(struct timespec t1, struct timespec t2)
{
	return tst_timespec_to_ms(tst_timespec_abs_diff(t1, t2));
}

/* ---- the same for timeval ----------------------------------------------------------- */

static inline int tst_timeval_lt(struct timeval t1, struct timeval t2)
{
	if (t1.tv_sec != t2.tv_sec)
		return t1.tv_sec < t2.tv_sec;
	return t1.tv_usec < t2.tv_usec;
}

static inline struct timeval tst_timeval_add_us(struct timeval t, long long us)
{
	return tst_timeval_normalize_((long long)t.tv_sec, t.tv_usec + us);
}

static inline struct timeval tst_timeval_diff(struct timeval t1, struct timeval t2)
{
	return tst_timeval_normalize_((long long)t1.tv_sec - t2.tv_sec,
				      (long long)t1.tv_usec - t2.tv_usec);
}

static inline long long tst_timeval_diff_us(struct timeval t1, struct timeval t2)
{
	return tst_timeval_to_us(tst_timeval_diff(t1, t2));
}

static inline long long tst_timeval_diff_ms(struct timeval t1, struct timeval t2)
{
	return tst_timeval_to_ms(tst_timeval_diff(t1, t2));
}

static inline struct timeval tst_timeval_abs_diff(struct timeval t1, struct timeval t2)
{
	if (tst_timeval_lt(t1, t2))
		return tst_timeval_diff(t2, t1);
	return tst_timeval_diff(t1, t2);
}

static inline long long tst_timeval_abs_diff_us(struct timeval t1, struct timeval t2)
{
	return tst_timeval_to_us(tst_timeval_abs_diff(t1, t2));
}

/* ---- the stopwatch ----------------------------------------------------------------- */

/* TCONF (through the active face) when clk_id cannot be read on this system. */
void tst_timer_check_(const char *file, const int lineno, clockid_t clk_id);
#define tst_timer_check(clk_id) tst_timer_check_(__FILE__, __LINE__, (clk_id))

/* Start on clk_id (TWARN if it cannot be read); stop; elapsed = stop - start. */
void tst_timer_start_(const char *file, const int lineno, clockid_t clk_id);
#define tst_timer_start(clk_id) tst_timer_start_(__FILE__, __LINE__, (clk_id))
void tst_timer_stop_(const char *file, const int lineno);
#define tst_timer_stop() tst_timer_stop_(__FILE__, __LINE__)

struct timespec tst_timer_elapsed(void);

static inline long long tst_timer_elapsed_ms(void)
{
	return tst_timespec_to_ms(tst_timer_elapsed());
}

static inline long long tst_timer_elapsed_us(void)
{
	return tst_timespec_to_us(tst_timer_elapsed());
}

/* 1 when more than ms milliseconds passed since tst_timer_start() (reads the clock now). */
int tst_timer_expired_ms(long long ms);

/* struct tst_ts / tst_its for syscalls in several time layouts, and their wrappers. */
#include "tst_timer_ts.h"

#endif
