/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Terminal flags some libcs lack.
 */
#ifndef LAPI_TERMBITS_H__
#define LAPI_TERMBITS_H__

#include <termios.h>

#ifndef EXTPROC
# define EXTPROC 0200000
#endif

#endif
