/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A test that sets CLOCK_REALTIME saves the wall clock first and restores it after, moved
 * on by the time that passed (measured on CLOCK_MONOTONIC_RAW). The modern face does this
 * itself with .restore_wallclock.
 */
#ifndef TST_WALLCLOCK_H__
#define TST_WALLCLOCK_H__

void tst_wallclock_save(void);
void tst_wallclock_restore(void);

#endif
