/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * I/O priorities (ioprio_set(2)): classes, "who" values and the packing macros.
 */
#ifndef LAPI_IOPRIO_H__
#define LAPI_IOPRIO_H__

#include "config.h"
#include "lapi/syscalls.h"

#ifdef HAVE_LINUX_IOPRIO_H
# include <linux/ioprio.h>
#else
enum {
	IOPRIO_CLASS_NONE = 0,
	IOPRIO_CLASS_RT,
	IOPRIO_CLASS_BE,
	IOPRIO_CLASS_IDLE,
};

enum {
	IOPRIO_WHO_PROCESS = 1,
	IOPRIO_WHO_PGRP,
	IOPRIO_WHO_USER,
};
#endif

#ifndef IOPRIO_CLASS_SHIFT
# define IOPRIO_CLASS_SHIFT 13
#endif
#ifndef IOPRIO_PRIO_MASK
# define IOPRIO_PRIO_MASK ((1UL << IOPRIO_CLASS_SHIFT) - 1)
#endif
#ifndef IOPRIO_PRIO_CLASS
# define IOPRIO_PRIO_CLASS(ioprio) (((ioprio) >> IOPRIO_CLASS_SHIFT) & 0x7)
#endif
#ifndef IOPRIO_PRIO_DATA
# define IOPRIO_PRIO_DATA(ioprio) ((ioprio) & IOPRIO_PRIO_MASK)
#endif
#ifndef IOPRIO_PRIO_VALUE
# define IOPRIO_PRIO_VALUE(class, data) \
	((((class) & 0x7) << IOPRIO_CLASS_SHIFT) | ((data) & IOPRIO_PRIO_MASK))
#endif
#ifndef IOPRIO_PRIO_LEVEL
# define IOPRIO_PRIO_LEVEL(ioprio) ((ioprio) & 0x7)
#endif
#ifndef IOPRIO_NR_LEVELS
# define IOPRIO_NR_LEVELS 8
#endif
#ifndef IOPRIO_BE_NR
# define IOPRIO_BE_NR IOPRIO_NR_LEVELS
#endif

#endif
