/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Clock and POSIX timer SAFE_* macros of the modern face. Clocks are printed by name; a
 * clock the kernel does not support for timers is TCONF.
 */
#ifndef TST_SAFE_CLOCKS_H__
#define TST_SAFE_CLOCKS_H__

#ifdef __TEST_H__
# error "tst_safe_clocks.h is for tst_test.h tests; test.h tests use safe_*.h"
#endif
#ifdef LTK_LEGACY_SAFE_H
# error "tst_safe_clocks.h is for tst_test.h tests; legacy safe_*.h already included"
#endif
#ifndef LTK_MODERN_SAFE_H
# define LTK_MODERN_SAFE_H 1
#endif

#include <signal.h>
#include <stddef.h>
#include <time.h>

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

int safe_clock_getres(LTK_SAFE_LOC, clockid_t clk_id, struct timespec *res);
int safe_clock_gettime(LTK_SAFE_LOC, clockid_t clk_id, struct timespec *tp);
int safe_clock_settime(LTK_SAFE_LOC, clockid_t clk_id, const struct timespec *tp);
/* Returns 0, or EINTR when a signal ended the sleep (remain then holds the rest). */
int safe_clock_nanosleep(LTK_SAFE_LOC, clockid_t clockid, int flags,
			 const struct timespec *request, struct timespec *remain);
int safe_timer_create(LTK_SAFE_LOC, clockid_t clockid, struct sigevent *sevp,
		      timer_t *timerid);
int safe_timer_settime(LTK_SAFE_LOC, timer_t timerid, int flags,
		       const struct itimerspec *new_value, struct itimerspec *old_value);
int safe_timer_gettime(LTK_SAFE_LOC, timer_t timerid, struct itimerspec *curr_value);
int safe_timer_delete(LTK_SAFE_LOC, timer_t timerid);

#define SAFE_CLOCK_GETRES(clk_id, res) safe_clock_getres(__FILE__, __LINE__, NULL, (clk_id), (res))
#define SAFE_CLOCK_GETTIME(clk_id, tp) safe_clock_gettime(__FILE__, __LINE__, NULL, (clk_id), (tp))
#define SAFE_CLOCK_SETTIME(clk_id, tp) safe_clock_settime(__FILE__, __LINE__, NULL, (clk_id), (tp))
#define SAFE_CLOCK_NANOSLEEP(clockid, flags, ts, remain) \
	safe_clock_nanosleep(__FILE__, __LINE__, NULL, (clockid), (flags), (ts), (remain))
#define SAFE_TIMER_CREATE(clockid, sevp, timerid) \
	safe_timer_create(__FILE__, __LINE__, NULL, (clockid), (sevp), (timerid))
#define SAFE_TIMER_SETTIME(timerid, flags, new_value, old_value) \
	safe_timer_settime(__FILE__, __LINE__, NULL, (timerid), (flags), (new_value), (old_value))
#define SAFE_TIMER_GETTIME(timerid, curr_value) \
	safe_timer_gettime(__FILE__, __LINE__, NULL, (timerid), (curr_value))
#define SAFE_TIMER_DELETE(timerid) safe_timer_delete(__FILE__, __LINE__, NULL, (timerid))

#endif
