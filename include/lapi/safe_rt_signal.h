/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * SAFE_RT_SIGACTION and SAFE_RT_SIGPROCMASK (modern face): the raw rt_sigaction(2) and
 * rt_sigprocmask(2) system calls, with the sigsetsize the caller gives (normally
 * LTK_KERNEL_SIGSETSIZE, i.e. _NSIG / 8 of the kernel).
 */
#ifndef LAPI_SAFE_RT_SIGNAL_H__
#define LAPI_SAFE_RT_SIGNAL_H__

#include <signal.h>
#include <stddef.h>
#include "lapi/rt_sigaction.h"

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

int safe_rt_sigaction(LTK_SAFE_LOC, int signum, const struct sigaction *act,
		      struct sigaction *oldact, size_t sigsetsize);
int safe_rt_sigprocmask(LTK_SAFE_LOC, int how, const sigset_t *set, sigset_t *oldset,
			size_t sigsetsize);

#ifndef __TEST_H__
#define SAFE_RT_SIGACTION(signum, act, oldact, sigsetsize) \
	safe_rt_sigaction(__FILE__, __LINE__, NULL, (signum), (act), (oldact), (sigsetsize))
#define SAFE_RT_SIGPROCMASK(how, set, oldset, sigsetsize) \
	safe_rt_sigprocmask(__FILE__, __LINE__, NULL, (how), (set), (oldset), (sigsetsize))
#endif

#endif
