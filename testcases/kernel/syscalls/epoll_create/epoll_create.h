// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What epoll_create01 and epoll_create1_01 check of a new descriptor: it is an epoll
 * instance (its /proc/self/fd link names eventpoll, and a pipe with data added to it is
 * reported by epoll_wait with the data the test gave).
 */
#ifndef EPOLL_CREATE_H
#define EPOLL_CREATE_H

#include <sys/epoll.h>
#include "tst_test.h"
#include "tst_epoll.h"

static inline void expect_epoll_instance(int epfd, const char *what)
{
	char path[64], link[64] = "";
	struct epoll_event ev = {.events = EPOLLIN, .data.u64 = 0x1234abcd};
	int p[2], n;

	snprintf(path, sizeof(path), "/proc/self/fd/%d", epfd);
	if (readlink(path, link, sizeof(link) - 1) < 0 || strcmp(link, "anon_inode:[eventpoll]")) {
		tst_res(TFAIL, "%s: fd %d links to '%s', expected anon_inode:[eventpoll]",
			what, epfd, link);
		return;
	}
	SAFE_PIPE(p);
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "x", 1);
	SAFE_EPOLL_CTL(epfd, EPOLL_CTL_ADD, p[0], &ev);
	memset(&ev, 0, sizeof(ev));
	n = SAFE_EPOLL_WAIT(epfd, &ev, 1, 0);
	if (n == 1 && ev.events == EPOLLIN && ev.data.u64 == 0x1234abcd)
		tst_res(TPASS, "%s: fd %d is an epoll instance that reports a ready pipe",
			what, epfd);
	else
		tst_res(TFAIL, "%s: epoll_wait() returned %d, events 0x%x, data 0x%llx",
			what, n, ev.events, (unsigned long long)ev.data.u64);
	SAFE_CLOSE(p[0]);
	SAFE_CLOSE(p[1]);
}

#endif
