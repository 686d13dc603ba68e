/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * adjtimex(2)/clock_adjtime(2) modes (ADJ_*).
 */
#ifndef LAPI_TIMEX_H__
#define LAPI_TIMEX_H__

#include <sys/timex.h>

#ifndef ADJ_OFFSET
# define ADJ_OFFSET 0x0001
#endif
#ifndef ADJ_FREQUENCY
# define ADJ_FREQUENCY 0x0002
#endif
#ifndef ADJ_MAXERROR
# define ADJ_MAXERROR 0x0004
#endif
#ifndef ADJ_ESTERROR
# define ADJ_ESTERROR 0x0008
#endif
#ifndef ADJ_STATUS
# define ADJ_STATUS 0x0010
#endif
#ifndef ADJ_TIMECONST
# define ADJ_TIMECONST 0x0020
#endif
#ifndef ADJ_TAI
# define ADJ_TAI 0x0080
#endif
#ifndef ADJ_SETOFFSET
# define ADJ_SETOFFSET 0x0100
#endif
#ifndef ADJ_MICRO
# define ADJ_MICRO 0x1000
#endif
#ifndef ADJ_NANO
# define ADJ_NANO 0x2000
#endif
#ifndef ADJ_TICK
# define ADJ_TICK 0x4000
#endif
#ifndef ADJ_OFFSET_SINGLESHOT
# define ADJ_OFFSET_SINGLESHOT 0x8001
#endif
#ifndef ADJ_OFFSET_SS_READ
# define ADJ_OFFSET_SS_READ 0xa001
#endif

#endif
