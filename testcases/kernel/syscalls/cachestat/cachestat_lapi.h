/* SPDX-License-Identifier: GPL-2.0-or-later */
/* cachestat(2) (Linux 6.5): the structures, for headers older than the call. */
#ifndef CACHESTAT_LAPI_H__
#define CACHESTAT_LAPI_H__

#include <stdint.h>
#include "lapi/syscalls.h"

struct ltk_cachestat_range {
	uint64_t off;
	uint64_t len;
};

struct ltk_cachestat {
	uint64_t nr_cache;
	uint64_t nr_dirty;
	uint64_t nr_writeback;
	uint64_t nr_evicted;
	uint64_t nr_recently_evicted;
};

static inline int sys_cachestat(int fd, struct ltk_cachestat_range *range,
				struct ltk_cachestat *cstat, unsigned int flags)
{
	return tst_syscall(__NR_cachestat, fd, range, cstat, flags);
}

#endif
