/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Signal numbers and sizes the kernel uses and some libcs do not expose.
 */
#ifndef LAPI_SIGNAL_H__
#define LAPI_SIGNAL_H__

#include <signal.h>

#ifndef __SIGRTMIN
# define __SIGRTMIN 32
#endif
#ifndef __SIGRTMAX
# define __SIGRTMAX (_NSIG - 1)
#endif
#ifndef SIGSETSIZE
# define SIGSETSIZE (_NSIG / 8)
#endif
#ifndef SA_RESTORER
# define SA_RESTORER 0x04000000
#endif
#ifndef SA_UNSUPPORTED
# define SA_UNSUPPORTED 0x00000400
#endif
#ifndef SA_EXPOSE_TAGBITS
# define SA_EXPOSE_TAGBITS 0x00000800
#endif

#endif
