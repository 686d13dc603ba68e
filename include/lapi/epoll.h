/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * epoll: EPOLL* flags newer than some libcs and epoll_pwait2() where libc lacks it.
 */
#ifndef LAPI_EPOLL_H__
#define LAPI_EPOLL_H__

#include <signal.h>
#include <sys/epoll.h>
#include <time.h>
#include "config.h"
#include "lapi/syscalls.h"

#ifndef EPOLLEXCLUSIVE
# define EPOLLEXCLUSIVE (1U << 28)
#endif
#ifndef EPOLLWAKEUP
# define EPOLLWAKEUP (1U << 29)
#endif
#ifndef EPOLLONESHOT
# define EPOLLONESHOT (1U << 30)
#endif
#ifndef EPOLLET
# define EPOLLET (1U << 31)
#endif
#ifndef EPOLLRDHUP
# define EPOLLRDHUP 0x2000
#endif
#ifndef EPOLL_CLOEXEC
# define EPOLL_CLOEXEC 02000000
#endif

#ifndef HAVE_EPOLL_PWAIT2
static inline int epoll_pwait2(int epfd, struct epoll_event *events, int maxevents,
			       const struct timespec *timeout, const sigset_t *sigmask)
{
	return tst_syscall(__NR_epoll_pwait2, epfd, events, maxevents, timeout, sigmask,
			   _NSIG / 8);
}
#endif

#endif
