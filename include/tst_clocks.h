/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Clocks read through the system call, not the vDSO, so a test measures what the kernel
 * says; and names for clock ids in messages.
 */
#ifndef TST_CLOCKS_H__
#define TST_CLOCKS_H__

#include <time.h>

/* 0, or -1 with errno (EINVAL for a clock the kernel does not know). */
int tst_clock_getres(clockid_t clk_id, struct timespec *res);
int tst_clock_gettime(clockid_t clk_id, struct timespec *ts);
int tst_clock_settime(clockid_t clk_id, struct timespec *ts);

/* "CLOCK_MONOTONIC" ..., "INVALID/UNKNOWN CLOCK" otherwise. */
const char *tst_clock_name(clockid_t clk_id);

/* The current time as file timestamps see it (the coarse realtime clock), in seconds. */
time_t tst_get_fs_timestamp(void);

#endif
