/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * timerfd SAFE_* macros of the modern face. A clock that timerfd does not support here is
 * TCONF, as is a kernel without timerfd.
 */
#ifndef TST_SAFE_TIMERFD_H__
#define TST_SAFE_TIMERFD_H__

#ifdef __TEST_H__
# error "tst_safe_timerfd.h is for tst_test.h tests; test.h tests use safe_*.h"
#endif
#ifdef LTK_LEGACY_SAFE_H
# error "tst_safe_timerfd.h is for tst_test.h tests; legacy safe_*.h already included"
#endif
#ifndef LTK_MODERN_SAFE_H
# define LTK_MODERN_SAFE_H 1
#endif

#include <stddef.h>
#include <sys/timerfd.h>

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

int safe_timerfd_create(LTK_SAFE_LOC, int clockid, int flags);
int safe_timerfd_gettime(LTK_SAFE_LOC, int fd, struct itimerspec *curr_value);
int safe_timerfd_settime(LTK_SAFE_LOC, int fd, int flags, const struct itimerspec *new_value,
			 struct itimerspec *old_value);

#define SAFE_TIMERFD_CREATE(clockid, flags) \
	safe_timerfd_create(__FILE__, __LINE__, NULL, (clockid), (flags))
#define SAFE_TIMERFD_GETTIME(fd, curr_value) \
	safe_timerfd_gettime(__FILE__, __LINE__, NULL, (fd), (curr_value))
#define SAFE_TIMERFD_SETTIME(fd, flags, new_value, old_value) \
	safe_timerfd_settime(__FILE__, __LINE__, NULL, (fd), (flags), (new_value), (old_value))

#endif
