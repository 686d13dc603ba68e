/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The number of the five-argument select system call. On i386 (and other older 32-bit ABIs)
 * the call numbered select is the old one that takes a single pointer to a block holding
 * the five arguments; the five-argument call is _newselect there. A 32-bit program's
 * struct timeval (32-bit fields without _TIME_BITS=64) is the one that call expects.
 */
#ifndef SELECT_NR_H__
#define SELECT_NR_H__

#include "lapi/syscalls.h"

#if __NR__newselect >= 0
# define SELECT_NR __NR__newselect
#else
# define SELECT_NR __NR_select
#endif

#endif
