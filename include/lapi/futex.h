/* SPDX-License-Identifier: GPL-2.0-or-later */
/* futex(2) constants and types that older kernel headers may lack. */
#ifndef LAPI_FUTEX_H__
#define LAPI_FUTEX_H__

#include <stdint.h>
#include <linux/futex.h>

typedef volatile uint32_t futex_t;

#ifndef FUTEX_WAIT_BITSET
# define FUTEX_WAIT_BITSET 9
#endif
#ifndef FUTEX_WAKE_BITSET
# define FUTEX_WAKE_BITSET 10
#endif
#ifndef FUTEX_WAIT_REQUEUE_PI
# define FUTEX_WAIT_REQUEUE_PI 11
#endif
#ifndef FUTEX_CMP_REQUEUE_PI
# define FUTEX_CMP_REQUEUE_PI 12
#endif
#ifndef FUTEX_LOCK_PI2
# define FUTEX_LOCK_PI2 13
#endif
#ifndef FUTEX_PRIVATE_FLAG
# define FUTEX_PRIVATE_FLAG 128
#endif
#ifndef FUTEX_CLOCK_REALTIME
# define FUTEX_CLOCK_REALTIME 256
#endif
#ifndef FUTEX_BITSET_MATCH_ANY
# define FUTEX_BITSET_MATCH_ANY 0xffffffff
#endif

/* futex_waitv(2), Linux 5.16 */
#ifndef FUTEX_32
# define FUTEX_32 2
#endif
#ifndef FUTEX_WAITV_MAX
# define FUTEX_WAITV_MAX 128
struct futex_waitv {
	uint64_t val;
	uint64_t uaddr;
	uint32_t flags;
	uint32_t __reserved;
};
#endif

#endif
