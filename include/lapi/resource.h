/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Resource limits newer than some libcs, and struct rlimit64.
 */
#ifndef LAPI_RESOURCE_H__
#define LAPI_RESOURCE_H__

#include <stdint.h>
#include <sys/resource.h>
#include "config.h"

#ifndef RLIMIT_RTTIME
# define RLIMIT_RTTIME 15
#endif

#ifndef HAVE_STRUCT_RLIMIT64
struct rlimit64 {
	uint64_t rlim_cur;
	uint64_t rlim_max;
};
#endif

#endif
