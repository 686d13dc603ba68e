/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * getrandom(2) flags and a raw wrapper (C libraries before glibc 2.25 have no getrandom()).
 */
#ifndef LAPI_GETRANDOM_H__
#define LAPI_GETRANDOM_H__

#include <stddef.h>
#include "lapi/syscalls.h"

#ifndef GRND_NONBLOCK
# define GRND_NONBLOCK 0x0001
#endif
#ifndef GRND_RANDOM
# define GRND_RANDOM 0x0002
#endif
/* Linux 5.6. */
#ifndef GRND_INSECURE
# define GRND_INSECURE 0x0004
#endif

static inline long sys_getrandom(void *buf, size_t len, unsigned int flags)
{
	return tst_syscall(__NR_getrandom, buf, len, flags);
}

#endif /* LAPI_GETRANDOM_H__ */
