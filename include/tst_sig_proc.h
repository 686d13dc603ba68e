/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A child that signals its parent: create_sig_proc(sig, count, usec) forks (SAFE_FORK,
 * so the test sets .forks_child) a process that sends sig to the caller count times, usec
 * microseconds apart (first after usec), then exits 0. Returns the child's pid.
 */
#ifndef TST_SIG_PROC_H__
#define TST_SIG_PROC_H__

#include <sys/types.h>

pid_t create_sig_proc(int sig, int count, unsigned int usec);

#endif
