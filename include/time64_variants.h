/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * One entry per way of calling a time-taking system call (libc, the old syscall with a
 * struct __kernel_old_timespec, the *_time64 syscall with a struct __kernel_timespec): a
 * test with .test_variants = ARRAY_SIZE(variants) fills the members it uses and passes
 * tst_ts_get()/tst_its_get() of a value of the matching .ts_type.
 */
#ifndef TIME64_VARIANTS_H__
#define TIME64_VARIANTS_H__

#include <poll.h>
#include <signal.h>
#include <time.h>
#include "tst_timer.h"
#include "lapi/common_timers.h"

struct time64_variants {
	char *desc;
	enum tst_ts_type ts_type;
	int (*clock_getres)(clockid_t clk_id, void *ts);
	int (*clock_gettime)(clockid_t clk_id, void *ts);
	int (*clock_settime)(clockid_t clk_id, void *ts);
	int (*clock_nanosleep)(clockid_t clock_id, int flags, void *request, void *remain);
	int (*timer_gettime)(kernel_timer_t timer, void *its);
	int (*timer_settime)(kernel_timer_t timerid, int flags, void *its, void *old_its);
	int (*tfd_gettime)(int fd, void *its);
	int (*tfd_settime)(int fd, int flags, void *new_value, void *old_value);
	int (*sched_rr_get_interval)(pid_t pid, void *ts);
	int (*ppoll)(struct pollfd *fds, nfds_t nfds, void *tmo_p, const sigset_t *sigmask,
		     size_t sigsetsize);
	int (*utimensat)(int dirfd, const char *pathname, void *times, int flags);
	int (*futex)(int *uaddr, int futex_op, int val, void *to, int *uaddr2, int val3);
};

#endif
