/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Clock IDs newer than some libcs.
 */
#ifndef LAPI_POSIX_CLOCKS_H__
#define LAPI_POSIX_CLOCKS_H__

#include <time.h>

#ifndef MAX_CLOCKS
# define MAX_CLOCKS 16
#endif
#ifndef CLOCK_MONOTONIC_RAW
# define CLOCK_MONOTONIC_RAW 4
#endif
#ifndef CLOCK_REALTIME_COARSE
# define CLOCK_REALTIME_COARSE 5
#endif
#ifndef CLOCK_MONOTONIC_COARSE
# define CLOCK_MONOTONIC_COARSE 6
#endif
#ifndef CLOCK_BOOTTIME
# define CLOCK_BOOTTIME 7
#endif
#ifndef CLOCK_REALTIME_ALARM
# define CLOCK_REALTIME_ALARM 8
#endif
#ifndef CLOCK_BOOTTIME_ALARM
# define CLOCK_BOOTTIME_ALARM 9
#endif
#ifndef CLOCK_SGI_CYCLE
# define CLOCK_SGI_CYCLE 10
#endif
#ifndef CLOCK_TAI
# define CLOCK_TAI 11
#endif

#endif
