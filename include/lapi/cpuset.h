/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The dynamically sized CPU set macros of <sched.h> (CPU_ALLOC ...).
 */
#ifndef LAPI_CPUSET_H__
#define LAPI_CPUSET_H__

#include <sched.h>

#endif
