/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * perf_event_open(2): <linux/perf_event.h> and a raw wrapper (libc has none).
 */
#ifndef LAPI_PERF_EVENT_H__
#define LAPI_PERF_EVENT_H__

#include <sys/types.h>
#include <linux/perf_event.h>
#include "lapi/syscalls.h"

static inline int perf_event_open(struct perf_event_attr *event, pid_t pid, int cpu,
				  int group_fd, unsigned long flags)
{
	return tst_syscall(__NR_perf_event_open, event, pid, cpu, group_fd, flags);
}

#endif
