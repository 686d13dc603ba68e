/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The old face's signal header (LTP's ltp_signal.h): the size of the kernel's signal set
 * for rt_sig*() calls, and rt_sigaction(2) as the kernel sees it (lapi/rt_sigaction.h).
 */
#ifndef TSO_SIGNAL_H__
#define TSO_SIGNAL_H__

#include <signal.h>
#include "lapi/rt_sigaction.h"

#ifndef SIGSETSIZE
# define SIGSETSIZE (_NSIG / 8)
#endif

#endif
