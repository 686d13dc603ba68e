/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Other ltk runs executing tests on this host (host_runs.c). */
#ifndef LTK_HOST_RUNS_H
#define LTK_HOST_RUNS_H

#include <sys/types.h>

/* Say that this run executes tests here, until host_runs_leave(). */
void host_runs_join(void);
void host_runs_leave(void);
/*
 * How many other runs have joined and not left (0 when that cannot be known: no lock
 * file, no /proc/locks); *pid: one of them (0 when its pid is not visible here).
 */
int host_runs_others(pid_t *pid);

#endif
