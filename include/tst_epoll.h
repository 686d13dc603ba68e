/* SPDX-License-Identifier: GPL-2.0-or-later */
/* epoll SAFE_* macros of the modern face. */
#ifndef TST_EPOLL_H__
#define TST_EPOLL_H__

#ifdef __TEST_H__
# error "tst_epoll.h is for tst_test.h tests; test.h tests use safe_*.h"
#endif
#ifdef LTK_LEGACY_SAFE_H
# error "tst_epoll.h is for tst_test.h tests; legacy safe_*.h already included"
#endif
#ifndef LTK_MODERN_SAFE_H
# define LTK_MODERN_SAFE_H 1
#endif

#include <stddef.h>
#include <sys/epoll.h>

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

int safe_epoll_create1(LTK_SAFE_LOC, int flags);
int safe_epoll_ctl(LTK_SAFE_LOC, int epfd, int op, int fd, struct epoll_event *ev);
int safe_epoll_wait(LTK_SAFE_LOC, int epfd, struct epoll_event *events, int maxevents,
		    int timeout);

#define SAFE_EPOLL_CREATE1(flags) safe_epoll_create1(__FILE__, __LINE__, NULL, (flags))
#define SAFE_EPOLL_CTL(epfd, op, fd, ev) \
	safe_epoll_ctl(__FILE__, __LINE__, NULL, (epfd), (op), (fd), (ev))
#define SAFE_EPOLL_WAIT(epfd, events, maxevents, timeout) \
	safe_epoll_wait(__FILE__, __LINE__, NULL, (epfd), (events), (maxevents), (timeout))

#endif
