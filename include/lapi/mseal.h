/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * mseal(2) (Linux 6.10) as a raw system call.
 */
#ifndef LAPI_MSEAL_H__
#define LAPI_MSEAL_H__

#include <stddef.h>
#include "lapi/syscalls.h"

#ifndef __NR_mseal
# define __NR_mseal LTK_NR_UNIFIED_(462)
#endif

static inline int mseal(void *start, size_t len, unsigned long flags)
{
	return tst_syscall(__NR_mseal, start, len, flags);
}

#endif
