/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl(2) and terminal structures (struct termio, struct winsize).
 */
#ifndef LAPI_IOCTL_H__
#define LAPI_IOCTL_H__

#include <sys/ioctl.h>

#ifndef TIOCGPTPEER
# define TIOCGPTPEER _IO('T', 0x41)
#endif
#ifndef FIOQSIZE
# define FIOQSIZE 0x5460
#endif

#endif
