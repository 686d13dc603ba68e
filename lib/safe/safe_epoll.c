// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* for epoll. */
#include "safe_priv.h"
#include "tst_epoll.h"

static const char *op_name(int op)
{
	switch (op) {
	case EPOLL_CTL_ADD: return "EPOLL_CTL_ADD";
	case EPOLL_CTL_MOD: return "EPOLL_CTL_MOD";
	case EPOLL_CTL_DEL: return "EPOLL_CTL_DEL";
	default: return "EPOLL_CTL_???";
	}
}

int safe_epoll_create1(LTK_SAFE_LOC, int flags)
{
	int rval = epoll_create1(flags);

	if (rval == -1)
		safe_fail("epoll_create1(%#x)", flags);
	else if (rval < 0)
		safe_invalid(rval, "epoll_create1(%#x)", flags);
	return rval;
}

int safe_epoll_ctl(LTK_SAFE_LOC, int epfd, int op, int fd, struct epoll_event *ev)
{
	int rval = epoll_ctl(epfd, op, fd, ev);

	if (rval == -1)
		safe_fail("epoll_ctl(%d,%s,%d,%p)", epfd, op_name(op), fd, ev);
	else if (rval)
		safe_invalid(rval, "epoll_ctl(%d,%s,%d,%p)", epfd, op_name(op), fd, ev);
	return rval;
}

int safe_epoll_wait(LTK_SAFE_LOC, int epfd, struct epoll_event *events, int maxevents,
		    int timeout)
{
	int rval = epoll_wait(epfd, events, maxevents, timeout);

	if (rval == -1)
		safe_fail("epoll_wait(%d,%p,%d,%d)", epfd, events, maxevents, timeout);
	else if (rval < 0)
		safe_invalid(rval, "epoll_wait(%d,%p,%d,%d)", epfd, events, maxevents, timeout);
	return rval;
}
