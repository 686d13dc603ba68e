/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * io_pgetevents(2) with libaio's types, where libc and libaio lack it.
 */
#ifndef LAPI_IO_PGETEVENTS_H__
#define LAPI_IO_PGETEVENTS_H__

#include <signal.h>
#include <time.h>
#include "config.h"
#include "lapi/syscalls.h"

#ifdef HAVE_LIBAIO
# include <libaio.h>

static inline int sys_io_pgetevents(io_context_t ctx, long min_nr, long max_nr,
				    struct io_event *events, void *timeout, sigset_t *sigmask)
{
	return tst_syscall(__NR_io_pgetevents, ctx, min_nr, max_nr, events, timeout, sigmask);
}

static inline int sys_io_pgetevents_time64(io_context_t ctx, long min_nr, long max_nr,
					   struct io_event *events, void *timeout,
					   sigset_t *sigmask)
{
	return tst_syscall(__NR_io_pgetevents_time64, ctx, min_nr, max_nr, events, timeout,
			   sigmask);
}
#endif

#endif
