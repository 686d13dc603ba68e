/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * cachestat(2) (Linux 6.5): struct cachestat_range, struct cachestat and a raw
 * wrapper where libc lacks one.
 */
#ifndef LAPI_CACHESTAT_H__
#define LAPI_CACHESTAT_H__

#include <stdint.h>
#include "config.h"
#include "lapi/syscalls.h"

#ifndef __NR_cachestat
# define __NR_cachestat LTK_NR_UNIFIED_(451)
#endif

#ifndef HAVE_STRUCT_CACHESTAT_RANGE
struct cachestat_range {
	uint64_t off;
	uint64_t len;
};
#endif

#ifndef HAVE_STRUCT_CACHESTAT
struct cachestat {
	uint64_t nr_cache;
	uint64_t nr_dirty;
	uint64_t nr_writeback;
	uint64_t nr_evicted;
	uint64_t nr_recently_evicted;
};
#endif

#ifndef HAVE_CACHESTAT
static inline int cachestat(int fd, struct cachestat_range *cstat_range,
			    struct cachestat *cstat, unsigned int flags)
{
	return tst_syscall(__NR_cachestat, fd, cstat_range, cstat, flags);
}
#endif

#endif
