/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * timerfd_create(2) and friends where libc lacks them.
 */
#ifndef LAPI_TIMERFD_H__
#define LAPI_TIMERFD_H__

#include <time.h>
#include "config.h"
#include "lapi/syscalls.h"
#ifdef HAVE_SYS_TIMERFD_H
# include <sys/timerfd.h>
#endif

#ifndef TFD_TIMER_ABSTIME
# define TFD_TIMER_ABSTIME (1 << 0)
#endif
#ifndef TFD_TIMER_CANCEL_ON_SET
# define TFD_TIMER_CANCEL_ON_SET (1 << 1)
#endif
#ifndef TFD_CLOEXEC
# define TFD_CLOEXEC 02000000
#endif
#ifndef TFD_NONBLOCK
# define TFD_NONBLOCK 04000
#endif

#ifndef HAVE_TIMERFD_CREATE
static inline int timerfd_create(int clockid, int flags)
{
	return tst_syscall(__NR_timerfd_create, clockid, flags);
}
#endif
#ifndef HAVE_TIMERFD_SETTIME
static inline int timerfd_settime(int fd, int flags, const struct itimerspec *new_value,
				  struct itimerspec *old_value)
{
	return tst_syscall(__NR_timerfd_settime, fd, flags, new_value, old_value);
}
#endif
#ifndef HAVE_TIMERFD_GETTIME
static inline int timerfd_gettime(int fd, struct itimerspec *curr_value)
{
	return tst_syscall(__NR_timerfd_gettime, fd, curr_value);
}
#endif

#endif
